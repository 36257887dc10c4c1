import { formatMinor } from '../../core/money.ts';
import { ORDERS } from '../orders.ts';
import { openDatabase } from '../store/db.ts';
import { type Command, currencies, fail, idOf, settleOrFail, tenantOf } from './shared.ts';

type Kind = keyof typeof ORDERS;

/** deposits / withdrawals: a kind's orders, newest first. */
function listCommand(kind: Kind, usage: string): Command {
  const orders = ORDERS[kind];
  return {
    names: [`${kind}s`],
    usage,
    async run({ values, dbPath }) {
      const status = values.status?.toUpperCase();
      if (status && !orders.statuses.includes(status)) fail(`--status must be ${orders.statuses.join(', ')}`);
      const rows = orders.list(openDatabase(dbPath), { merchant: values.merchant, status, limit: Number(values.limit ?? 20) });
      if (!rows.length) console.log(`no ${orders.noun} orders`);
      const currency = await currencies();
      for (const r of rows) {
        const money = formatMinor(r.amount, 'en', currency.get(r.merchant) ?? { symbol: '', decimals: 2 });
        console.log(
          `${String(r.id).padStart(6)}  ${r.reference}  ${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.username}  ${r.where}  ${money}  ${r.status}${r.reason ? ` (${r.reason})` : ''}`,
        );
      }
    },
  };
}

/** deposit / withdrawal <yes|no> <id>: the operator's decision on one order, once. */
function settleCommand(kind: Kind, usage: string): Command {
  const orders = ORDERS[kind];
  return {
    names: [kind],
    usage,
    async run({ arg, target, values, dbPath }) {
      const [yes, no] = orders.verbs;
      if (arg !== yes && arg !== no) fail(`${kind} takes ${yes} or ${no}`);
      const id = idOf(target, `give the ${kind} order id (npm run gateway -- ${kind}s lists them)`);
      const reason = values.reason?.trim();
      if (arg === no && !reason) fail(`${kind} ${no} needs --reason "...": the member is told it`);
      const db = openDatabase(dbPath);
      const merchant = orders.merchantOf(db, id) ?? fail(`no ${kind} order ${id}`);
      const tenant = await tenantOf(merchant, `${kind} ${id}`);
      const settled = settleOrFail(() => orders.settle(db, tenant, id, arg === yes ? null : reason!, Date.now()));
      console.log(`${settled.reference}: ${settled.status}`);
    },
  };
}

/** deposits: deposit orders. */
export const deposits = listCommand(
  'deposit',
  '  deposits [--merchant X] [--status S] [--limit N]   list deposit orders (S: PENDING, CREDITED or FAILED)',
);
/** deposit approve / fail. */
export const deposit = settleCommand(
  'deposit',
  `  deposit approve <id>                           credit a pending deposit to the member's main wallet (once)
  deposit fail <id> --reason "..."               fail a pending deposit; nothing moves, the member is told why`,
);
/** withdrawals: withdrawal orders. */
export const withdrawals = listCommand(
  'withdrawal',
  '  withdrawals [--merchant X] [--status S] [--limit N]   list withdrawal orders (S: PENDING, APPROVED or REJECTED)',
);
/** withdrawal approve / reject. */
export const withdrawal = settleCommand(
  'withdrawal',
  `  withdrawal approve <id>                        pay a pending withdrawal out (its hold goes to payouts, once)
  withdrawal reject <id> --reason "..."          reject it: the hold goes back to the member's main wallet`,
);
