/* This file is generated from schemas/gateway/rebate-summary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RebateSummaryResponse = Success<RebateSummaryValue> | Failure;

/**
 * What the member may claim now: per game type of the merchant's rates, the valid bets no claim took yet and their rebate, the total and the smallest claim. Real members only (a trial account: in_need_true_account).
 */
export interface RebateSummaryCall {
  request: RebateSummaryRequest;
  response: RebateSummaryResponse;
}
/**
 * Nothing but cache busting.
 */
export interface RebateSummaryRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Amounts in major units.
 */
export interface RebateSummaryValue {
  /**
   * By game type.
   */
  rows: RebateRow[];
  /**
   * What a claim now pays.
   */
  total: number;
  /**
   * The smallest claim: below it, a claim is refused with rebate.below.minimum.
   */
  minimum: number;
}
/**
 * One game type's unclaimed valid bets and what they give.
 */
export interface RebateRow {
  /**
   * The game type (LIVE, RNG, ...).
   */
  gameType: string;
  /**
   * Unclaimed bets with a valid bet.
   */
  bets: number;
  /**
   * Their valid bet.
   */
  validBet: number;
  /**
   * The merchant's rate, in percent of the valid bet (0.8).
   */
  ratePercent: number;
  /**
   * The rebate: validBet × rate, rounded down to the currency's unit.
   */
  amount: number;
}

/** What the member may claim now: per game type of the merchant's rates, the valid bets no claim took yet and their rebate, the total and the smallest claim. Real members only (a trial account: in_need_true_account). */
export const rebateSummary: CallSpec<RebateSummaryCall> = { method: 'GET', path: '/wps/rebate/summary', token: true, encrypted: false };
