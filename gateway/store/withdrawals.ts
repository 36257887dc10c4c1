// Withdrawals (migrations/007_withdrawals.sql). A member (payment password checked,
// store/payment-password.ts) asks to be paid out to one of their payout accounts
// (store/payout-accounts.ts): the amount is held from the main wallet at once (one journal
// transaction into the house's 'withdrawals' account). The operator approves the order (held -> payouts, less the fee) or
// rejects it (held -> back to the main wallet), each exactly once, with a notification.
// What arrived is confirmed in store/withdrawal-receipts.ts, disputed in store/withdrawal-disputes.ts.
import type { DatabaseSync } from 'node:sqlite';
import { feeOf } from '../../core/fees.ts';
import { fromMinor } from '../../core/money.ts';
import { startOfZonedDay } from '../../core/zoned-time.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { remainingTurnover } from './bonuses.ts';
import { transaction } from './db.ts';
import {
  earlierOrder,
  insertOrder,
  nextOrderId,
  noticeMoney,
  operatorOrders,
  ORDER_ROW,
  orderAmount,
  orderColumns,
  type OrderRow,
  postForOrder,
  recordDecision,
  settleOrder,
} from './order-steps.ts';
import { payoutAccountsOf } from './payout-accounts.ts';
import { vipRank, vipStanding } from './vip.ts';
import { type MemberTable, memberPage, rowShape, widerShape } from './rows.ts';

/** The columns withdrawalColumns() selects, for the stores that read withdrawal orders. */
export const WITHDRAWAL_ROW = rowShape<WithdrawalRow>('WITHDRAWAL_ROW', {
  ...ORDER_ROW,
  accountId: true,
  receipt: true,
  received: true,
  receiptDueAt: true,
  dispute: true,
  disputeReason: true,
});
const QUEUED_WITHDRAWAL = widerShape<WithdrawalRow, { username: string; providerId: string; accountName: string; accountNumber: string }>(
  WITHDRAWAL_ROW,
  'QUEUED_WITHDRAWAL',
  { username: true, providerId: true, accountName: true, accountNumber: true },
);

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** What the operator decides about a pending withdrawal. */
export type WithdrawalOutcome = { approve: true } | { approve: false; reason: string };

/** A withdrawal order as stored: amounts in minor units. */
export interface WithdrawalRow extends OrderRow<WithdrawalStatus> {
  accountId: number;
  receipt: ReceiptState | null;
  /** What the member confirmed as arrived, minor units. */
  received: number;
  receiptDueAt: number | null;
  /** The operator's answer to a NOT_RECEIVED receipt (migrations/010). */
  dispute: DisputeOutcome | null;
  disputeReason: string | null;
}

/** What the member confirmed of a paid-out withdrawal (migrations/009). */
export type ReceiptState = 'AWAITING' | 'PARTIAL' | 'RECEIVED' | 'NOT_RECEIVED' | 'FORCED';
export type DisputeOutcome = 'REFUNDED' | 'UPHELD';

/** The columns of a withdrawal order as WithdrawalRow names them, of table (alias) `t`. */
export const withdrawalColumns = (t = 'withdrawal_orders') =>
  `${orderColumns(t)}, ${t}.payout_account_id AS accountId, ${t}.receipt, ${t}.received, ${t}.receipt_due_at AS receiptDueAt,
   ${t}.dispute, ${t}.dispute_reason AS disputeReason`;

/** One order, by id. */
export function withdrawalById(db: DatabaseSync, id: number): WithdrawalRow | undefined {
  return db.prepare(`SELECT ${withdrawalColumns()} FROM withdrawal_orders WHERE id = ?`).get(id) as WithdrawalRow | undefined;
}

/**
 * A member's money, minor units: the main wallet, every vendor wallet together, and what their
 * pending withdrawals hold (their share of the house's 'withdrawals' account, still theirs until
 * paid out or given back). One statement, so a withdrawal settled meanwhile is counted once.
 */
