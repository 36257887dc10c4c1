/* This file is generated from schemas/gateway/member-protection-reality-check.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, ProtectionState, Success } from './common.ts';

/**
 * The response envelope. The protection state after the change.
 */
export type SetRealityCheckResponse = Success<ProtectionState> | Failure;

/**
 * Sets the reality check's interval: the site shows a summary of the session this often. Journalled.
 */
export interface SetRealityCheckCall {
  request: SetRealityCheckRequest;
  response: SetRealityCheckResponse;
}
/**
 * The interval.
 */
export interface SetRealityCheckRequest {
  /**
   * Minutes between reminders.
   */
  minutes: number;
}

/** Sets the reality check's interval: the site shows a summary of the session this often. Journalled. */
export const memberProtectionRealityCheck: CallSpec<SetRealityCheckCall> = { method: 'PUT', path: '/wps/member/protection/realityCheck', token: true, encrypted: false };
