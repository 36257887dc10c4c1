// Withdrawals (migrations/007_withdrawals.sql). A member sets a payment password (with their
// login password; the security centre changes it), binds payout accounts with it, and asks to be paid out to one of them: the
// amount is held from the main wallet at once (one journal transaction into the house's
// 'withdrawals' account). The operator approves the order (held -> payouts, less the fee) or
// rejects it (held -> back to the main wallet), each exactly once, with a notification.
import type { DatabaseSync } from 'node:sqlite';
import type { PayoutProvider } from '../../src/config/generated/resolved-tenant-config.ts';
import { feeOf } from '../../src/shared/fees.ts';
import { exactMinor, formatMinor, fromMinor } from '../../src/shared/money.ts';
import { startOfZonedDay } from '../../src/shared/zoned-time.ts';
import { proveLoginPassword } from '../auth/password-check.ts';
import { PAYMENT_PASSWORD_TRIES } from '../auth/throttles.ts';
import type { Tenant } from '../context.ts';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import { GatewayError } from '../http/errors.ts';
import { remainingTurnover } from './bonuses.ts';
import { transaction } from './db.ts';
import { post } from './ledger.ts';
import type { Member } from './members.ts';
import { notify } from './messages.ts';
import { needsSettling, repeatOf } from './order-steps.ts';
import { markUploadsUsed } from './uploads.ts';
import { vipRank, vipStanding } from './vip.ts';
import { checkWithinLimit } from './throttle.ts';

/** A payment password is six digits. */
const PAYMENT_PASSWORD = /^\d{6}$/;
/** A member binds at most this many payout accounts. */
const MAX_PAYOUT_ACCOUNTS = 5;

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface PayoutAccountRow {
  id: number;
  memberId: number;
  providerId: string;
  accountName: string;
  accountNumber: string;
}

/** A withdrawal order as stored: amounts in minor units. */
export interface WithdrawalRow {
  id: number;
  merchant: string;
  memberId: number;
  reference: string;
  accountId: number;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  reason: string | null;
  createdAt: number;
  settledAt: number | null;
  receipt: ReceiptState | null;
  /** What the member confirmed as arrived, minor units. */
  received: number;
  receiptDueAt: number | null;
  /** The operator's answer to a NOT_RECEIVED receipt (migrations/010). */
  dispute: DisputeOutcome | null;
  disputeReason: string | null;
}

/** What the member confirmed of a paid-out withdrawal (migrations/009). */
type ReceiptState = 'AWAITING' | 'PARTIAL' | 'RECEIVED' | 'NOT_RECEIVED' | 'FORCED';
type DisputeOutcome = 'REFUNDED' | 'UPHELD';

const ACCOUNT_COLUMNS =
  'id, member_id AS memberId, provider_id AS providerId, account_name AS accountName, account_number AS accountNumber';
const columns = (t = 'withdrawal_orders') =>
  `${t}.id, ${t}.merchant, ${t}.member_id AS memberId, ${t}.reference, ${t}.payout_account_id AS accountId, ${t}.amount, ${t}.fee, ${t}.status,
   ${t}.reason, ${t}.created_at AS createdAt, ${t}.settled_at AS settledAt, ${t}.receipt, ${t}.received, ${t}.receipt_due_at AS receiptDueAt,
   ${t}.dispute, ${t}.dispute_reason AS disputeReason`;

/** The provider of a merchant's config with that id, if it still offers it. */
export function payoutProvider(tenant: Tenant, id: string): PayoutProvider | undefined {
  return tenant.config.wallet.withdrawal.payoutProviders.find((p) => p.id === id);
}

/** Whether the member has set a payment password. */
export function hasPaymentPassword(db: DatabaseSync, memberId: number): boolean {
  return paymentPasswordHash(db, memberId) !== null;
}

function paymentPasswordHash(db: DatabaseSync, memberId: number): string | null {
  return (
    (db.prepare('SELECT payment_password_hash AS hash FROM members WHERE id = ?').get(memberId) as { hash: string | null } | undefined)
      ?.hash ?? null
  );
}

