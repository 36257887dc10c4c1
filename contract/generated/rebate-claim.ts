/* This file is generated from schemas/gateway/rebate-claim.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RebateClaimResponse = Success<RebateClaimValue> | Failure;

/**
 * Claims the rebate: every unclaimed valid bet of a rated game type is taken once and the total paid from the house into the main wallet, in one ledger movement, once per request id. Refused below the minimum with rebate.below.minimum (value.minimum, value.amount in minor units). Real members only (a trial account: in_need_true_account).
 */
export interface RebateClaimCall {
  request: RebateClaimRequest;
  response: RebateClaimResponse;
}
/**
 * The request id.
 */
export interface RebateClaimRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and spends nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
}
/**
 * What was paid (major units).
 */
export interface RebateClaimValue {
  /**
   * The claim.
   */
  claimId: number;
  /**
   * Paid into the main wallet.
   */
  amount: number;
  /**
   * The valid bet it paid for.
   */
  validBet: number;
  /**
   * The main wallet's balance after it.
   */
  balance: number;
}

/** Claims the rebate: every unclaimed valid bet of a rated game type is taken once and the total paid from the house into the main wallet, in one ledger movement, once per request id. Refused below the minimum with rebate.below.minimum (value.minimum, value.amount in minor units). Real members only (a trial account: in_need_true_account). */
export const rebateClaim: CallSpec<RebateClaimCall> = { method: 'POST', path: '/wps/rebate/claim', token: true, encrypted: false };
