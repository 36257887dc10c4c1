// Withdrawals: the page's settings and payout accounts, binding an account,
// and a request to be paid out (held from the main wallet at once). A request carries an id the
// gateway makes idempotent; while one waits, the orders are read again every few seconds, and when
// one is settled the header's balance and unread count follow.
import { atom } from 'nanostores';
import {
  walletPayoutBind,
  walletWithdrawReceipt,
  walletWithdraw,
  walletWithdrawalOrders,
  walletWithdrawInfo,
} from '../../contract/generated/calls.ts';
import type { WithdrawalOrder } from '../../contract/generated/common.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { GatewayError } from '../api/errors.ts';
import { refreshBalance, refreshUnread } from './balance-and-unread.ts';
import { withRequestId } from './wallet.ts';

export type WithdrawInfo = ValueOf<typeof walletWithdrawInfo>;

export const $withdrawInfo = atom<WithdrawInfo | null>(null);
/** The member's latest withdrawals, newest first. */
export const $withdrawals = atom<WithdrawalOrder[]>([]);

const ORDERS_SHOWN = 10;

/** Refusals of a withdrawal the page would have foreseen with fresh facts (the turnover still open, today's count used). */
const OUT_OF_DATE = new Set(['withdraw.turnover.unmet', 'withdraw.daily.limit']);

/** Reads the settings, accounts and latest orders. */
export async function loadWithdraw(): Promise<void> {
  const [info, orders] = await Promise.all([
    gateway().call(walletWithdrawInfo, {}),
    gateway().call(walletWithdrawalOrders, { pageNo: 1, pageSize: ORDERS_SHOWN }),
  ]);
  $withdrawInfo.set(info);
  $withdrawals.set(orders.list);
}

/** Reads the orders (and what the wallet holds) again; a settled order brings the header's balance and unread count along. */
export async function refreshWithdrawals(): Promise<void> {
  const before = new Map($withdrawals.get().map((o) => [o.orderId, o.status]));
  await loadWithdraw();
  if ($withdrawals.get().some((o) => before.get(o.orderId) === 'PENDING' && o.status !== 'PENDING'))
    await Promise.all([refreshBalance(), refreshUnread()]);
}

/** Binds a payout account; the new account's id. */
export async function bindPayoutAccount(account: {
  providerId: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}): Promise<number> {
  const bound = await gateway().call(walletPayoutBind, account);
  await loadWithdraw();
  return bound.accountId;
}

/** Asks to pay `amount` (major units, already checked) out to a payout account; the held order. Throws the gateway's refusal. */
export async function requestWithdrawal(accountId: number, amount: number, paymentPassword: string): Promise<WithdrawalOrder> {
  const order = await withRequestId(`withdraw ${accountId} ${amount}`, (requestId) =>
    gateway().call(walletWithdraw, { requestId, accountId, amount, paymentPassword }),
  ).catch(async (error: unknown) => {
    // The page's facts were out of date (a bonus paid since it loaded, a withdrawal from another
    // device): read them again, so the page says why no withdrawal can be asked for now.
    if (error instanceof GatewayError && OUT_OF_DATE.has(error.errorCode)) await loadWithdraw().catch(() => undefined);
    throw error;
  });
  await Promise.all([loadWithdraw(), refreshBalance()]);
  return order;
}

/** What a member says arrived of a paid-out withdrawal (received in major units, proofs as uploaded ids). */
export type Receipt = { outcome: 'FULL' } | { outcome: 'PARTIAL'; received: number } | { outcome: 'NOT_RECEIVED'; proofIds: number[] };

/** Tells the gateway what arrived of a withdrawal; the orders are read again. Throws the gateway's refusal. */
export async function confirmReceipt(orderId: number, receipt: Receipt): Promise<WithdrawalOrder> {
  const order = await gateway().call(walletWithdrawReceipt, { orderId, ...receipt });
  await loadWithdraw();
  return order;
}
