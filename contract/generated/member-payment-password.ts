/* This file is generated from schemas/gateway/member-payment-password.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Empty on success.
 */
export type PaymentPasswordResponse = Success<PaymentPasswordValue> | Failure;

/**
 * Sets the member's payment password, or changes it. Setting takes the login password and is refused with payment.password.set once one is set; changing takes the current payment password (oldPaymentPassword) or, with change true, the login password.
 */
export interface PaymentPasswordCall {
  request: PaymentPasswordRequest;
  response: PaymentPasswordResponse;
}
/**
 * The proof (login password or current payment password) and the new payment password twice.
 */
export interface PaymentPasswordRequest {
  /**
   * The member's login password (password.old.incorrect when wrong; 5 tries in 15 minutes). Needed to set one; to change one, instead of oldPaymentPassword (with change true).
   */
  password?: string;
  /**
   * To change the payment password: the current one (payment.password.incorrect when wrong; 5 tries in 15 minutes).
   */
  oldPaymentPassword?: string;
  /**
   * True to change a set payment password with the login password; without it a set payment password is payment.password.set.
   */
  change?: boolean;
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
 * Nothing: the password is set or changed.
 */
export interface PaymentPasswordValue {}

/** Sets the member's payment password, or changes it. Setting takes the login password and is refused with payment.password.set once one is set; changing takes the current payment password (oldPaymentPassword) or, with change true, the login password. */
export const memberPaymentPassword: CallSpec<PaymentPasswordCall> = { method: 'PUT', path: '/wps/member/paymentPassword', token: true, encrypted: true };
