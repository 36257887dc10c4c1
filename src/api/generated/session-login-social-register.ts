/* This file is generated from schemas/gateway/session-login-social-register.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Creates a new account for an unlinked social identity (generated username) and logs in.
 */
export type SocialRegisterResponse = SocialRegisterSuccess | Failure;

/**
 * Creates a new account for an unlinked social identity (generated username) and logs in.
 */
export interface SocialRegisterCall {
  request: SocialRegisterRequest;
  response: SocialRegisterResponse;
}
/**
 * The ticket.
 */
export interface SocialRegisterRequest {
  /**
   * Ticket from the social login.
   */
  ticket: string;
  /**
   * Agent affiliate code.
   */
  affiliateCode?: string;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
}
/**
 * Success: value carries the payload.
 */
export interface SocialRegisterSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: LoginValue;
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
