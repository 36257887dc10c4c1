/* This file is generated from schemas/gateway/promotions-join.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Promotion, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PromotionsJoinResponse = Success<Promotion> | Failure;

/**
 * Joins an AUTO promotion: its bonus is issued (state ISSUED) once a deposit of at least minDeposit is credited in the period after joining. Refusals: promotion.unknown, promotion.taken.part, promotion.not.started, promotion.closed, promotion.apply.only (an APPLY promotion). Real members only (a trial account: in_need_true_account).
 */
export interface PromotionsJoinCall {
  request: PromotionsJoinRequest;
  response: PromotionsJoinResponse;
}
/**
 * The promotion.
 */
export interface PromotionsJoinRequest {
  /**
   * The promotion.
   */
  promotionId: number;
}

/** Joins an AUTO promotion: its bonus is issued (state ISSUED) once a deposit of at least minDeposit is credited in the period after joining. Refusals: promotion.unknown, promotion.taken.part, promotion.not.started, promotion.closed, promotion.apply.only (an APPLY promotion). Real members only (a trial account: in_need_true_account). */
export const promotionsJoin: CallSpec<PromotionsJoinCall> = { method: 'POST', path: '/wps/relay/MCSFE_joinPromotion', token: true, encrypted: false };
