// Disputes (migrations/010_receipt_disputes.sql): the operator answers a receipt reported
// NOT_RECEIVED, refunding what did not arrive or upholding the payout, once.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { noticeMoney, postForOrder, recordDecision } from './order-steps.ts';
import { type DisputeOutcome, WITHDRAWAL_ROW, withdrawalById, withdrawalColumns, type WithdrawalRow } from './withdrawals.ts';
import { allRows, widerShape } from './rows.ts';

const DISPUTED_WITHDRAWAL = widerShape<WithdrawalRow, { username: string; proofs: number }>(WITHDRAWAL_ROW, 'DISPUTED_WITHDRAWAL', {
  username: true,
  proofs: true,
});

/** The operator's answer to a receipt reported NOT_RECEIVED: refund what did not arrive, or uphold the payout. */
export type DisputeAnswer = { refund: true } | { refund: false; reason: string };

/** Receipts reported NOT_RECEIVED that no operator has answered yet, oldest first, with their proof count. */
export function openDisputes(
  db: DatabaseSync,
  merchant: string | undefined,
  limit: number,
): Array<WithdrawalRow & { username: string; proofs: number }> {
  return allRows(
    db.prepare(
      `SELECT ${withdrawalColumns('w')}, m.username, (SELECT COUNT(*) FROM receipt_proofs p WHERE p.order_id = w.id) AS proofs
       FROM withdrawal_orders w JOIN members m ON m.id = w.member_id
       WHERE w.receipt = 'NOT_RECEIVED' AND w.dispute IS NULL AND (? IS NULL OR w.merchant = ?) ORDER BY w.id LIMIT ?`,
    ),
    DISPUTED_WITHDRAWAL,
    merchant ?? null,
    merchant ?? null,
    limit,
  );
}

/**
 * Answers a receipt the member reported NOT_RECEIVED, once. A refund gives back what did not arrive
 * (the payout less what the member confirmed earlier) and, when nothing arrived at all, the fee:
 * one journal transaction out of the house's payouts (and fees) into the main wallet. Upholding
 * moves nothing and tells the member why. Either way the member is notified in the same transaction.
 */
export function answerDispute(db: DatabaseSync, tenant: Tenant, id: number, answer: DisputeAnswer, now: number): WithdrawalRow {
  return transaction(db, () => {
    const order = withdrawalById(db, id);
    if (!order || order.merchant !== tenant.code) throw new Refusal('withdrawal.unknown', `no withdrawal order ${id}`);
    const wanted: DisputeOutcome = answer.refund ? 'REFUNDED' : 'UPHELD';
    if (order.dispute === wanted) return order;
    if (order.dispute) throw new Refusal('dispute.closed', `withdrawal ${order.reference} is already ${order.dispute.toLowerCase()}`);
    if (order.receipt !== 'NOT_RECEIVED')
      throw new Refusal('dispute.none', `the member has not reported withdrawal ${order.reference} as not received`);
    const missing = order.amount - order.fee - order.received;
    const fee = order.received === 0 ? order.fee : 0;
    let journal: number | null = null;
    if (answer.refund) {
      journal = postForOrder(db, tenant, {
        requestId: `withdrawal-refund:${id}`,
        kind: 'withdrawal.refund',
        memberId: order.memberId,
        fingerprint: `REFUNDED ${id} ${missing + fee}`,
        legs: [
          { account: { house: 'payouts' as const }, amount: -missing },
          { account: { house: 'fees' as const }, amount: -fee },
          { account: { memberId: order.memberId }, amount: missing + fee },
        ],
        now,
      });
    }
    const money = noticeMoney(tenant);
    const params = { reference: order.reference, amount: money(missing + fee), ...(answer.refund ? {} : { reason: answer.reason }) };
    const notice = answer.refund
      ? {
          kind: 'withdrawal.refunded' as const,
          params,
          title: 'Withdrawal refunded',
          body: `You reported that withdrawal ${order.reference} did not arrive: ${params.amount} is back in your main wallet.`,
        }
      : {
          kind: 'withdrawal.upheld' as const,
          params,
          title: 'Withdrawal checked',
          body: `We checked withdrawal ${order.reference}, which you reported as not received: ${answer.reason}.`,
        };
    recordDecision(db, 'withdrawal_orders', order, now, notice, {
      dispute: wanted,
      dispute_reason: answer.refund ? null : answer.reason,
      dispute_at: now,
      refund_journal_id: journal,
    });
    return withdrawalById(db, id)!;
  });
}
