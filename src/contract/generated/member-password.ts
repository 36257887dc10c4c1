/* This file is generated from schemas/gateway/member-password.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. Changes the password and revokes every session of the account (log in again).
 */
export type ChangePasswordResponse = ChangePasswordSuccess | Failure;

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
/**
 * Success: value carries the payload.
 */
export interface ChangePasswordSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Always true.
   */
  value: boolean;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}

/** Changes the password and revokes every session of the account (log in again). */
export const memberPassword: CallSpec<ChangePasswordCall> = { method: 'POST', path: '/wps/member/password', token: true, encrypted: true };
