/* This file is generated from schemas/gateway/missions-summary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type MissionsSummaryResponse = Success<MissionsSummaryValue> | Failure;

/**
 * The merchant's missions with the member's progress today (the merchant's day), counted by the gateway from its bets and deposits, and how many wait to be claimed (the member centre's badge). The shape is ours: section 7 names only the path. Real members only (a trial account: in_need_true_account).
 */
export interface MissionsSummaryCall {
  request: MissionsSummaryRequest;
  response: MissionsSummaryResponse;
}
/**
 * Nothing but cache busting.
 */
export interface MissionsSummaryRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Amounts in major units; counts as numbers.
 */
export interface MissionsSummaryValue {
  /**
   * In the merchant's order.
   */
  missions: Mission[];
  /**
   * Missions done and not claimed today.
   */
  claimable: number;
  /**
   * The merchant's day the progress is of (YYYY-MM-DD).
   */
  day: string;
}
/**
 * One mission today.
 */
export interface Mission {
  /**
   * The mission.
   */
  missionId: number;
  /**
   * What the mission counts today: valid bet (of one game type where gameType is set), bets with a valid bet, game types played, or credited deposits.
   */
  kind: "VALID_BET" | "BETS" | "GAME_TYPES" | "DEPOSIT";
  /**
   * The one game type a VALID_BET or BETS mission counts; absent for all.
   */
  gameType?: string;
  /**
   * What to reach today: major units for VALID_BET and DEPOSIT, a count otherwise.
   */
  target: number;
  /**
   * Where the member is today, in the target's unit.
   */
  progress: number;
  /**
   * What claiming it pays into the main wallet (major units).
   */
  reward: number;
  /**
   * Not done yet, done and waiting to be claimed, or claimed today.
   */
  status: "IN_PROGRESS" | "CLAIMABLE" | "CLAIMED";
}

/** The merchant's missions with the member's progress today (the merchant's day), counted by the gateway from its bets and deposits, and how many wait to be claimed (the member centre's badge). The shape is ours: section 7 names only the path. Real members only (a trial account: in_need_true_account). */
export const missionsSummary: CallSpec<MissionsSummaryCall> = { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', token: true, encrypted: false };
