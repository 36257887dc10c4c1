// Promotions: the gateway's list with the member's state in each, and taking part (join, apply
// with a comment and images, claim an issued bonus with a request id the gateway makes
// idempotent). After a claim the list and the header's balance follow the gateway.
import { promotionsApply, promotionsClaim, promotionsJoin, promotionsList } from '../../contract/generated/calls.ts';
import type { Promotion } from '../../contract/generated/common.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance } from './balance-and-unread.ts';
import { $token } from './session.ts';
import { uploadFile } from './uploads.ts';
import { withRequestId } from './wallet.ts';

export type { Promotion };

/**
 * The promotions the gateway shows this visitor or member, with their state in each. The call
 * needs no token (the build asks it as a visitor); a member's goes with it, for their states.
 */
export async function loadPromotionList(): Promise<Promotion[]> {
  const token = $token.get();
  return (await gateway().call(promotionsList, { t: Date.now() }, token ? { headers: { Authorization: token } } : {})).list;
}

/** Joins an AUTO promotion; the promotion with its new state. Throws the gateway's refusal. */
export function joinPromotion(promotionId: number): Promise<Promotion> {
  return gateway().call(promotionsJoin, { promotionId });
}

/** Uploads the images (checked by the form first), then applies; the promotion with its new state. */
export async function applyToPromotion(promotionId: number, comment: string, files: readonly File[]): Promise<Promotion> {
  const imageIds = await Promise.all(files.map(uploadFile));
  return gateway().call(promotionsApply, { promotionId, comment, imageIds });
}

/** Claims an issued bonus; what reached the main wallet (major units). Throws the gateway's refusal. */
export async function claimPromotion(promotionId: number): Promise<number> {
  const paid = await withRequestId(`promotion ${promotionId}`, (requestId) => gateway().call(promotionsClaim, { requestId, promotionId }));
  await refreshBalance();
  return paid.amount;
}
