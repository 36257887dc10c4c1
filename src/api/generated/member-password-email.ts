/* This file is generated from schemas/gateway/member-password-email.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Form-encoded.
 */
export type ForgotPasswordEmailResponse = ForgotPasswordEmailSuccess | Failure;

/**
 * Form-encoded. Records a reset mail (a single-use link, 30 minutes) in the outbox when username and email match.
 */
export interface ForgotPasswordEmailCall {
  request: ForgotPasswordEmailRequest;
  response: ForgotPasswordEmailResponse;
}
/**
 * Form fields.
 */
export interface ForgotPasswordEmailRequest {
  /**
   * Account.
   */
  username: string;
  /**
   * Email on the account.
   */
  email: string;
}
/**
 * Success: value carries the payload.
 */
export interface ForgotPasswordEmailSuccess {
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
