/* This file is generated from schemas/gateway/session-login-freeplay.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Creates a trial account (type 4) and logs it in.
 */
export type FreePlayLoginResponse = FreePlayLoginSuccess | Failure;

/**
 * Creates a trial account (type 4) and logs it in. Needs FREEPLAY3, X-Gateway-Version 3 and an Encryption header made from a random string.
 */
export interface FreePlayLoginCall {
  request: FreePlayLoginRequest;
  response: FreePlayLoginResponse;
}
/**
 * Free-play parameters.
 */
export interface FreePlayLoginRequest {
  /**
   * Operating system of the client.
   */
  os?: string;
  /**
   * W on the web.
   */
  platform?: string;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
}
/**
 * Success: value carries the payload.
 */
export interface FreePlayLoginSuccess {
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
