/* This file is generated from schemas/gateway/session-login-ip-verification.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered.
 */
export type IpVerificationLoginResponse = IpVerificationLoginSuccess | Failure;

/**
 * Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered.
 */
export interface IpVerificationLoginCall {
  request: IpVerificationLoginRequest;
  response: IpVerificationLoginResponse;
}
/**
 * Login parameters (sent encrypted for rsa-des merchants).
 */
export interface IpVerificationLoginRequest {
  /**
   * Account name, or the mobile number for type sms.
   */
  username: string;
  /**
   * Password, or the SMS code for type sms.
   */
  password: string;
  /**
   * Captcha text; required once a failed login answered captcha true.
   */
  captcha?: string;
  /**
   * username or sms.
   */
  type?: "username" | "sms";
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
  /**
   * Slider-captcha result from the client; the reference gateway ignores it.
   */
  sliderData?: string | {} | null;
  /**
   * SMS code sent for the IP verification (IP-verification login only).
   */
  verificationCode: string;
}
/**
 * Success: value carries the payload.
 */
export interface IpVerificationLoginSuccess {
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
