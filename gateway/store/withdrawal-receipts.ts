// Receipts of paid-out withdrawals (migrations/009_uploads_and_receipts.sql): the member says what
// arrived (all, a part, or nothing with proof images) within the merchant's minutes; receipts nobody
// confirmed in time close as FORCED.
import type { DatabaseSync } from 'node:sqlite';
import { exactMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { markUploadsUsed } from './uploads.ts';
import { type ReceiptState, withdrawalById, type WithdrawalRow } from './withdrawals.ts';

/** What a member says arrived of a paid-out withdrawal. */
export type ReceiptOutcome =
  | { outcome: 'FULL' }
  | { outcome: 'PARTIAL'; received: number }
  | { outcome: 'NOT_RECEIVED'; proofIds: readonly number[] };

/**
 * Records what arrived of one of the member's paid-out withdrawals (`received` in major units).
 * All of it, or nothing (with proof), can be said while the receipt is open; a part only grows.
 * RECEIVED and FORCED are final.
 */
export function confirmReceipt(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  orderId: number,
  said: ReceiptOutcome,
  now: number,
): WithdrawalRow {
  return transaction(db, () => {
    const order = withdrawalById(db, orderId);
    if (!order || order.memberId !== memberId || order.status !== 'APPROVED' || !order.receipt) {
      throw new Refusal('withdrawal.unknown', `no paid-out withdrawal ${orderId} of yours`);
    }
    if (order.receipt === 'RECEIVED' || order.receipt === 'FORCED')
      throw new Refusal('receipt.closed', `withdrawal ${order.reference} is already ${order.receipt.toLowerCase()}`);
    if (order.dispute)
      throw new Refusal('receipt.closed', `withdrawal ${order.reference} is already ${order.dispute.toLowerCase()} by the operator`);
    const payout = order.amount - order.fee;
    let [receipt, received] = ['RECEIVED' as ReceiptState, payout];
    if (said.outcome === 'PARTIAL') {
      const minor = exactMinor(said.received, tenant.config.currency.decimals);
      if (minor === undefined || minor <= order.received || minor >= payout) {
        throw new Refusal('receipt.amount.invalid', 'what arrived must be more than confirmed before and less than the payout', {
          value: { received: order.received, payout },
        });
      }
      [receipt, received] = ['PARTIAL', minor];
    } else if (said.outcome === 'NOT_RECEIVED') {
      if (!said.proofIds.length) throw new Refusal('receipt.proof.required', 'add 1 to 3 images that show the payment did not arrive');
      markUploadsUsed(db, memberId, said.proofIds);
      for (const upload of said.proofIds)
        db.prepare('INSERT OR IGNORE INTO receipt_proofs (order_id, upload_id) VALUES (?, ?)').run(orderId, upload);
      [receipt, received] = ['NOT_RECEIVED', order.received];
    }
    db.prepare('UPDATE withdrawal_orders SET receipt = ?, received = ?, receipt_at = ? WHERE id = ?').run(receipt, received, now, orderId);
    return withdrawalById(db, orderId)!;
  });
}

/**
 * Closes the receipts nobody confirmed in time (AWAITING, or only PARTIAL) as FORCED: they count
 * as received and are not refunded. A NOT_RECEIVED one waits for the operator. The number closed.
 */
export function forceDueReceipts(db: DatabaseSync, now: number): number {
  return Number(
    db
      .prepare(
        "UPDATE withdrawal_orders SET receipt = 'FORCED', receipt_at = ? WHERE receipt IN ('AWAITING', 'PARTIAL') AND receipt_due_at <= ?",
      )
      .run(now, now).changes,
  );
}
