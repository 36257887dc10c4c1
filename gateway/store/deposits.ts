// Deposits (migrations/006_deposits.sql): a member asks to pay in through a channel of the
// merchant's config and gets a pending order with a reference; the operator approves it (the
// ledger credits the amount less the channel's fee, exactly once) or fails it (nothing moves).
// Either way the member is notified. Demo channels credit themselves after a few seconds.
import type { DatabaseSync } from 'node:sqlite';
import type { DepositChannel } from '../../core/config/generated/resolved-tenant-config.ts';
import { feeOf } from '../../core/fees.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { ticketsForDeposit } from './reward-tickets.ts';
import { checkDepositLimit, refuseOnBreak } from './protection.ts';
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
import { memberPage, rowShape, widerShape } from './rows.ts';

const DEPOSIT_ROW = rowShape<DepositRow>('DEPOSIT_ROW', { ...ORDER_ROW, channelId: true });
const QUEUED_DEPOSIT = widerShape<DepositRow, { username: string }>(DEPOSIT_ROW, 'QUEUED_DEPOSIT', { username: true });

export type DepositStatus = 'PENDING' | 'CREDITED' | 'FAILED';

/** What the operator decides about a pending order. */
export type DepositOutcome = { credit: true } | { credit: false; reason: string };

/** A deposit order as stored: amounts in minor units. */
export interface DepositRow extends OrderRow<DepositStatus> {
  channelId: string;
}

/** At most this many orders of one member wait at once: more is refused until some are settled. */
export const MAX_PENDING_DEPOSITS = 5;

/** The columns of a DepositRow, of the table named `t`. */
const columns = (t = 'deposit_orders') => `${orderColumns(t)}, ${t}.channel_id AS channelId`;
const COLUMNS = columns();

/** The channel of a merchant's config with that id, if it still offers it. */
export function depositChannel(tenant: Tenant, channelId: string): DepositChannel | undefined {
  return tenant.config.wallet.deposit.channels.find((c) => c.id === channelId);
}

