// What deposit and withdrawal orders have in common: a client's request id that makes one order
// (the same id again answers it; the id with another request is refused), and a decision of the
// operator's that settles a pending order once.
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { reusedRequestId } from './ledger.ts';

/** The order an earlier request with this id made, if any; refused when that request asked for something else. */
export function repeatOf<O>(earlier: O | undefined, sameRequest: (order: O) => boolean): O | undefined {
  if (earlier && !sameRequest(earlier)) throw reusedRequestId();
  return earlier;
}

/**
 * Whether a decision still has to be carried out on an order: false when the order already has the
 * status it would give (the caller answers it as it is). Refuses another merchant's order, or one
 * settled the other way.
 */
export function needsSettling<O extends { merchant: string; status: string; reference: string }>(
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
