// The one wording of where a withdrawal stands, for the page's banner after a request and for the
// order's row: both read the order as the gateway last answered it, so the banner cannot still say
// "waiting for approval" above a row that says paid out.
import type { WithdrawalOrder } from '../../../contract/generated/common.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';

/** Receipts the member can still say something about. */
const RECEIPT_OPEN = new Set(['AWAITING', 'PARTIAL', 'NOT_RECEIVED']);

/** Whether the member must still confirm what arrived of a paid-out order (no dispute answered yet). */
export function receiptToConfirm(order: WithdrawalOrder): boolean {
  return order.receipt !== undefined && RECEIPT_OPEN.has(order.receipt) && !order.dispute;
}

/** The order's state in a word or two, as its row's badge shows it. */
export function withdrawalStatus(order: WithdrawalOrder): string {
  return t(`island.withdraw.status.${order.status}`);
}

/** The order's state as a sentence, for the banner that follows a request. */
export function withdrawalNews(order: WithdrawalOrder, money: (major: number) => string): string {
  const { reference } = order;
  if (order.status === 'PENDING') return t('island.withdraw.requested', { reference, amount: money(order.amount) });
  if (order.status === 'REJECTED') return t('island.withdraw.rejectedNews', { reference, amount: money(order.amount) });
  const paid = t('island.withdraw.paidNews', { reference, payout: money(order.payout), account: payoutAccount(order) });
  return receiptToConfirm(order) ? `${paid} ${t('island.withdraw.confirmNews')}` : paid;
}

/** Where the payout went, as the member named it: "GCash •••• 0001". */
export function payoutAccount(order: WithdrawalOrder): string {
  return `${order.account.providerName} ${order.account.accountNumber}`;
}

/** When the member's confirmation is due, in the merchant's time zone, or '' when there is no deadline. */
export function receiptDue(order: WithdrawalOrder): string {
  if (!order.receiptDueAt) return '';
  return new Intl.DateTimeFormat(document.documentElement.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: pageConfig().timezone,
  }).format(order.receiptDueAt);
}
