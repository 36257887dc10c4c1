/* This file is generated from schemas/gateway/promotions-list.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Promotion, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PromotionsListResponse = Success<PromotionsListValue> | Failure;

/**
 * The merchant's promotions in the operator's order, in the page's language: for a visitor (no token) those whose audience admits visitors, with the state a member would start in (JOIN, COMING_SOON or CLOSED); for a member (a token) those their audience admits, each with the member's state (docs/gateway.md, "Promotions", says when each holds). Trial accounts see them as a member who has not taken part.
 */
export interface PromotionsListCall {
  request: PromotionsListRequest;
  response: PromotionsListResponse;
}
/**
 * Nothing but cache busting.
 */
export interface PromotionsListRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The promotions.
 */
export interface PromotionsListValue {
  /**
   * In the operator's order.
   */
  list: Promotion[];
  /**
   * How many are ISSUED: a bonus waits to be claimed (0 for a visitor).
   */
  claimable: number;
}

/** The merchant's promotions in the operator's order, in the page's language: for a visitor (no token) those whose audience admits visitors, with the state a member would start in (JOIN, COMING_SOON or CLOSED); for a member (a token) those their audience admits, each with the member's state (docs/gateway.md, "Promotions", says when each holds). Trial accounts see them as a member who has not taken part. */
export const promotionsList: CallSpec<PromotionsListCall> = { method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', token: false, encrypted: false };
