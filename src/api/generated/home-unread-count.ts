/* This file is generated from schemas/gateway/home-unread-count.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Unread platform messages of the member.
 */
export type UnreadCountResponse = UnreadCountSuccess | Failure;

/**
 * Unread platform messages of the member.
 */
export interface UnreadCountCall {
  request: UnreadCountRequest;
  response: UnreadCountResponse;
}
/**
 * No parameters.
 */
export interface UnreadCountRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface UnreadCountSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: UnreadCountValue;
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
 * Counts.
 */
export interface UnreadCountValue {
  /**
   * Unread messages.
   */
  count: number;
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