/** What proves a payment password may be set or changed. */
export interface PaymentPasswordProof {
  /** The login password: sets one, or with `change` changes it. */
  password?: string | undefined;
  /** The current payment password: changes it. */
  oldPaymentPassword?: string | undefined;
  change?: boolean | undefined;
}

/**
 * Sets the member's payment password with the login password, once; or changes it with the
 * current payment password or (asked for as a change) the login password. Wrong proofs pause
 * after five tries. Two requests at once set or change it once.
 */
export async function setPaymentPassword(
  db: DatabaseSync,
  tenant: Tenant,
  member: Member,
  proof: PaymentPasswordProof,
  paymentPassword: string,
  now: number,
): Promise<void> {
  if (!PAYMENT_PASSWORD.test(paymentPassword)) throw new GatewayError('payment.password.format', 'the payment password is six digits');
  const stored = paymentPasswordHash(db, member.id);
  const byOld = stored !== null && proof.oldPaymentPassword !== undefined;
  if (stored !== null && !byOld && !proof.change) throw new GatewayError('payment.password.set', 'a payment password is already set');
  if (byOld) await checkPaymentPassword(db, tenant, member.id, proof.oldPaymentPassword ?? '', now);
  else await proveLoginPassword(db, tenant.code, member, proof.password ?? '', now);
  const hash = await hashPassword(paymentPassword);
  // Only over the hash the proof was checked against: a concurrent set or change wins once.
  const set =
    stored === null
      ? db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS NULL').run(hash, member.id)
      : db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash = ?').run(hash, member.id, stored);
  if (set.changes !== 1) throw new GatewayError('payment.password.set', 'the payment password changed meanwhile; reload and try again');
}

/** Refuses a wrong (or missing) payment password; five wrong tries pause it for 15 minutes. */
export async function checkPaymentPassword(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  paymentPassword: string,
  now: number,
): Promise<void> {
  const stored = paymentPasswordHash(db, memberId);
  if (!stored) throw new GatewayError('payment.password.missing', 'set a payment password first');
  // Counted before the hash is checked: guesses sent at once each see the ones still in flight.
  if (
    !(await checkWithinLimit(db, tenant.code, PAYMENT_PASSWORD_TRIES, String(memberId), now, () => verifyPassword(paymentPassword, stored)))
  ) {
    throw new GatewayError('payment.password.incorrect', 'the payment password is not correct');
  }
}

/** The member's payout accounts, oldest first. */
export function payoutAccountsOf(db: DatabaseSync, memberId: number): PayoutAccountRow[] {
  return db
    .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE member_id = ? ORDER BY id`)
    .all(memberId) as unknown as PayoutAccountRow[];
}

/** Binds a payout account at one of the merchant's providers (the caller checked the payment password). */
export function bindPayoutAccount(
  db: DatabaseSync,
  tenant: Tenant,
  account: { memberId: number; providerId: string; accountName: string; accountNumber: string; now: number },
): PayoutAccountRow {
  if (!payoutProvider(tenant, account.providerId))
    throw new GatewayError('payout.provider.unknown', `${account.providerId} is not a payout provider of this merchant`);
  const number = account.accountNumber.replace(/[\s-]/g, '');
  if (!/^[A-Za-z0-9]{4,34}$/.test(number))
    throw new GatewayError('payout.account.invalid', 'the account number is 4 to 34 letters and digits');
  return transaction(db, () => {
    const accounts = payoutAccountsOf(db, account.memberId);
    if (accounts.some((a) => a.providerId === account.providerId && a.accountNumber === number))
      throw new GatewayError('payout.account.exists', 'this account is already bound');
    if (accounts.length >= MAX_PAYOUT_ACCOUNTS)
      throw new GatewayError('payout.account.limit', `at most ${MAX_PAYOUT_ACCOUNTS} payout accounts`);
    const result = db
      .prepare('INSERT INTO payout_accounts (member_id, provider_id, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(account.memberId, account.providerId, account.accountName.trim(), number, account.now);
    return db
      .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE id = ?`)
      .get(Number(result.lastInsertRowid)) as unknown as PayoutAccountRow;
  });
}

