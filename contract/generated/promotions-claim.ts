/* This file is generated from schemas/gateway/promotions-claim.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PromotionsClaimResponse = Success<PromotionsClaimValue> | Failure;

/**
 * Claims an ISSUED promotion bonus: paid from the house into the main wallet as a bonus with the promotion's turnover requirement, once whatever the request ids (two tabs pay once) and once per request id (a repeat answers the same). Refusals: promotion.unknown, promotion.not.issued, promotion.claimed, request.id.reused. Real members only (a trial account: in_need_true_account).
 */
export interface PromotionsClaimCall {
  request: PromotionsClaimRequest;
  response: PromotionsClaimResponse;
}
/**
 * The promotion and the request id.
 */
export interface PromotionsClaimRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and pays nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * The promotion.
   */
  promotionId: number;
}
/**
 * What was paid (major units).
 */
export interface PromotionsClaimValue {
  /**
   * The bonus paid into the main wallet.
   */
  amount: number;
  /**
   * The main wallet's balance after it.
   */
  balance: number;
}

/** Claims an ISSUED promotion bonus: paid from the house into the main wallet as a bonus with the promotion's turnover requirement, once whatever the request ids (two tabs pay once) and once per request id (a repeat answers the same). Refusals: promotion.unknown, promotion.not.issued, promotion.claimed, request.id.reused. Real members only (a trial account: in_need_true_account). */
export const promotionsClaim: CallSpec<PromotionsClaimCall> = { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', token: true, encrypted: false };
