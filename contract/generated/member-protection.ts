/* This file is generated from schemas/gateway/member-protection.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, ProtectionState, Success } from './common.ts';

/**
 * The response envelope. The protection state.
 */
export type ProtectionResponse = Success<ProtectionState> | Failure;

/**
 * The member's player protection: deposit and loss limits with what is used and left in each window, pending raises and when they apply, the reality-check interval and the time-out and self-exclusion lengths the merchant's jurisdiction offers.
 */
export interface ProtectionCall {
  request: ProtectionRequest;
  response: ProtectionResponse;
}
/**
 * Nothing to ask.
 */
export interface ProtectionRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** The member's player protection: deposit and loss limits with what is used and left in each window, pending raises and when they apply, the reality-check interval and the time-out and self-exclusion lengths the merchant's jurisdiction offers. */
export const memberProtection: CallSpec<ProtectionCall> = { method: 'GET', path: '/wps/member/protection', token: true, encrypted: false };
