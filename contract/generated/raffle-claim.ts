/* This file is generated from schemas/gateway/raffle-claim.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RaffleClaimResponse = Success<RaffleClaimValue> | Failure;

/**
 * Claims a raffle prize the member won: paid as a bonus (source raffle, with the raffle's turnover requirement) once per request id (a repeat answers the same) and once per prize whatever the id. The path is named by section 7; the shape is ours. Refusals: raffle.prize.unknown (not the member's, or no such prize), raffle.prize.claimed, request.id.reused. Real members only (a trial account: in_need_true_account).
 */
export interface RaffleClaimCall {
  request: RaffleClaimRequest;
  response: RaffleClaimResponse;
}
/**
 * The prize and the request id.
 */
export interface RaffleClaimRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and pays nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * The won prize.
   */
  prizeId: number;
}
/**
 * What was paid (major units).
 */
export interface RaffleClaimValue {
  /**
   * Paid into the main wallet as a bonus.
   */
  amount: number;
  /**
   * The main wallet's balance after it.
   */
  balance: number;
}

/** Claims a raffle prize the member won: paid as a bonus (source raffle, with the raffle's turnover requirement) once per request id (a repeat answers the same) and once per prize whatever the id. The path is named by section 7; the shape is ours. Refusals: raffle.prize.unknown (not the member's, or no such prize), raffle.prize.claimed, request.id.reused. Real members only (a trial account: in_need_true_account). */
export const raffleClaim: CallSpec<RaffleClaimCall> = { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', token: true, encrypted: false };