/** One order, by id. */
export function depositById(db: DatabaseSync, id: number): DepositRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM deposit_orders WHERE id = ?`).get(id) as DepositRow | undefined;
}

/**
 * Makes a pending order for `amount` (major units) through a channel, once per request id: the same
 * id again answers the same order; with another channel or amount it is refused. Moves no money.
 */
export function createDeposit(
  db: DatabaseSync,
  tenant: Tenant,
  request: { memberId: number; requestId: string; channelId: string; amount: number; now: number },
): DepositRow {
  const { memberId, requestId, channelId, now } = request;
  const { decimals } = tenant.config.currency;
  const channel = depositChannel(tenant, channelId);
  if (!channel) throw new Refusal('deposit.channel.unknown', `${channelId} is not a deposit channel of this merchant`);
  const amount = orderAmount(request.amount, channel, tenant.config.currency, 'deposit.amount.invalid');
  return transaction(db, () => {
    const who = { merchant: tenant.code, memberId, requestId };
    const earlier = earlierOrder<DepositRow>(db, 'deposit_orders', COLUMNS, who, { channelId, amount });
    if (earlier) return earlier;
    refuseOnBreak(db, memberId, now);
    checkDepositLimit(db, tenant, memberId, amount, now);
    const pending = db.prepare("SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'PENDING'").get(memberId) as {
      n: number;
    };
    if (pending.n >= MAX_PENDING_DEPOSITS) {
      throw new Refusal('deposit.pending.limit', `${MAX_PENDING_DEPOSITS} deposits are already waiting: pay or wait for those first`);
    }
    const autoCreditAt = channel.demoAutoCreditSeconds ? now + channel.demoAutoCreditSeconds * 1000 : null;
    const id = nextOrderId(db, 'deposit_orders');
    insertOrder(db, 'deposit_orders', id, who, {
      channel_id: channelId,
      amount,
      fee: feeOf(amount, channel.fee, decimals),
      auto_credit_at: autoCreditAt,
      created_at: now,
    });
    return depositById(db, id)!;
  });
}

/**
 * Credits or fails a pending order, with its notification, in one transaction. Settling it again
 * the same way answers the order as it is (a credit is written once: the journal is unique on the
 * order); the other way round is refused with deposit.settled.
 */
export function settleDeposit(db: DatabaseSync, tenant: Tenant, id: number, outcome: DepositOutcome, now: number): DepositRow {
  const wanted: DepositStatus = outcome.credit ? 'CREDITED' : 'FAILED';
  return settleOrder(db, tenant, { noun: 'deposit', id }, wanted, depositById, (order) => {
    const credit = order.amount - order.fee;
    const money = noticeMoney(tenant);
    let journalId: number | null = null;
    if (outcome.credit) {
      const legs = [
        { account: { memberId: order.memberId }, amount: credit },
        { account: { house: 'deposits' as const }, amount: -order.amount },
        { account: { house: 'fees' as const }, amount: order.fee },
      ];
      journalId = postForOrder(db, tenant, {
        requestId: `deposit:${order.id}`,
        kind: 'deposit',
        memberId: order.memberId,
        fingerprint: `deposit ${order.id} ${order.amount} ${order.fee}`,
        legs,
        now,
      });
      // The merchant's deposit rules grant their tickets (a wheel spin) with the credit.
      ticketsForDeposit(db, tenant, { id: order.id, memberId: order.memberId, amount: order.amount }, now);
    }
    const notice = outcome.credit
      ? {
          kind: 'deposit.credited' as const,
          params: { reference: order.reference, amount: money(order.amount), credit: money(credit) },
          title: 'Deposit credited',
          body: `Your deposit ${order.reference} of ${money(order.amount)} is in your main wallet: ${money(credit)} credited.`,
        }
      : {
          kind: 'deposit.failed' as const,
          params: { reference: order.reference, amount: money(order.amount), reason: outcome.reason },
          title: 'Deposit failed',
          body: `Your deposit ${order.reference} of ${money(order.amount)} failed: ${outcome.reason}. Nothing was taken from your wallet.`,
        };
    recordDecision(db, 'deposit_orders', order, now, notice, {
      status: wanted,
      reason: outcome.credit ? null : outcome.reason,
      settled_at: now,
      journal_id: journalId,
      auto_credit_at: null,
    });
  });
}

/** Credits the demo channels' orders that are due; the number credited. The server runs it every second. */
export function creditDueDeposits(db: DatabaseSync, tenants: ReadonlyMap<string, Tenant>, now: number): number {
  const due = db
    .prepare("SELECT id, merchant FROM deposit_orders WHERE status = 'PENDING' AND auto_credit_at <= ? ORDER BY id")
    .all(now) as Array<{ id: number; merchant: string }>;
  let credited = 0;
  for (const { id, merchant } of due) {
    const tenant = tenants.get(merchant);
    if (!tenant) continue;
    settleDeposit(db, tenant, id, { credit: true }, now);
    credited++;
  }
  return credited;
}

/** A member's orders, newest first, one page. */
export function depositsOf(db: DatabaseSync, memberId: number, page: number, size: number): { rows: DepositRow[]; total: number } {
  return memberPage(db, { columns: COLUMNS, from: 'deposit_orders', orderBy: 'id DESC' }, DEPOSIT_ROW, memberId, page, size);
}

/** Orders for the operator's CLI, newest first: of one merchant and status where given. */
export function listDeposits(
  db: DatabaseSync,
  filter: { merchant?: string | undefined; status?: DepositStatus | undefined; limit: number },
): Array<DepositRow & { username: string }> {
  const query = { select: `${columns('o')}, m.username`, from: 'deposit_orders o JOIN members m ON m.id = o.member_id' };
  return operatorOrders(db, query, QUEUED_DEPOSIT, filter);
}
