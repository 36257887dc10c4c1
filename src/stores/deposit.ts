// Deposits: the merchant's channels, the member's orders, and a request to pay in. A request
// carries an id the gateway makes idempotent: one whose answer was lost is sent again with the
// same id and makes no second order. While an order waits, the orders are read again every few
// seconds; when one is credited the header's balance and the unread count follow.
import { atom } from 'nanostores';
import { walletDepositChannels, walletDepositCreate, walletDepositOrders } from '../../contract/generated/calls.ts';
import type { DepositChannel, DepositOrder } from '../../contract/generated/common.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance, refreshUnread } from './balance-and-unread.ts';
import { withRequestId } from './wallet.ts';

export const $depositChannels = atom<DepositChannel[] | null>(null);
/** The member's latest orders, newest first. */
export const $depositOrders = atom<DepositOrder[]>([]);

/** How many of the latest orders the page shows. */
const ORDERS_SHOWN = 10;

/** Reads the channels and the latest orders. */
export async function loadDeposits(): Promise<void> {
  const [channels, orders] = await Promise.all([
    gateway().call(walletDepositChannels, {}),
    gateway().call(walletDepositOrders, { pageNo: 1, pageSize: ORDERS_SHOWN }),
  ]);
  $depositChannels.set(channels.list);
  $depositOrders.set(orders.list);
}

/** Reads the latest orders again; when one that was waiting is now settled, the balance and unread count follow. */
export async function refreshOrders(): Promise<void> {
  const before = new Map($depositOrders.get().map((o) => [o.orderId, o.status]));
  const { list } = await gateway().call(walletDepositOrders, { pageNo: 1, pageSize: ORDERS_SHOWN });
  $depositOrders.set(list);
  const settled = list.filter((o) => before.get(o.orderId) === 'PENDING' && o.status !== 'PENDING');
  if (settled.length) await Promise.all([refreshBalance(), refreshUnread()]);
}

/** Asks for a deposit of `amount` (major units, already checked) through a channel; the new order. Throws the gateway's refusal. */
export async function requestDeposit(channelId: string, amount: number): Promise<DepositOrder> {
  const order = await withRequestId(`deposit ${channelId} ${amount}`, (requestId) =>
    gateway().call(walletDepositCreate, { requestId, channelId, amount }),
  );
  $depositOrders.set([order, ...$depositOrders.get().filter((o) => o.orderId !== order.orderId)].slice(0, ORDERS_SHOWN));
  return order;
}
