/* This file is generated from schemas/gateway/member-password.json by `npm run gen`. Do not edit it by hand. */

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
/**
 * A refused call: errorCode is stable, message is for people; value may carry details (a failed login's captcha flag).
 */
export interface Failure {
  /**
   * The call was refused.
   */
  success: false;
  /**
   * null, or details such as { captcha: true }.
   */
  value: null | {
    [k: string]: unknown | undefined;
  };
  /**
   * Human-readable reason.
   */
  message: string;
  /**
   * Stable code, e.g. login.not.session, function.not.available, request.invalid.
   */
  errorCode: string;
}
