/* This file is generated from schemas/gateway/agent-affiliate.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Checks an agent affiliate code; an unknown one answers errorCode invitation_code_error.
 */
export type AffiliateResponse = AffiliateSuccess | Failure;

/**
 * Checks an agent affiliate code; an unknown one answers errorCode invitation_code_error.
 */
export interface AffiliateCall {
  request: AffiliateRequest;
  response: AffiliateResponse;
}
/**
 * Code and domain.
 */
export interface AffiliateRequest {
  /**
   * Affiliate code.
   */
  code: string;
  /**
   * Host name.
   */
  domain?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface AffiliateSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: AffiliateValue;
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
 * The agent.
 */
export interface AffiliateValue {
  /**
   * Always true on success.
   */
  valid: boolean;
  /**
   * Agent nickname.
   */
  agentName: string;
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
