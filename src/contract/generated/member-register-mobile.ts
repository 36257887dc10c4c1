/* This file is generated from schemas/gateway/member-register-mobile.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, RegisterUser } from './common.ts';

/**
 * The response envelope. Mobile registration: the mobile number is the username; needs the SMS code when REGMOBVERF3 or the field requires it.
 */
export type RegisterMobileResponse = RegisterMobileSuccess | Failure;

/**
 * Mobile registration: the mobile number is the username; needs the SMS code when REGMOBVERF3 or the field requires it.
 */
export interface RegisterMobileCall {
  /**
   * The request (query for GET, JSON body otherwise).
   */
  request: RegisterUser;
  response: RegisterMobileResponse;
}
/**
 * Success: value carries the payload.
 */
export interface RegisterMobileSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: LoginValue;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}

/** Mobile registration: the mobile number is the username; needs the SMS code when REGMOBVERF3 or the field requires it. */
export const memberRegisterMobile: CallSpec<RegisterMobileCall> = { method: 'PUT', path: '/wps/member/register/mobile', token: false, encrypted: true };
