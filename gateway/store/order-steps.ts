// What deposit and withdrawal orders have in common: an amount within the merchant's bounds, a
// client's request id that makes one order (the same id again answers it; the id with another
// request is refused), a decision of the operator's that settles a pending order once, and the
// gateway's own journal transactions that move the order's money.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { exactMinor, formatMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { type Posting, post, reusedRequestId } from './ledger.ts';
import { type Notification, notify } from './messages.ts';
import { allRows, type Columns, insertRow, type RowShape } from './rows.ts';

/** The two order tables, and the letter that starts their orders' references. */
const PREFIX = { deposit_orders: 'D', withdrawal_orders: 'W' } as const;
type OrderTable = keyof typeof PREFIX;

/** What every order holds, as stored (amounts in minor units); each kind's row adds its own. */
export interface OrderRow<S extends string> {
  id: number;
  merchant: string;
  memberId: number;
  reference: string;
  amount: number;
  fee: number;
  status: S;
  reason: string | null;
  createdAt: number;
  settledAt: number | null;
}

/** OrderRow's columns, to spread into a kind's row shape (rows.ts). */
export const ORDER_ROW: Columns<OrderRow<string>> = {
  id: true,
  merchant: true,
  memberId: true,
  reference: true,
  amount: true,
  fee: true,
  status: true,
  reason: true,
  createdAt: true,
  settledAt: true,
};

/** The columns of an OrderRow as selected from an order table (or its alias) `t`. */
export const orderColumns = (t: string) =>
  `${t}.id, ${t}.merchant, ${t}.member_id AS memberId, ${t}.reference, ${t}.amount, ${t}.fee, ${t}.status, ${t}.reason,
   ${t}.created_at AS createdAt, ${t}.settled_at AS settledAt`;

/**
 * Orders for the operator's CLI, newest first, of one merchant and one status where given:
 * `select` from `from`, in which the order table is `o`.
 */
export function operatorOrders<T>(
  db: DatabaseSync,
  query: { select: string; from: string },
  shape: RowShape<T>,
  filter: { merchant?: string | undefined; status?: string | undefined; limit: number },
): T[] {
  const { merchant = null, status = null, limit } = filter;
  return allRows(
    db.prepare(
      `SELECT ${query.select} FROM ${query.from}
       WHERE (? IS NULL OR o.merchant = ?) AND (? IS NULL OR o.status = ?) ORDER BY o.id DESC LIMIT ?`,
    ),
    shape,
    merchant,
    merchant,
    status,
    status,
    limit,
  );
}

/**
 * An order's amount (major units) in minor units; refused with `refusal` (the bounds in its value)
 * outside [min, max] or with more decimal places than the currency has.
 */
export function orderAmount(
  amount: number,
  bounds: { min: number; max: number },
  currency: { code: string; decimals: number },
  refusal: string,
): number {
  const { min, max } = bounds;
  const minor = exactMinor(amount, currency.decimals);
  if (minor === undefined || minor < exactMinor(min, currency.decimals)! || minor > exactMinor(max, currency.decimals)!) {
    throw new Refusal(
      refusal,
      `the amount must be between ${min} and ${max} ${currency.code} with at most ${currency.decimals} decimal places`,
      {
        value: { min, max },
      },
    );
  }
  return minor;
}

/** Moves an order's money as the gateway's own journal transaction (requester 'system'), once per request id: its id. */
export function postForOrder(db: DatabaseSync, tenant: Tenant, posting: Omit<Posting, 'merchant' | 'requester'>): number {
  return post(db, { ...posting, merchant: tenant.code, requester: 'system' }, (journal) => journal);
}

/** Who asks for a new order: the merchant's member and the client's request id. */
export interface OrderRequest {
  merchant: string;
  memberId: number;
  requestId: string;
}

/**
 * The order an earlier request with this id made (`columns` selected from `table`), if any;
 * refused when that request asked for something else (a field of `same` differs in it).
 */
export function earlierOrder<O>(
  db: DatabaseSync,
  table: OrderTable,
  columns: string,
  request: OrderRequest,
  same: Partial<O>,
): O | undefined {
  const earlier = db
    .prepare(`SELECT ${columns} FROM ${table} WHERE merchant = ? AND member_id = ? AND request_id = ?`)
    .get(request.merchant, request.memberId, request.requestId) as O | undefined;
  if (earlier && Object.entries(same).some(([key, value]) => earlier[key as keyof O] !== value)) throw reusedRequestId();
  return earlier;
}

/** The next order's id in `table`: inside the order's transaction (BEGIN IMMEDIATE) no other writer runs, so it is ours. */
export function nextOrderId(db: DatabaseSync, table: OrderTable): number {
  return (db.prepare(`SELECT IFNULL(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;
}

/** Writes order `id` for a request, named by its reference (D00000042), with its own columns (`own`, by column name). */
export function insertOrder(
  db: DatabaseSync,
  table: OrderTable,
  id: number,
  request: OrderRequest,
  own: Record<string, SQLInputValue>,
): void {
  insertRow(db, table, {
    id,
    merchant: request.merchant,
    member_id: request.memberId,
    request_id: request.requestId,
    reference: `${PREFIX[table]}${String(id).padStart(8, '0')}`,
    ...own,
  });
}

/**
 * Whether a decision still has to be carried out on an order: false when the order already has the
 * status it would give (the caller answers it as it is). Refuses another merchant's order, or one
 * settled the other way.
 */
function needsSettling<O extends { merchant: string; status: string; reference: string }>(
  order: O | undefined,
  tenant: Tenant,
  wanted: string,
  what: { noun: 'deposit' | 'withdrawal'; id: number },
): order is O {
  if (!order || order.merchant !== tenant.code)
    throw new Refusal(`${what.noun}.unknown`, `no ${what.noun} order ${what.id} for ${tenant.code}`);
  if (order.status === wanted) return false;
  if (order.status !== 'PENDING') throw new Refusal(`${what.noun}.settled`, `${what.noun} ${order.reference} is already ${order.status}`);
  return true;
}

/**
 * Carries out an operator's decision on an order in one transaction: `carryOut` runs only while
 * the order still needs it (see needsSettling). The order as it is afterwards.
 */
export function settleOrder<O extends { merchant: string; status: string; reference: string }>(
  db: DatabaseSync,
  tenant: Tenant,
  what: { noun: 'deposit' | 'withdrawal'; id: number },
  wanted: string,
  byId: (db: DatabaseSync, id: number) => O | undefined,
  carryOut: (order: O) => void,
): O {
  return transaction(db, () => {
    const order = byId(db, what.id);
    if (needsSettling(order, tenant, wanted, what)) carryOut(order);
    return byId(db, what.id)!;
  });
}

/** Amounts as an order's notification writes them: in the merchant's currency, in English. */
export function noticeMoney(tenant: Tenant): (minor: number) => string {
  return (minor) => formatMinor(minor, 'en', tenant.config.currency);
}

/**
 * The last step of a decision on an order, inside its transaction: the member is told (`notice`)
 * and the order's columns (by name) take their new values.
 */
export function recordDecision(
  db: DatabaseSync,
  table: OrderTable,
  order: { id: number; memberId: number },
  now: number,
  notice: Omit<Notification, 'memberId' | 'now'>,
  columns: Record<string, SQLInputValue>,
): void {
  notify(db, { ...notice, memberId: order.memberId, now });
  const names = Object.keys(columns);
  db.prepare(`UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`).run(...Object.values(columns), order.id);
}
