/* This file is generated from schemas/gateway/promotions-apply.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Promotion, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PromotionsApplyResponse = Success<Promotion> | Failure;

/**
 * Applies to an APPLY promotion with a comment and up to 3 images uploaded before (upload-image: png or jpg, at most 5 MB each); the operator approves (state ISSUED) or rejects it (REJECTED, with a reason), and the member gets a platform message either way. Refusals: promotion.unknown, promotion.taken.part, promotion.not.started, promotion.closed, promotion.join.only (an AUTO promotion), promotion.comment.length, promotion.images, upload.unknown. Real members only (a trial account: in_need_true_account).
 */
export interface PromotionsApplyCall {
  request: PromotionsApplyRequest;
  response: PromotionsApplyResponse;
}
/**
 * The promotion, the comment and the images.
 */
export interface PromotionsApplyRequest {
  /**
   * The promotion.
   */
  promotionId: number;
  /**
   * At most 140 characters once trimmed (promotion.comment.length otherwise); may be empty.
   */
  comment: string;
  /**
   * 0 to 3 different uploads of the member's own (promotion.images, upload.unknown otherwise).
   *
   * @maxItems 10
   */
  imageIds?: number[];
}

/** Applies to an APPLY promotion with a comment and up to 3 images uploaded before (upload-image: png or jpg, at most 5 MB each); the operator approves (state ISSUED) or rejects it (REJECTED, with a reason), and the member gets a platform message either way. Refusals: promotion.unknown, promotion.taken.part, promotion.not.started, promotion.closed, promotion.join.only (an AUTO promotion), promotion.comment.length, promotion.images, upload.unknown. Real members only (a trial account: in_need_true_account). */
export const promotionsApply: CallSpec<PromotionsApplyCall> = { method: 'POST', path: '/wps/relay/MCSFE_applyPromotion', token: true, encrypted: false };
