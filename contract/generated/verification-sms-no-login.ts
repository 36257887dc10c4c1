/* This file is generated from schemas/gateway/verification-sms-no-login.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, SmsValue, Success } from './common.ts';

/**
 * The response envelope. Sends a code for SMS login, IP verification or set-password-by-phone to a registered number.
 */
export type SmsNoLoginResponse = Success<SmsValue> | Failure;

/**
 * Sends a code for SMS login, IP verification or set-password-by-phone to a registered number. One per number per 60 s, at most 5 per hour, then sms.too.many.requests for 5 minutes. Codes go only to the outbox.
 */
export interface SmsNoLoginCall {
  request: SmsNoLoginRequest;
  response: SmsNoLoginResponse;
}
/**
 * The number.
 */
export interface SmsNoLoginRequest {
  /**
   * Mobile number without dialling code.
   */
  mobileNum: string;
  /**
   * Dialling code without +.
   */
  countryDialingCode?: string;
  /**
   * Slider-captcha answer: the piece's x offset in px, as digits, for the challenge of GET /wps/captcha/slider. Required when the client asks codes for a third number within the hour (errorCode captcha.slider.required).
   */
  sliderData?: string | {} | null;
}

/** Sends a code for SMS login, IP verification or set-password-by-phone to a registered number. One per number per 60 s, at most 5 per hour, then sms.too.many.requests for 5 minutes. Codes go only to the outbox. */
export const verificationSmsNoLogin: CallSpec<SmsNoLoginCall> = { method: 'POST', path: '/wps/verification/sms/noLogin', token: false, encrypted: false };
