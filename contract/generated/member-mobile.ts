/* This file is generated from schemas/gateway/member-mobile.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The bound number.
 */
export type BindMobileResponse = Success<BindMobileValue> | Failure;

/**
 * Binds a mobile number, or changes the bound one, with the code sent to the new number (sms/bind). Changing a bound number also takes the login password (password.old.incorrect; 5 tries in 15 minutes).
 */
export interface BindMobileCall {
  request: BindMobileRequest;
  response: BindMobileResponse;
}
/**
 * The number, its code and, to change a bound number, the login password.
 */
export interface BindMobileRequest {
  /**
   * The number the code went to.
   */
  mobileNum: string;
  /**
   * The code (sms.code.invalid, sms.code.expired, sms.code.missing).
   */
  verificationCode: string;
  /**
   * The login password: needed when a number is bound already.
   */
  password?: string;
}
/**
 * The number now bound, masked.
 */
export interface BindMobileValue {
  /**
   * The bound number, masked but for its last 4 digits.
   */
  mobile: string;
}

/** Binds a mobile number, or changes the bound one, with the code sent to the new number (sms/bind). Changing a bound number also takes the login password (password.old.incorrect; 5 tries in 15 minutes). */
export const memberMobile: CallSpec<BindMobileCall> = { method: 'PUT', path: '/wps/member/mobile', token: true, encrypted: true };
