/* This file is generated from schemas/gateway/member-protection-break.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. When the break ends.
 */
export type TakeBreakResponse = Success<TakeBreakValue> | Failure;

/**
 * Starts a time-out or a self-exclusion of one of the lengths the merchant's jurisdiction offers: the account's sessions end, and it cannot log in, deposit, transfer to games, bet or launch games until the break ends; nothing ends it early. Journalled.
 */
export interface TakeBreakCall {
  request: TakeBreakRequest;
  response: TakeBreakResponse;
}
/**
 * The break.
 */
export interface TakeBreakRequest {
  /**
   * A time-out (days) or a self-exclusion (months).
   */
  kind: "timeOut" | "selfExclusion";
  /**
   * Days for a time-out, months for a self-exclusion: one of the jurisdiction's lengths (ProtectionState.timeOutDays, selfExclusionMonths).
   */
  length: number;
}
/**
 * When the break ends.
 */
export interface TakeBreakValue {
  /**
   * When the break ends, ms since the epoch.
   */
  until: number;
}

/** Starts a time-out or a self-exclusion of one of the lengths the merchant's jurisdiction offers: the account's sessions end, and it cannot log in, deposit, transfer to games, bet or launch games until the break ends; nothing ends it early. Journalled. */
export const memberProtectionBreak: CallSpec<TakeBreakCall> = { method: 'POST', path: '/wps/member/protection/break', token: true, encrypted: false };
