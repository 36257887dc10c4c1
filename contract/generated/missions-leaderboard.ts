/* This file is generated from schemas/gateway/missions-leaderboard.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type MissionsLeaderboardResponse = Success<MissionsLeaderboardValue> | Failure;

/**
 * The merchant's members by valid bet today or over the last 7 days of the merchant (today included): the top 10, accounts partly hidden, and the member's own place. The shape is ours: section 7 names only the path. Real members only (a trial account: in_need_true_account).
 */
export interface MissionsLeaderboardCall {
  request: MissionsLeaderboardRequest;
  response: MissionsLeaderboardResponse;
}
/**
 * The period.
 */
export interface MissionsLeaderboardRequest {
  /**
   * Today, or the last 7 days.
   */
  period?: "DAY" | "WEEK";
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Amounts in major units.
 */
export interface MissionsLeaderboardValue {
  /**
   * Best first.
   */
  list: LeaderboardPlace[];
  own?: LeaderboardOwnPlace;
}
/**
 * A place.
 */
export interface LeaderboardPlace {
  /**
   * From 1.
   */
  rank: number;
  /**
   * The account, its middle hidden (ab***9).
   */
  account: string;
  /**
   * Valid bet in the period.
   */
  validBet: number;
  /**
   * Whether it is the member's own place.
   */
  own: boolean;
}
/**
 * The member's place; absent without a valid bet in the period.
 */
export interface LeaderboardOwnPlace {
  /**
   * From 1.
   */
  rank: number;
  /**
   * Valid bet in the period.
   */
  validBet: number;
}

/** The merchant's members by valid bet today or over the last 7 days of the merchant (today included): the top 10, accounts partly hidden, and the member's own place. The shape is ours: section 7 names only the path. Real members only (a trial account: in_need_true_account). */
export const missionsLeaderboard: CallSpec<MissionsLeaderboardCall> = { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', token: true, encrypted: false };
