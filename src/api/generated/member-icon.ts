/* This file is generated from schemas/gateway/member-icon.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. The member's avatar.
 */
export type MemberIconResponse = MemberIconSuccess | Failure;

/**
 * The member's avatar.
 */
export interface MemberIconCall {
  request: MemberIconRequest;
  response: MemberIconResponse;
}
/**
 * No parameters.
 */
export interface MemberIconRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface MemberIconSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: MemberIconValue;
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
 * Avatar.
 */
export interface MemberIconValue {
  /**
   * Avatar image path.
   */
  iconUrl: string;
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
