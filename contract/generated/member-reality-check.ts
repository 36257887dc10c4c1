/* This file is generated from schemas/gateway/member-reality-check.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The session so far.
 */
export type RealityCheckResponse = Success<RealityCheckValue> | Failure;

/**
 * The reality check's summary of the current session: when it started, and the stakes, wins and net result of the bets since.
 */
export interface RealityCheckCall {
  request: RealityCheckRequest;
  response: RealityCheckResponse;
}
/**
 * Nothing to ask.
 */
export interface RealityCheckRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The session so far.
 */
export interface RealityCheckValue {
  /**
   * When the session started, ms since the epoch.
   */
  loginAt: number;
  /**
   * The member's reality-check interval in minutes.
   */
  intervalMinutes: number;
  /**
   * Stakes since the login, major units.
   */
  stakes: number;
  /**
   * What the bets paid back since the login, major units.
   */
  wins: number;
  /**
   * Wins less stakes: negative for a loss.
   */
  net: number;
}

/** The reality check's summary of the current session: when it started, and the stakes, wins and net result of the bets since. */
export const memberRealityCheck: CallSpec<RealityCheckCall> = { method: 'GET', path: '/wps/member/realityCheck', token: true, encrypted: false };