export function memberFunds(db: DatabaseSync, merchant: string, memberId: number): { main: number; vendors: number; held: number } {
  const wallet = (kind: string) =>
    `(SELECT IFNULL(SUM(balance), 0) FROM ledger_accounts WHERE merchant = :merchant AND member_id = :member AND kind = '${kind}')`;
  return db
    .prepare(
      `SELECT ${wallet('main')} AS main, ${wallet('vendor')} AS vendors,
       (SELECT IFNULL(SUM(amount), 0) FROM withdrawal_orders WHERE member_id = :member AND status = 'PENDING') AS held`,
    )
    .get({ merchant, member: memberId }) as { main: number; vendors: number; held: number };
}

/** How many withdrawals the member asked for today, in the merchant's time zone. */
export function withdrawalsToday(db: DatabaseSync, tenant: Tenant, memberId: number, now: number): number {
  const since = startOfZonedDay(now, tenant.config.timezone);
  return (
    db.prepare('SELECT COUNT(*) AS n FROM withdrawal_orders WHERE member_id = ? AND created_at >= ?').get(memberId, since) as { n: number }
  ).n;
}

/** How many withdrawals a day the member may ask for: the merchant's count and their VIP rank's extra ones. */
export function dailyWithdrawals(db: DatabaseSync, tenant: Tenant, memberId: number): number {
  return tenant.config.wallet.withdrawal.dailyCount + vipRank(db, tenant.code, vipStanding(db, memberId).level).extraWithdrawals;
}

/**
 * Asks to pay `amount` (major units) out to one of the member's payout accounts, once per request
 * id (the caller checked the payment password): the amount is held from the main wallet now.
 */
export function requestWithdrawal(
  db: DatabaseSync,
  tenant: Tenant,
  request: { memberId: number; requestId: string; accountId: number; amount: number; now: number },
): WithdrawalRow {
  const { memberId, requestId, accountId, now } = request;
  const { withdrawal, currency } = { withdrawal: tenant.config.wallet.withdrawal, currency: tenant.config.currency };
  if (!withdrawal.payoutProviders.length) throw new Refusal('function.not.available', 'withdrawals are not enabled for this merchant');
  const amount = orderAmount(request.amount, withdrawal, currency, 'withdraw.amount.invalid');
  return transaction(db, () => {
    const who = { merchant: tenant.code, memberId, requestId };
    const earlier = earlierOrder<WithdrawalRow>(db, 'withdrawal_orders', withdrawalColumns(), who, { accountId, amount });
    if (earlier) return earlier;
    if (!payoutAccountsOf(db, memberId).some((a) => a.id === accountId))
      throw new Refusal('payout.account.unknown', 'no such payout account of yours');
    const turnover = remainingTurnover(db, memberId);
    if (turnover > 0) {
      throw new Refusal('withdraw.turnover.unmet', 'place the valid bets your bonuses require before withdrawing', {
        value: { remaining: fromMinor(turnover, currency.decimals) },
      });
    }
    const dailyCount = dailyWithdrawals(db, tenant, memberId);
    if (withdrawalsToday(db, tenant, memberId, now) >= dailyCount) {
      throw new Refusal('withdraw.daily.limit', `at most ${dailyCount} withdrawals a day`, { value: { dailyCount } });
    }
    const id = nextOrderId(db, 'withdrawal_orders');
    const legs = [
      { account: { memberId }, amount: -amount },
      { account: { house: 'withdrawals' as const }, amount },
    ];
    const holdJournal = postForOrder(db, tenant, {
      requestId: `withdrawal-hold:${id}`,
      kind: 'withdrawal',
      memberId,
      fingerprint: `hold ${id} ${amount}`,
      legs,
      now,
    });
    insertOrder(db, 'withdrawal_orders', id, who, {
      payout_account_id: accountId,
      amount,
      fee: feeOf(amount, withdrawal.fee, currency.decimals),
      created_at: now,
      hold_journal_id: holdJournal,
    });
    return withdrawalById(db, id)!;
  });
}

