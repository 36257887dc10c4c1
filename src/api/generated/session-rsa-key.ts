/* This file is generated from schemas/gateway/session-rsa-key.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. The RSA public modulus for the rsa-des scheme; the exponent is 65537.
 */
export type RsaKeyResponse = RsaKeySuccess | Failure;

/**
 * The RSA public modulus for the rsa-des scheme; the exponent is 65537.
 */
export interface RsaKeyCall {
  request: RsaKeyRequest;
  response: RsaKeyResponse;
}
/**
 * No parameters.
 */
export interface RsaKeyRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface RsaKeySuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * The 1024-bit modulus as hex text.
   */
  value: string;
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
