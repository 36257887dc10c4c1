/* This file is generated from schemas/gateway/session-login-social.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Exchanges an authorization code from the gateway's identity provider pages (/wps/oauth/{provider}/authorize).
 */
export type SocialLoginResponse = SocialLoginSuccess | Failure;

/**
 * Exchanges an authorization code from the gateway's identity provider pages (/wps/oauth/{provider}/authorize). A linked identity logs in; an unlinked one returns a ticket to register or link with.
 */
export interface SocialLoginCall {
  request: SocialLoginRequest;
  response: SocialLoginResponse;
}
/**
 * The code exchange.
 */
export interface SocialLoginRequest {
  /**
   * google or facebook.
   */
  provider: "google" | "facebook";
  /**
   * Authorization code from the redirect.
   */
  code: string;
  /**
   * The redirect_uri the code was issued for.
   */
  redirectUri: string;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
}
/**
 * Success: value carries the payload.
 */
export interface SocialLoginSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: SocialLoginValue;
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
 * Either a session (linked true) or a ticket for the next step.
 */
export interface SocialLoginValue {
  /**
   * True when the identity is linked and a session was made.
   */
  linked: boolean;
  login?: LoginValue;
  /**
   * Single-use ticket for register or link (10 minutes).
   */
  ticket?: string;
  /**
   * Email of the identity.
   */
  email?: string;
  /**
   * Display name of the identity.
   */
  name?: string;
}
/**
 * A new session.
 */
export interface LoginValue {
  /**
   * Session token (32 hex characters, 128 random bits); send it raw in Authorization.
   */
  token: string;
  /**
   * Member id.
   */
  id: number;
  /**
   * Account name.
   */
  userName: string;
  /**
   * Account type: 0 member, 1/2/41/42 agent, 4 trial.
   */
  customerType: number;
  /**
   * True on the first login of the account.
   */
  firstTimeLogin: boolean;
  /**
   * True when the password is older than the expiry period.
   */
  passwordExpired: boolean;
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
