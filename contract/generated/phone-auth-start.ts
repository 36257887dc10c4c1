/* This file is generated from schemas/gateway/phone-auth-start.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, SmsValue, Success } from './common.ts';

/**
 * The response envelope. Invented: the reference phone-authentication provider (the stand-in for a third-party service such as Firebase, for merchants whose registration.phoneAuth is reference) starts a verification: a code goes to the number, with the same throttles and slider rule as the SMS register call. Refused with function.not.enabled for other merchants. The test numbers 999000001 to 999000005 answer the provider failures (phone.auth.popup.closed, phone.auth.popup.blocked, phone.auth.captcha.invalid, sms.quota.insufficient, function.not.enabled) and send nothing.
 */
export type PhoneAuthStartResponse = Success<SmsValue> | Failure;

/**
 * Invented: the reference phone-authentication provider (the stand-in for a third-party service such as Firebase, for merchants whose registration.phoneAuth is reference) starts a verification: a code goes to the number, with the same throttles and slider rule as the SMS register call. Refused with function.not.enabled for other merchants. The test numbers 999000001 to 999000005 answer the provider failures (phone.auth.popup.closed, phone.auth.popup.blocked, phone.auth.captcha.invalid, sms.quota.insufficient, function.not.enabled) and send nothing.
 */
export interface PhoneAuthStartCall {
  request: PhoneAuthStartRequest;
  response: PhoneAuthStartResponse;
}
/**
 * The number.
 */
export interface PhoneAuthStartRequest {
  /**
   * Mobile number without dialling code.
   */
  mobileNo: string;
  /**
   * Dialling code without +.
   */
  countryDialingCode?: string;
  /**
   * Slider-captcha answer: the piece's x offset in px, as digits, for the challenge of GET /wps/captcha/slider. Required when the client asks codes for a third number within the hour (errorCode captcha.slider.required).
   */
  sliderData?: string | {} | null;
}

/** Invented: the reference phone-authentication provider (the stand-in for a third-party service such as Firebase, for merchants whose registration.phoneAuth is reference) starts a verification: a code goes to the number, with the same throttles and slider rule as the SMS register call. Refused with function.not.enabled for other merchants. The test numbers 999000001 to 999000005 answer the provider failures (phone.auth.popup.closed, phone.auth.popup.blocked, phone.auth.captcha.invalid, sms.quota.insufficient, function.not.enabled) and send nothing. */
export const phoneAuthStart: CallSpec<PhoneAuthStartCall> = { method: 'POST', path: '/wps/phone-auth/start', token: false, encrypted: false };
