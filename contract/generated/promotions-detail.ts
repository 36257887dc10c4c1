/* This file is generated from schemas/gateway/promotions-detail.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Promotion, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PromotionsDetailResponse = Success<PromotionsDetailValue> | Failure;

/**
 * One promotion as the list shows it, with the member's application when they applied. Refusals: promotion.unknown (none, another merchant's, or one the audience hides from the asker).
 */
export interface PromotionsDetailCall {
  request: PromotionsDetailRequest;
  response: PromotionsDetailResponse;
}
/**
 * The promotion.
 */
export interface PromotionsDetailRequest {
  /**
   * The promotion.
   */
  promotionId: number;
}
/**
 * The promotion and the member's application.
 */
export interface PromotionsDetailValue {
  promotion: Promotion;
  application?: PromotionApplication;
}
/**
 * The member's application (APPLY promotions they applied to).
 */
export interface PromotionApplication {
  /**
   * What the member wrote.
   */
  comment: string;
  /**
   * How many images came with it.
   */
  images: number;
  /**
   * When it was sent (ms since the epoch).
   */
  createdAt: number;
}

/** One promotion as the list shows it, with the member's application when they applied. Refusals: promotion.unknown (none, another merchant's, or one the audience hides from the asker). */
export const promotionsDetail: CallSpec<PromotionsDetailCall> = { method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetail', token: false, encrypted: false };
