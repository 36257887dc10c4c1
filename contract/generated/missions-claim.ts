/* This file is generated from schemas/gateway/missions-claim.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type MissionsClaimResponse = Success<MissionsClaimValue> | Failure;

/**
 * Claims a done mission's reward for today: once per request id (a repeat answers the same) and once per mission and day whatever the id; paid from the house into the main wallet through the ledger. Refusals: mission.unknown, mission.not.done, mission.claimed, request.id.reused. Real members only (a trial account: in_need_true_account).
 */
export interface MissionsClaimCall {
  request: MissionsClaimRequest;
  response: MissionsClaimResponse;
}
/**
 * The mission and the request id.
 */
export interface MissionsClaimRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and spends nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * The mission.
   */
  missionId: number;
}
/**
 * What was paid (major units).
 */
export interface MissionsClaimValue {
  /**
   * Paid into the main wallet.
   */
  amount: number;
  /**
   * The main wallet's balance after it.
   */
  balance: number;
}

/** Claims a done mission's reward for today: once per request id (a repeat answers the same) and once per mission and day whatever the id; paid from the house into the main wallet through the ledger. Refusals: mission.unknown, mission.not.done, mission.claimed, request.id.reused. Real members only (a trial account: in_need_true_account). */
export const missionsClaim: CallSpec<MissionsClaimCall> = { method: 'POST', path: '/wps/relay/MCSFE_claimMission', token: true, encrypted: false };
