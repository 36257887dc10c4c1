/* This file is generated from schemas/gateway/member-password-verification.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. Sets a new password with an SMS code sent by sms/noLogin; revokes sessions.
 */
export type SetPasswordByPhoneResponse = SetPasswordByPhoneSuccess | Failure;

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
 * Success: value carries the payload.
 */
export interface SetPasswordByPhoneSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: SetPasswordByPhoneValue;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
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
