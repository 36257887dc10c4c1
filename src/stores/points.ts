// The points mall: the member's points and the merchant's rules, the goods, the redeem history,
// and the two actions that spend points (redeeming a good, converting into the main wallet), each
// with a request id the gateway makes idempotent. After a spend the summary, the history and the
// header's balance follow the gateway.
import { atom } from 'nanostores';
import { pointsConvert, pointsGoods, pointsRedeem, pointsRedemptions, pointsSummary } from '../../contract/generated/calls.ts';
import type { PointRedemption } from '../../contract/generated/common.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance } from './balance-and-unread.ts';
import { pointDetails } from './records.ts';
import { withRequestId } from './wallet.ts';

export type PointsSummary = ValueOf<typeof pointsSummary>;
export type PointGood = ValueOf<typeof pointsGoods>['list'][number];
export type RedemptionStatus = 'ALL' | PointRedemption['status'];

export const $pointsSummary = atom<PointsSummary | null>(null);
export const $goods = atom<PointGood[] | null>(null);
/** The redeem history as last asked: its filter, page and the gateway's answer. */
export const $redemptions = atom<{ status: RedemptionStatus; pageNo: number; value: ValueOf<typeof pointsRedemptions> } | null>(null);

const HISTORY_PAGE_SIZE = 10;

/** Reads the summary and the goods. */
export async function loadPointMall(): Promise<void> {
  const [summary, goods] = await Promise.all([gateway().call(pointsSummary, { t: Date.now() }), gateway().call(pointsGoods, {})]);
  $pointsSummary.set(summary);
  $goods.set(goods.list);
}

/** Reads the summary again (the payment password was just set, say). */
export async function reloadPointsSummary(): Promise<void> {
  $pointsSummary.set(await gateway().call(pointsSummary, { t: Date.now() }));
}

/** Reads one page of the redeem history. */
export async function loadRedemptions(status: RedemptionStatus, pageNo: number): Promise<void> {
  const value = await gateway().call(pointsRedemptions, { status, pageNo, pageSize: HISTORY_PAGE_SIZE, t: Date.now() });
  $redemptions.set({ status, pageNo, value });
}

/** After a spend: the summary, the goods' stock, the history's first page and the header's balance. */
async function afterSpend(): Promise<void> {
  // The points details on the page list the spend too, without a reload.
  await Promise.all([loadPointMall(), loadRedemptions($redemptions.get()?.status ?? 'ALL', 1), refreshBalance(), pointDetails.reload()]);
}

/** Redeems a good; the redemption as the gateway took it. Throws the gateway's refusal. */
export async function redeemGood(order: {
  goodId: number;
  quantity: number;
  address?: string;
  paidAccount?: string;
  paymentPassword: string;
}): Promise<PointRedemption> {
  const { paymentPassword, ...what } = order;
  const done = await withRequestId(`redeem ${JSON.stringify(what)}`, (requestId) =>
    gateway().call(pointsRedeem, { requestId, ...what, paymentPassword }),
  );
  await afterSpend();
  return done.redemption;
}

/** Converts points into the main wallet; what reached it (major units). Throws the gateway's refusal. */
export async function convertPoints(points: number, paymentPassword: string): Promise<number> {
  const done = await withRequestId(`convert ${points}`, (requestId) =>
    gateway().call(pointsConvert, { requestId, points, paymentPassword }),
  );
  await afterSpend();
  return done.amount;
}
