/* This file is generated from schemas/gateway/session-login-ip-verification.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginFields, LoginValue, Success } from './common.ts';

/**
 * Login parameters (sent encrypted for rsa-des merchants).
 */
export type IpVerificationLoginRequest = LoginFields & {
  /**
   * SMS code sent for the IP verification (IP-verification login only).
   */
  verificationCode: string;
};
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

/** Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered. */
export const sessionLoginIpVerification: CallSpec<IpVerificationLoginCall> = { method: 'POST', path: '/wps/session/login/ipVerification', token: false, encrypted: true };
