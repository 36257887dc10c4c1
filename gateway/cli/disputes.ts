import { formatMinor } from '../../core/money.ts';
import { openDatabase } from '../store/db.ts';
import { answerDispute, openDisputes } from '../store/withdrawal-disputes.ts';
import { withdrawalById } from '../store/withdrawals.ts';
import { command, currencies, fail, idOf, LIMIT, MERCHANT_FILTER, settleOrFail, tenantOf } from './shared.ts';

/** disputes: paid-out withdrawals reported not received, unanswered. */
export const disputes = command({
  name: 'disputes',
  options: [MERCHANT_FILTER, LIMIT],
  usage: '  disputes [--merchant X] [--limit N]            list paid-out withdrawals members reported not received, unanswered',
  async run({ values, dbPath }) {
    const rows = openDisputes(openDatabase(dbPath), values.merchant, Number(values.limit ?? 20));
    if (!rows.length) console.log('no unanswered reports of withdrawals not received');
    const currency = await currencies();
    for (const r of rows) {
      const money = (minor: number) => formatMinor(minor, 'en', currency.get(r.merchant) ?? { symbol: '', decimals: 2 });
      console.log(
        `${String(r.id).padStart(6)}  ${r.reference}  ${r.merchant}  ${r.username}  paid out ${money(r.amount - r.fee)}, confirmed ${money(r.received)}, ${r.proofs} proof image(s)`,
      );
    }
  },
});

/** dispute refund / uphold: the operator's answer, once. */
export const dispute = command({
  name: 'dispute',
  words: '[verb] [id]',
  options: [['--reason <text>', 'why the payout stands (uphold): the member is told it']],
  usage: `  dispute refund <id>                            refund what did not arrive (and the fee if nothing did) to the main wallet, once
  dispute uphold <id> --reason "..."             the payout did arrive: close it, nothing moves, the member is told why`,
  async run({ arg, target, values, dbPath }) {
    if (arg !== 'refund' && arg !== 'uphold') fail('dispute takes refund or uphold');
    const id = idOf(target, 'give the withdrawal order id (npm run gateway -- disputes lists them)');
    const reason = values.reason?.trim();
    if (arg === 'uphold' && !reason) fail('dispute uphold needs --reason "...": the member is told it');
    const db = openDatabase(dbPath);
    const merchant = withdrawalById(db, id)?.merchant ?? fail(`no withdrawal order ${id}`);
    const tenant = await tenantOf(merchant, `withdrawal ${id}`);
    const answered = settleOrFail(() =>
      answerDispute(db, tenant, id, arg === 'refund' ? { refund: true } : { refund: false, reason: reason! }, Date.now()),
    );
    console.log(`${answered.reference}: ${answered.dispute}`);
  },
});
