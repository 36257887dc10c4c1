/* This file is generated from schemas/gateway/session-login.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. Username or SMS-code login.
 */
export type LoginResponse = Success<LoginValue> | Failure;

/**
 * Username or SMS-code login. After 3 failures for the account or IP the response value carries captcha true; unknown user and wrong password answer alike. With LOGINIPVERF3 a login from an unseen IP answers errorCode login.ip.verification.required and an SMS code goes to the account's mobile.
 */
export interface LoginCall {
  request: LoginRequest;
  response: LoginResponse;
}
/**
 * Login parameters (sent encrypted for rsa-des merchants).
 */
export interface LoginRequest {
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
   * Invented: keep this browser signed in for 24 hours (spec §9's remember-me cookie). A successful login sets an HttpOnly cookie that POST /wps/session/resume turns into a new session; logout and a password change revoke it.
   */
  rememberMe?: boolean;
  /**
   * SMS code sent for the IP verification (IP-verification login only).
   */
  verificationCode?: string;
}

/** Username or SMS-code login. After 3 failures for the account or IP the response value carries captcha true; unknown user and wrong password answer alike. With LOGINIPVERF3 a login from an unseen IP answers errorCode login.ip.verification.required and an SMS code goes to the account's mobile. */
export const sessionLogin: CallSpec<LoginCall> = { method: 'POST', path: '/wps/session/login', token: false, encrypted: true };
