/* This file is generated from schemas/gateway/system-domain-route.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Mirror links of the merchant.
 */
export type DomainRouteResponse = DomainRouteSuccess | Failure;

/**
 * Mirror links of the merchant.
 */
export interface DomainRouteCall {
  request: DomainRouteRequest;
  response: DomainRouteResponse;
}
/**
 * No parameters.
 */
export interface DomainRouteRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface DomainRouteSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Mirrors.
   */
  value: DomainRouteEntry[];
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
 * A mirror.
 */
export interface DomainRouteEntry {
  /**
   * Host name.
   */
  domain: string;
  /**
   * https URL.
   */
  url: string;
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
