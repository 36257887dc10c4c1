/* This file is generated from schemas/gateway/member-register.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Username registration; every field is checked with the shared pattern catalogue; logs in.
 */
export type RegisterResponse = RegisterSuccess | Failure;

/**
 * Username registration; every field is checked with the shared pattern catalogue; logs in.
 */
export interface RegisterCall {
  request: RegisterUser;
  response: RegisterResponse;
}
/**
 * The request (query for GET, JSON body otherwise).
 */
export interface RegisterUser {
  /**
   * Account name.
   */
  username?: string;
  /**
   * Password.
   */
  password?: string;
  /**
   * Repeat of password.
   */
  confirmPassword?: string;
  /**
   * Real name.
   */
  payeeName?: string;
  /**
   * Email.
   */
  email?: string;
  /**
   * QQ number.
   */
  qqNum?: string;
  /**
   * Mobile number without dialling code.
   */
  mobileNum?: string;
  /**
   * Recommender.
   */
  recommenderId?: string;
  /**
   * Captcha text, when the captcha field is enabled.
   */
  captcha?: string;
  /**
   * SMS code.
   */
  verificationCode?: string;
  /**
   * Agent affiliate code.
   */
  affiliateCode?: string;
  /**
   * Payment password.
   */
  paymentPassword?: string;
  /**
   * LINE id.
   */
  line?: string;
  /**
   * WhatsApp.
   */
  whatsapp?: string;
  /**
   * Facebook.
   */
  facebook?: string;
  /**
   * WeChat.
   */
  wechat?: string;
  /**
   * Telegram.
   */
  telegram?: string;
  /**
   * Zalo.
   */
  zalo?: string;
  /**
   * Id number.
   */
  idNumber?: string;
  /**
   * Nickname.
   */
  nickname?: string;
  /**
   * Birthday.
   */
  birthday?: string;
  /**
   * Address.
   */
  address?: string;
  /**
   * Nationality.
   */
  nationality?: string;
  /**
   * Place of birth.
   */
  placeOfBirth?: string;
  /**
   * Occupation.
   */
  occupation?: string;
  /**
   * Source of income.
   */
  sourceOfIncome?: string;
  /**
   * Referral code from the query parameter referralCode.
   */
  referralCode?: string;
  /**
   * Host name the site runs on.
   */
  domain?: string;
  /**
   * Dialling code without +.
   */
  countryDialingCode?: string;
  /**
   * Always WEB from the site.
   */
  registerMethod?: string;
  /**
   * Log in at once (always true from the site).
   */
  login?: boolean;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
  /**
   * SMS route of a third-party phone authentication; ignored.
   */
  firebaseChannel?: string;
  /**
   * Token of a third-party phone authentication; ignored.
   */
  firebaseIdToken?: string;
}
/**
 * Success: value carries the payload.
 */
export interface RegisterSuccess {
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
