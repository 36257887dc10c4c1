/* This file is generated from schemas/gateway/session-login-ip-verification.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered.
 */
export type IpVerificationLoginResponse = Success<LoginValue> | Failure;

/**
 * Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered.
 */
export interface IpVerificationLoginCall {
  request: IpVerificationLoginRequest;
  response: IpVerificationLoginResponse;
}
/**
 * Login parameters (sent encrypted for rsa-des merchants).
 */
export interface IpVerificationLoginRequest {
  /**
   * Account name, or the mobile number for type sms.
   */
  username: string;
  /**
   * Password, or the SMS code for type sms.
   */
  password: string;
  /**
   * Captcha text; required once a failed login answered captcha true.
   */
  captcha?: string;
  /**
   * username or sms.
   */
  type?: "username" | "sms";
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
  /**
   * Slider-captcha result from the client; the reference gateway ignores it.
   */
  sliderData?: string | {} | null;
  /**
   * Invented: keep this browser signed in for 24 hours, as on the login call.
   */
  rememberMe?: boolean;
  /**
   * SMS code sent for the IP verification (IP-verification login only).
   */
  verificationCode: string;
}

/** Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered. */
export const sessionLoginIpVerification: CallSpec<IpVerificationLoginCall> = { method: 'POST', path: '/wps/session/login/ipVerification', token: false, encrypted: true };
