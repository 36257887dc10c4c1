/* This file is generated from schemas/gateway/session-login.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginFields, LoginValue, Success } from './common.ts';

/**
 * Login parameters (sent encrypted for rsa-des merchants).
 */
export type LoginRequest = LoginFields & {
  /**
   * SMS code sent for the IP verification (IP-verification login only).
   */
  verificationCode?: string;
};
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

/** Username or SMS-code login. After 3 failures for the account or IP the response value carries captcha true; unknown user and wrong password answer alike. With LOGINIPVERF3 a login from an unseen IP answers errorCode login.ip.verification.required and an SMS code goes to the account's mobile. */
export const sessionLogin: CallSpec<LoginCall> = { method: 'POST', path: '/wps/session/login', token: false, encrypted: true };
