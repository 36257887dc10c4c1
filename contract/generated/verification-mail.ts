/* This file is generated from schemas/gateway/verification-mail.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. How long the code lasts.
 */
export type MailCodeResponse = Success<MailCodeValue> | Failure;

/**
 * Mails a code to an address the member wants to bind (or change to). The address must follow the merchant's email rule. The throttles of SMS codes apply per address and per client.
 */
export interface MailCodeCall {
  request: MailCodeRequest;
  response: MailCodeResponse;
}
/**
 * The address to bind.
 */
export interface MailCodeRequest {
  /**
   * The address.
   */
  email: string;
}
/**
 * How long the code lasts.
 */
export interface MailCodeValue {
  /**
   * Minutes the code stays valid.
   */
  expiredMinutes: number;
}

/** Mails a code to an address the member wants to bind (or change to). The address must follow the merchant's email rule. The throttles of SMS codes apply per address and per client. */
export const verificationMail: CallSpec<MailCodeCall> = { method: 'POST', path: '/wps/verification/mail', token: true, encrypted: false };
