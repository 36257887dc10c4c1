import { openDatabase } from '../store/db.ts';
import { decideRedemption, redemptionMerchant, redemptionsInProcess } from '../store/points-mall.ts';
import { command, fail, idOf, MERCHANT_FILTER, settleOrFail } from './shared.ts';

/** redemptions: points-mall redemptions in process. */
export const redemptions = command({
  name: 'redemptions',
  options: [MERCHANT_FILTER],
  usage: '  redemptions [--merchant X]                     list points-mall redemptions in process, oldest first',
  run({ values, dbPath }) {
    const rows = redemptionsInProcess(openDatabase(dbPath), values.merchant);
    if (!rows.length) console.log('no redemptions in process');
    for (const r of rows) {
      const where = r.address ?? r.paidAccount ?? '';
      console.log(
        `${String(r.id).padStart(6)}  ${r.merchant}  ${r.username}  good ${r.goodId} × ${r.quantity}  ${r.points} points  ${where}`,
      );
    }
  },
});

/** redemption approve / reject. */
export const redemption = command({
  name: 'redemption',
  words: '[verb] [id]',
  options: [['--reason <text>', 'its remark (approve: a tracking number, say) or why it is rejected (reject)']],
  usage: `  redemption approve <id> [--reason "..."]       approve one (the reason is its remark: a tracking number, say)
  redemption reject <id> --reason "..."          reject one: its points, amount and stock go back, once`,
  run({ arg, target, values, dbPath }) {
    if (arg !== 'approve' && arg !== 'reject') fail('redemption takes approve or reject');
    const id = idOf(target, 'give the redemption id (npm run gateway -- redemptions lists them)');
    const reason = values.reason?.trim() ?? '';
    if (arg === 'reject' && !reason) fail('redemption reject needs --reason "...": the member sees it in their redeem history');
    const db = openDatabase(dbPath);
    const merchant = redemptionMerchant(db, id) ?? fail(`no redemption ${id}`);
    const decided = settleOrFail(() => decideRedemption(db, merchant, id, arg === 'approve' ? 'APPROVED' : 'REJECTED', reason, Date.now()));
    console.log(`redemption ${decided.id}: ${decided.status}`);
  },
});
