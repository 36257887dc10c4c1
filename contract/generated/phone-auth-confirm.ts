/* This file is generated from schemas/gateway/phone-auth-confirm.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Invented: the reference phone-authentication provider confirms the code and answers an id token for the number (signed by the gateway, valid 10 minutes), which register-mobile takes as firebaseIdToken with firebaseChannel sms instead of verificationCode. A wrong code counts as a try of the number's register code.
 */
export type PhoneAuthConfirmResponse = Success<PhoneAuthToken> | Failure;

/**
 * Invented: the reference phone-authentication provider confirms the code and answers an id token for the number (signed by the gateway, valid 10 minutes), which register-mobile takes as firebaseIdToken with firebaseChannel sms instead of verificationCode. A wrong code counts as a try of the number's register code.
 */
export interface PhoneAuthConfirmCall {
  request: PhoneAuthConfirmRequest;
  response: PhoneAuthConfirmResponse;
}
/**
 * The number and the code.
 */
export interface PhoneAuthConfirmRequest {
  /**
   * Mobile number without dialling code.
   */
  mobileNo: string;
  /**
   * The code sent to the number.
   */
  code: string;
}
/**
 * The provider's id token.
 */
export interface PhoneAuthToken {
  /**
   * Opaque token for register-mobile's firebaseIdToken.
   */
  idToken: string;
}

/** Invented: the reference phone-authentication provider confirms the code and answers an id token for the number (signed by the gateway, valid 10 minutes), which register-mobile takes as firebaseIdToken with firebaseChannel sms instead of verificationCode. A wrong code counts as a try of the number's register code. */
export const phoneAuthConfirm: CallSpec<PhoneAuthConfirmCall> = { method: 'POST', path: '/wps/phone-auth/confirm', token: false, encrypted: false };
