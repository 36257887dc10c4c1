/* This file is generated from schemas/gateway/verification-sms-register.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, SmsValue, Success } from './common.ts';

/**
 * The response envelope. Sends a registration code to a number not yet registered.
 */
export type SmsRegisterResponse = Success<SmsValue> | Failure;

/**
 * Sends a registration code to a number not yet registered. Same throttles.
 */
export interface SmsRegisterCall {
  request: SmsRegisterRequest;
  response: SmsRegisterResponse;
}
/**
 * The number.
 */
export interface SmsRegisterRequest {
  /**
   * Mobile number without dialling code.
   */
  mobileNo: string;
  /**
   * Dialling code without +.
   */
  countryDialingCode?: string;
  /**
   * Registration kind (MOBILE or USERNAME).
   */
  regType?: string;
  /**
   * Slider-captcha answer: the piece's x offset in px, as digits, for the challenge of GET /wps/captcha/slider. Required when the client asks codes for a third number within the hour (errorCode captcha.slider.required).
   */
  sliderData?: string | {} | null;
}

/** Sends a registration code to a number not yet registered. Same throttles. */
export const verificationSmsRegister: CallSpec<SmsRegisterCall> = { method: 'POST', path: '/wps/verification/sms/register', token: false, encrypted: false };
