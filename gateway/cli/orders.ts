// The operator's deposit and withdrawal orders, one shape for both: list them (deposits,
// withdrawals) and settle one (deposit, withdrawal: approve, or fail/reject with a reason the member is told).
import type { DatabaseSync } from 'node:sqlite';
import { formatMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { openDatabase } from '../store/db.ts';
import { depositById, listDeposits, settleDeposit, type DepositStatus } from '../store/deposits.ts';
import { listWithdrawals, settleWithdrawal, withdrawalById, type WithdrawalStatus } from '../store/withdrawals.ts';
import { command, currencies, fail, idOf, LIMIT, MERCHANT_FILTER, settleOrFail, tenantOf } from './shared.ts';

/** An order as the CLI lists it: amount in minor units, `where` the channel or payout account. */
interface ListedOrder {
  id: number;
  reference: string;
  createdAt: number;
  merchant: string;
  username: string;
  where: string;
  amount: number;
  status: string;
  reason: string | null;
}

interface OrderKind {
  noun: string;
  statuses: readonly string[];
  /** The verbs that settle an order: the yes (approve) and the no (needs a reason). */
  verbs: readonly [string, string];
  list(db: DatabaseSync, filter: { merchant?: string | undefined; status?: string | undefined; limit: number }): ListedOrder[];
  merchantOf(db: DatabaseSync, id: number): string | undefined;
  /** Settles an order: a null reason approves it. */
  settle(db: DatabaseSync, tenant: Tenant, id: number, reason: string | null, now: number): { reference: string; status: string };
}

const ORDERS: Record<'deposit' | 'withdrawal', OrderKind> = {
  deposit: {
    noun: 'deposit',
    statuses: ['PENDING', 'CREDITED', 'FAILED'],
    verbs: ['approve', 'fail'],
    list: (db, filter) =>
      listDeposits(db, { ...filter, status: filter.status as DepositStatus | undefined }).map((r) => ({ ...r, where: r.channelId })),
    merchantOf: (db, id) => depositById(db, id)?.merchant,
    settle: (db, tenant, id, reason, now) =>
      settleDeposit(db, tenant, id, reason === null ? { credit: true } : { credit: false, reason }, now),
  },
  withdrawal: {
    noun: 'withdrawal',
    statuses: ['PENDING', 'APPROVED', 'REJECTED'],
    verbs: ['approve', 'reject'],
    list: (db, filter) =>
      listWithdrawals(db, { ...filter, status: filter.status as WithdrawalStatus | undefined }).map((r) => ({
        ...r,
        where: `${r.providerId} ${r.accountNumber} (${r.accountName})`,
      })),
    merchantOf: (db, id) => withdrawalById(db, id)?.merchant,
    settle: (db, tenant, id, reason, now) =>
      settleWithdrawal(db, tenant, id, reason === null ? { approve: true } : { approve: false, reason }, now),
  },
};

type Kind = keyof typeof ORDERS;

/** deposits / withdrawals: a kind's orders, newest first. */
function listCommand(kind: Kind, usage: string) {
  const orders = ORDERS[kind];
  return command({
    name: `${kind}s`,
    options: [MERCHANT_FILTER, ['--status <status>', `only those in this state: ${orders.statuses.join(', ')}`], LIMIT],
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
  });
}

/** deposit / withdrawal <yes|no> <id>: the operator's decision on one order, once. */
function settleCommand(kind: Kind, usage: string) {
  const orders = ORDERS[kind];
  return command({
    name: kind,
    words: '[verb] [id]',
    options: [['--reason <text>', `why it is refused (${orders.verbs[1]}): the member is told it`]],
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
  });
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
