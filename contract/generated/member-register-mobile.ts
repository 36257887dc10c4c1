/* This file is generated from schemas/gateway/member-register-mobile.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, RegisterUser, Success } from './common.ts';

/**
 * The response envelope. Mobile registration: the mobile number is the username; needs the SMS code when REGMOBVERF3 or the field requires it.
 */
export type RegisterMobileResponse = Success<LoginValue> | Failure;

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

/** Mobile registration: the mobile number is the username; needs the SMS code when REGMOBVERF3 or the field requires it. */
export const memberRegisterMobile: CallSpec<RegisterMobileCall> = { method: 'PUT', path: '/wps/member/register/mobile', token: false, encrypted: true };
