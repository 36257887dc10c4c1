/* This file is generated from schemas/gateway/member-password.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Changes the password and revokes every session of the account (log in again). On success, value: Always true.
 */
export type ChangePasswordResponse = Success<boolean> | Failure;

/**
 * Changes the password and revokes every session of the account (log in again).
 */
export interface ChangePasswordCall {
  request: ChangePasswordRequest;
  response: ChangePasswordResponse;
}
/**
 * Old and new password.
 */
export interface ChangePasswordRequest {
  /**
   * Current password (may be empty when passwordKnown is false).
   */
  oldPassword?: string;
  /**
   * New password.
   */
  newPassword: string;
  /**
   * Repeat.
   */
  confirmNewPassword: string;
}

/** Changes the password and revokes every session of the account (log in again). */
export const memberPassword: CallSpec<ChangePasswordCall> = { method: 'POST', path: '/wps/member/password', token: true, encrypted: true };
