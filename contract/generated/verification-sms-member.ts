/* This file is generated from schemas/gateway/verification-sms-member.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, SmsValue, Success } from './common.ts';

/**
 * The response envelope. Sends a code to the logged-in member's own number.
 */
export type SmsMemberResponse = Success<SmsValue> | Failure;

/**
 * Sends a code to the logged-in member's own number. Same throttles.
 */
export interface SmsMemberCall {
  request: SmsMemberRequest;
  response: SmsMemberResponse;
}
/**
 * No parameters.
 */
export interface SmsMemberRequest {
  /**
   * Slider-captcha result from the client; the reference gateway ignores it.
   */
  sliderData?: string | {} | null;
}

/** Sends a code to the logged-in member's own number. Same throttles. */
export const verificationSmsMember: CallSpec<SmsMemberCall> = { method: 'POST', path: '/wps/verification/sms', token: true, encrypted: false };
