/* This file is generated from schemas/gateway/member-password-verification.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Sets a new password with an SMS code sent by sms/noLogin; revokes sessions.
 */
export type SetPasswordByPhoneResponse = Success<SetPasswordByPhoneValue> | Failure;

/**
 * Sets a new password with an SMS code sent by sms/noLogin; revokes sessions.
 */
export interface SetPasswordByPhoneCall {
  request: SetPasswordByPhoneRequest;
  response: SetPasswordByPhoneResponse;
}
/**
 * Number, code and new password.
 */
export interface SetPasswordByPhoneRequest {
  /**
   * Mobile number.
   */
  mobileNum: string;
  /**
   * SMS code.
   */
  verificationCode: string;
  /**
   * New password.
   */
  newPassword: string;
  /**
   * Dialling code.
   */
  countryDialingCode?: string;
}
/**
 * The account whose password changed (the site logs in with it).
 */
export interface SetPasswordByPhoneValue {
  /**
   * Account name.
   */
  username: string;
}

/** Sets a new password with an SMS code sent by sms/noLogin; revokes sessions. */
export const memberPasswordVerification: CallSpec<SetPasswordByPhoneCall> = { method: 'POST', path: '/wps/member/password/verification', token: false, encrypted: true };