/**
 * Pays a pending withdrawal out (approve) or gives its hold back (reject), with its notification,
 * in one transaction; the same decision again answers the order as it is, the other is refused.
 */
export function settleWithdrawal(db: DatabaseSync, tenant: Tenant, id: number, outcome: WithdrawalOutcome, now: number): WithdrawalRow {
  const wanted: WithdrawalStatus = outcome.approve ? 'APPROVED' : 'REJECTED';
  return settleOrder(db, tenant, { noun: 'withdrawal', id }, wanted, withdrawalById, (order) => {
    const held = { account: { house: 'withdrawals' as const }, amount: -order.amount };
    const legs = outcome.approve
      ? [
          held,
          { account: { house: 'payouts' as const }, amount: order.amount - order.fee },
          { account: { house: 'fees' as const }, amount: order.fee },
        ]
      : [held, { account: { memberId: order.memberId }, amount: order.amount }];
    const journal = postForOrder(db, tenant, {
      requestId: `withdrawal-settle:${id}`,
      kind: outcome.approve ? 'withdrawal' : 'withdrawal.release',
      memberId: order.memberId,
      fingerprint: `${wanted} ${id} ${order.amount}`,
      legs,
      now,
    });
    const money = noticeMoney(tenant);
    const params = {
      reference: order.reference,
      amount: money(order.amount),
      paid: money(order.amount - order.fee),
      ...(outcome.approve ? {} : { reason: outcome.reason }),
    };
    const notice = outcome.approve
      ? {
          kind: 'withdrawal.approved' as const,
          params,
          title: 'Withdrawal approved',
          body: `Your withdrawal ${order.reference} of ${params.amount} is approved: ${params.paid} is on its way to your account.`,
        }
      : {
          kind: 'withdrawal.rejected' as const,
          params,
          title: 'Withdrawal rejected',
          body: `Your withdrawal ${order.reference} of ${params.amount} was rejected: ${outcome.reason}. The amount is back in your main wallet.`,
        };
    // Paid out: the member now has the merchant's minutes to say what arrived.
    const due = outcome.approve ? now + tenant.config.wallet.withdrawal.receiptConfirmMinutes * 60_000 : null;
    recordDecision(db, 'withdrawal_orders', order, now, notice, {
      status: wanted,
      reason: outcome.approve ? null : outcome.reason,
      settled_at: now,
      settle_journal_id: journal,
      receipt: outcome.approve ? 'AWAITING' : null,
      receipt_due_at: due,
    });
  });
}

/** A member's withdrawals, newest first. */
const WITHDRAWALS: MemberTable = { columns: withdrawalColumns(), from: 'withdrawal_orders', orderBy: 'id DESC' };

/** A member's withdrawals, newest first, one page. */
export function withdrawalsOf(db: DatabaseSync, memberId: number, page: number, size: number): { rows: WithdrawalRow[]; total: number } {
  return memberPage(db, WITHDRAWALS, WITHDRAWAL_ROW, memberId, page, size);
}

/** Orders for the operator's CLI, newest first, with the payout account: of one merchant and status where given. */
export function listWithdrawals(
  db: DatabaseSync,
  filter: { merchant?: string | undefined; status?: WithdrawalStatus | undefined; limit: number },
): Array<WithdrawalRow & { username: string; providerId: string; accountName: string; accountNumber: string }> {
  const query = {
    select: `${withdrawalColumns('o')}, m.username, p.provider_id AS providerId, p.account_name AS accountName, p.account_number AS accountNumber`,
    from: 'withdrawal_orders o JOIN members m ON m.id = o.member_id JOIN payout_accounts p ON p.id = o.payout_account_id',
  };
  return operatorOrders(db, query, QUEUED_WITHDRAWAL, filter);
}
