/* This file is generated from schemas/gateway/rewards-summary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RewardsSummaryResponse = Success<RewardsSummaryValue> | Failure;

/**
 * What the member can claim in the reward centre now: availablePromoCount (the member menu's rewardCenter badge) and its parts. Real members only (a trial account: in_need_true_account).
 */
export interface RewardsSummaryCall {
  request: RewardsSummaryRequest;
  response: RewardsSummaryResponse;
}
/**
 * Nothing but cache busting.
 */
export interface RewardsSummaryRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Counts of what can be claimed now.
 */
export interface RewardsSummaryValue {
  /**
   * Everything the member can claim now: the sum of the parts.
   */
  availablePromoCount: number;
  /**
   * Unopened tickets that have not expired.
   */
  tickets: number;
  /**
   * Raffle prizes won and not claimed yet.
   */
  rafflePrizes: number;
  /**
   * Promotion bonuses issued to the member and not claimed yet (claimed in the reward centre or on /promotions).
   */
  promotions: number;
}

/** What the member can claim in the reward centre now: availablePromoCount (the member menu's rewardCenter badge) and its parts. Real members only (a trial account: in_need_true_account). */
export const rewardsSummary: CallSpec<RewardsSummaryCall> = { method: 'GET', path: '/wps/rewards/summary', token: true, encrypted: false };
