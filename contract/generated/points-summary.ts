/* This file is generated from schemas/gateway/points-summary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PointsSummaryResponse = Success<PointsSummaryValue> | Failure;

/**
 * The member's points and the merchant's points rules: what a point takes, the conversion into the main wallet at the member's VIP level, and the exchange rate table (the conversion at every VIP level). Real members only (a trial account: in_need_true_account).
 */
export interface PointsSummaryCall {
  request: PointsSummaryRequest;
  response: PointsSummaryResponse;
}
/**
 * Nothing but cache busting.
 */
export interface PointsSummaryRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Points are whole numbers; amounts in major units.
 */
export interface PointsSummaryValue {
  /**
   * Points the member has now.
   */
  points: number;
  /**
   * Points earned in all, ever.
   */
  earned: number;
  /**
   * Valid bet (a bet that is not a push) that earns one point.
   */
  betPerPoint: number;
  /**
   * The member's VIP level.
   */
  vipLevel: number;
  /**
   * Points convert in steps of this many (and at least this many at once).
   */
  convertPoints: number;
  /**
   * What one step is worth at the member's VIP level.
   */
  convertAmount: number;
  /**
   * Whether a payment password is set: redeeming and converting need it.
   */
  hasPaymentPassword: boolean;
  /**
   * The exchange rate table: what one step is worth at each of the merchant's VIP ranks (/wps/member/vip), lowest first.
   */
  rates: PointsRate[];
}
/**
 * One VIP level's rate.
 */
export interface PointsRate {
  /**
   * The level.
   */
  vipLevel: number;
  /**
   * What convertPoints points convert into.
   */
  amount: number;
}

/** The member's points and the merchant's points rules: what a point takes, the conversion into the main wallet at the member's VIP level, and the exchange rate table (the conversion at every VIP level). Real members only (a trial account: in_need_true_account). */
export const pointsSummary: CallSpec<PointsSummaryCall> = { method: 'GET', path: '/wps/points/summary', token: true, encrypted: false };
