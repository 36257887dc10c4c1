/* This file is generated from schemas/gateway/verification-sms-bind.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. How long the code lasts.
 */
export type SmsBindResponse = Success<SmsBindValue> | Failure;

/**
 * Sends a code to a mobile number the member wants to bind (or change to). The number must follow the merchant's mobile rule and belong to no account (mobile.taken). The SMS throttles of every code apply.
 */
export interface SmsBindCall {
  request: SmsBindRequest;
  response: SmsBindResponse;
}
/**
 * The number to bind.
 */
export interface SmsBindRequest {
  /**
   * The number, without the dialing code.
   */
  mobileNum: string;
  /**
   * Slider-captcha result from the client; the reference gateway ignores it.
   */
  sliderData?: string | {} | null;
}
/**
 * How long the code lasts.
 */
export interface SmsBindValue {
  /**
   * Minutes the code stays valid.
   */
  expiredMinutes: number;
}

/** Sends a code to a mobile number the member wants to bind (or change to). The number must follow the merchant's mobile rule and belong to no account (mobile.taken). The SMS throttles of every code apply. */
export const verificationSmsBind: CallSpec<SmsBindCall> = { method: 'POST', path: '/wps/verification/sms/bind', token: true, encrypted: false };
