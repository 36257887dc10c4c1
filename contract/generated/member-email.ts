/* This file is generated from schemas/gateway/member-email.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The bound address.
 */
export type BindEmailResponse = Success<BindEmailValue> | Failure;

/**
 * Binds an email address, or changes the bound one, with the code mailed to the new address (verification/mail). Changing a bound address also takes the login password.
 */
export interface BindEmailCall {
  request: BindEmailRequest;
  response: BindEmailResponse;
}
/**
 * The address, its code and, to change a bound address, the login password.
 */
export interface BindEmailRequest {
  /**
   * The address the code went to.
   */
  email: string;
  /**
   * The code (sms.code.invalid, sms.code.expired, sms.code.missing).
   */
  verificationCode: string;
  /**
   * The login password: needed when an address is bound already.
   */
  password?: string;
}
/**
 * The address now bound, masked.
 */
export interface BindEmailValue {
  /**
   * The bound address, masked.
   */
  email: string;
}

/** Binds an email address, or changes the bound one, with the code mailed to the new address (verification/mail). Changing a bound address also takes the login password. */
export const memberEmail: CallSpec<BindEmailCall> = { method: 'PUT', path: '/wps/member/email', token: true, encrypted: true };