/** One order, by id. */
export function withdrawalById(db: DatabaseSync, id: number): WithdrawalRow | undefined {
  return db.prepare(`SELECT ${columns()} FROM withdrawal_orders WHERE id = ?`).get(id) as WithdrawalRow | undefined;
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
  if (!withdrawal.payoutProviders.length) throw new GatewayError('function.not.available', 'withdrawals are not enabled for this merchant');
  const amount = exactMinor(request.amount, currency.decimals);
  const [min, max] = [exactMinor(withdrawal.min, currency.decimals)!, exactMinor(withdrawal.max, currency.decimals)!];
  if (amount === undefined || amount < min || amount > max) {
    throw new GatewayError(
      'withdraw.amount.invalid',
      `the amount must be between ${withdrawal.min} and ${withdrawal.max} ${currency.code} with at most ${currency.decimals} decimal places`,
      {
        value: { min: withdrawal.min, max: withdrawal.max },
      },
    );
  }
  return transaction(db, () => {
    const earlier = repeatOf(
      db
        .prepare(`SELECT ${columns()} FROM withdrawal_orders WHERE merchant = ? AND member_id = ? AND request_id = ?`)
        .get(tenant.code, memberId, requestId) as WithdrawalRow | undefined,
      (order) => order.accountId === accountId && order.amount === amount,
    );
    if (earlier) return earlier;
    if (!payoutAccountsOf(db, memberId).some((a) => a.id === accountId))
      throw new GatewayError('payout.account.unknown', 'no such payout account of yours');
    const turnover = remainingTurnover(db, memberId);
    if (turnover > 0) {
      throw new GatewayError('withdraw.turnover.unmet', 'place the valid bets your bonuses require before withdrawing', {
        value: { remaining: fromMinor(turnover, currency.decimals) },
      });
    }
    const dailyCount = dailyWithdrawals(db, tenant, memberId);
    if (withdrawalsToday(db, tenant, memberId, now) >= dailyCount) {
      throw new GatewayError('withdraw.daily.limit', `at most ${dailyCount} withdrawals a day`, { value: { dailyCount } });
    }
    const id = (db.prepare('SELECT IFNULL(MAX(id), 0) + 1 AS id FROM withdrawal_orders').get() as { id: number }).id;
    const legs = [
      { account: { memberId }, amount: -amount },
      { account: { house: 'withdrawals' as const }, amount },
    ];
    const holdJournal = post(
      db,
      {
        merchant: tenant.code,
        requester: 'system',
        requestId: `withdrawal-hold:${id}`,
        kind: 'withdrawal',
        memberId,
        fingerprint: `hold ${id} ${amount}`,
        legs,
        now,
      },
      (j) => j,
    );
    db.prepare(
      `INSERT INTO withdrawal_orders (id, merchant, member_id, request_id, reference, payout_account_id, amount, fee, created_at, hold_journal_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      tenant.code,
      memberId,
      requestId,
      `W${String(id).padStart(8, '0')}`,
      accountId,
      amount,
      feeOf(amount, withdrawal.fee, currency.decimals),
      now,
      holdJournal,
    );
    return withdrawalById(db, id)!;
  });
}

/** What the operator decides about a pending withdrawal. */
export type WithdrawalOutcome = { approve: true } | { approve: false; reason: string };

/**
 * Pays a pending withdrawal out (approve) or gives its hold back (reject), with its notification,
 * in one transaction; the same decision again answers the order as it is, the other is refused.
 */
export function settleWithdrawal(db: DatabaseSync, tenant: Tenant, id: number, outcome: WithdrawalOutcome, now: number): WithdrawalRow {
  return transaction(db, () => {
    const order = withdrawalById(db, id);
    const wanted: WithdrawalStatus = outcome.approve ? 'APPROVED' : 'REJECTED';
    if (!needsSettling(order, tenant, wanted, { noun: 'withdrawal', id })) return order!;
    const held = { account: { house: 'withdrawals' as const }, amount: -order.amount };
    const legs = outcome.approve
      ? [
          held,
          { account: { house: 'payouts' as const }, amount: order.amount - order.fee },
          { account: { house: 'fees' as const }, amount: order.fee },
        ]
      : [held, { account: { memberId: order.memberId }, amount: order.amount }];
    const journal = post(
      db,
      {
        merchant: tenant.code,
        requester: 'system',
        requestId: `withdrawal-settle:${id}`,
        kind: outcome.approve ? 'withdrawal' : 'withdrawal.release',
        memberId: order.memberId,
        fingerprint: `${wanted} ${id} ${order.amount}`,
        legs,
        now,
      },
      (j) => j,
    );
    const money = (minor: number) => formatMinor(minor, 'en', tenant.config.currency);
    const params = {
      reference: order.reference,
      amount: money(order.amount),
      paid: money(order.amount - order.fee),
      ...(outcome.approve ? {} : { reason: outcome.reason }),
    };
    notify(
      db,
      outcome.approve
        ? {
            memberId: order.memberId,
            kind: 'withdrawal.approved',
            params,
            now,
            title: 'Withdrawal approved',
            body: `Your withdrawal ${order.reference} of ${params.amount} is approved: ${params.paid} is on its way to your account.`,
          }
        : {
            memberId: order.memberId,
            kind: 'withdrawal.rejected',
            params,
            now,
            title: 'Withdrawal rejected',
            body: `Your withdrawal ${order.reference} of ${params.amount} was rejected: ${outcome.reason}. The amount is back in your main wallet.`,
          },
    );
    // Paid out: the member now has the merchant's minutes to say what arrived.
    const due = outcome.approve ? now + tenant.config.wallet.withdrawal.receiptConfirmMinutes * 60_000 : null;
    db.prepare(
      'UPDATE withdrawal_orders SET status = ?, reason = ?, settled_at = ?, settle_journal_id = ?, receipt = ?, receipt_due_at = ? WHERE id = ?',
    ).run(wanted, outcome.approve ? null : outcome.reason, now, journal, outcome.approve ? 'AWAITING' : null, due, id);

    return withdrawalById(db, id)!;
  });
}

/** A member's withdrawals, newest first, one page. */
export function withdrawalsOf(db: DatabaseSync, memberId: number, page: number, size: number): { rows: WithdrawalRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM withdrawal_orders WHERE member_id = ?').get(memberId) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${columns()} FROM withdrawal_orders WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(memberId, size, (page - 1) * size) as unknown as WithdrawalRow[];
  return { rows, total };
}

/** Orders for the operator's CLI, newest first, with the payout account: of one merchant and status where given. */
export function listWithdrawals(
  db: DatabaseSync,
  filter: { merchant?: string | undefined; status?: WithdrawalStatus | undefined; limit: number },
): Array<WithdrawalRow & { username: string; providerId: string; accountName: string; accountNumber: string }> {
  return db
    .prepare(
      `SELECT ${columns('w')}, m.username, p.provider_id AS providerId, p.account_name AS accountName, p.account_number AS accountNumber
     FROM withdrawal_orders w JOIN members m ON m.id = w.member_id JOIN payout_accounts p ON p.id = w.payout_account_id
     WHERE (? IS NULL OR w.merchant = ?) AND (? IS NULL OR w.status = ?) ORDER BY w.id DESC LIMIT ?`,
    )
    .all(filter.merchant ?? null, filter.merchant ?? null, filter.status ?? null, filter.status ?? null, filter.limit) as unknown as Array<
    WithdrawalRow & { username: string; providerId: string; accountName: string; accountNumber: string }
  >;
}

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
      throw new GatewayError('withdrawal.unknown', `no paid-out withdrawal ${orderId} of yours`);
    }
    if (order.receipt === 'RECEIVED' || order.receipt === 'FORCED')
      throw new GatewayError('receipt.closed', `withdrawal ${order.reference} is already ${order.receipt.toLowerCase()}`);
    if (order.dispute)
      throw new GatewayError('receipt.closed', `withdrawal ${order.reference} is already ${order.dispute.toLowerCase()} by the operator`);
    const payout = order.amount - order.fee;
    let [receipt, received] = ['RECEIVED' as ReceiptState, payout];
    if (said.outcome === 'PARTIAL') {
      const minor = exactMinor(said.received, tenant.config.currency.decimals);
      if (minor === undefined || minor <= order.received || minor >= payout) {
        throw new GatewayError('receipt.amount.invalid', 'what arrived must be more than confirmed before and less than the payout', {
          value: { received: order.received, payout },
        });
      }
      [receipt, received] = ['PARTIAL', minor];
    } else if (said.outcome === 'NOT_RECEIVED') {
      if (!said.proofIds.length) throw new GatewayError('receipt.proof.required', 'add 1 to 3 images that show the payment did not arrive');
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

/** The operator's answer to a receipt reported NOT_RECEIVED: refund what did not arrive, or uphold the payout. */
export type DisputeAnswer = { refund: true } | { refund: false; reason: string };

/** Receipts reported NOT_RECEIVED that no operator has answered yet, oldest first, with their proof count. */
export function openDisputes(
  db: DatabaseSync,
  merchant: string | undefined,
  limit: number,
): Array<WithdrawalRow & { username: string; proofs: number }> {
  return db
    .prepare(
      `SELECT ${columns('w')}, m.username, (SELECT COUNT(*) FROM receipt_proofs p WHERE p.order_id = w.id) AS proofs
       FROM withdrawal_orders w JOIN members m ON m.id = w.member_id
       WHERE w.receipt = 'NOT_RECEIVED' AND w.dispute IS NULL AND (? IS NULL OR w.merchant = ?) ORDER BY w.id LIMIT ?`,
    )
    .all(merchant ?? null, merchant ?? null, limit) as unknown as Array<WithdrawalRow & { username: string; proofs: number }>;
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
    if (!order || order.merchant !== tenant.code) throw new GatewayError('withdrawal.unknown', `no withdrawal order ${id}`);
    const wanted: DisputeOutcome = answer.refund ? 'REFUNDED' : 'UPHELD';
    if (order.dispute === wanted) return order;
    if (order.dispute) throw new GatewayError('dispute.closed', `withdrawal ${order.reference} is already ${order.dispute.toLowerCase()}`);
    if (order.receipt !== 'NOT_RECEIVED')
      throw new GatewayError('dispute.none', `the member has not reported withdrawal ${order.reference} as not received`);
    const missing = order.amount - order.fee - order.received;
    const fee = order.received === 0 ? order.fee : 0;
    let journal: number | null = null;
    if (answer.refund) {
      journal = post(
        db,
        {
          merchant: tenant.code,
          requester: 'system',
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
        },
        (j) => j,
      );
    }
    const money = (minor: number) => formatMinor(minor, 'en', tenant.config.currency);
    const params = { reference: order.reference, amount: money(missing + fee), ...(answer.refund ? {} : { reason: answer.reason }) };
    notify(
      db,
      answer.refund
        ? {
            memberId: order.memberId,
            kind: 'withdrawal.refunded',
            params,
            now,
            title: 'Withdrawal refunded',
            body: `You reported that withdrawal ${order.reference} did not arrive: ${params.amount} is back in your main wallet.`,
          }
        : {
            memberId: order.memberId,
            kind: 'withdrawal.upheld',
            params,
            now,
            title: 'Withdrawal checked',
            body: `We checked withdrawal ${order.reference}, which you reported as not received: ${answer.reason}.`,
          },
    );
    db.prepare('UPDATE withdrawal_orders SET dispute = ?, dispute_reason = ?, dispute_at = ?, refund_journal_id = ? WHERE id = ?').run(
      wanted,
      answer.refund ? null : answer.reason,
      now,
      journal,
      id,
    );
    return withdrawalById(db, id)!;
  });
}
