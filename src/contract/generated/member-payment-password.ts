/* This file is generated from schemas/gateway/member-payment-password.json by `npm run gen`. Do not edit it by hand. */

import type { Failure } from './common.ts';

/**
 * The response envelope. Empty on success.
 */
export type PaymentPasswordResponse = PaymentPasswordSuccess | Failure;

/**
 * Sets the member's payment password, once: the login password proves it is them. Refused with payment.password.set when one is set already (changing it belongs to the security centre).
 */
export interface PaymentPasswordCall {
  request: PaymentPasswordRequest;
  response: PaymentPasswordResponse;
}
/**
 * The login password and the new payment password twice.
 */
export interface PaymentPasswordRequest {
  /**
   * The member's login password (password.old.incorrect when wrong).
   */
  password: string;
  /**
   * The member's payment password: six digits. Wrong five times in 15 minutes: password.too.many.tries.
   */
  paymentPassword: string;
  /**
   * The payment password again (confirm_password_error when it differs).
   */
  confirmPaymentPassword: string;
}
/**
 * Success: value carries the payload.
 */
export interface PaymentPasswordSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: PaymentPasswordValue;
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
 * Nothing: the password is set.
 */
export interface PaymentPasswordValue {}
