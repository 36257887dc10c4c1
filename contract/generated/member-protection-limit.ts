/* This file is generated from schemas/gateway/member-protection-limit.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, ProtectionState, Success } from './common.ts';

/**
 * The response envelope. The protection state after the change.
 */
export type SetLimitResponse = Success<ProtectionState> | Failure;

/**
 * Sets, lowers, raises or removes one deposit or loss limit. A lowered or new limit applies at once; a raised or removed one after the jurisdiction's delay (pending until then). Journalled.
 */
export interface SetLimitCall {
  request: SetLimitRequest;
  response: SetLimitResponse;
}
/**
 * The limit and its new amount.
 */
export interface SetLimitRequest {
  /**
   * Deposits made, or net losses (stakes less wins).
   */
  kind: "deposit" | "loss";
  /**
   * The window, in the merchant's time zone: the day, the week from Monday, the calendar month.
   */
  period: "DAY" | "WEEK" | "MONTH";
  /**
   * The limit in major units, with at most the currency's decimals; null removes it.
   */
  amount: number | null;
}

/** Sets, lowers, raises or removes one deposit or loss limit. A lowered or new limit applies at once; a raised or removed one after the jurisdiction's delay (pending until then). Journalled. */
export const memberProtectionLimit: CallSpec<SetLimitCall> = { method: 'PUT', path: '/wps/member/protection/limit', token: true, encrypted: false };
