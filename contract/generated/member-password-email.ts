/* This file is generated from schemas/gateway/member-password-email.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Form-encoded. On success, value: Always true.
 */
export type ForgotPasswordEmailResponse = Success<boolean> | Failure;

/**
 * Form-encoded. Records a reset mail (a single-use link, 30 minutes) in the outbox when username and email match.
 */
export interface ForgotPasswordEmailCall {
  request: ForgotPasswordEmailRequest;
  response: ForgotPasswordEmailResponse;
}
/**
 * Form fields.
 */
export interface ForgotPasswordEmailRequest {
  /**
   * Account.
   */
  username: string;
  /**
   * Email on the account.
   */
  email: string;
}

/** Form-encoded. Records a reset mail (a single-use link, 30 minutes) in the outbox when username and email match. */
export const memberPasswordEmail: CallSpec<ForgotPasswordEmailCall> = { method: 'POST', path: '/wps/member/password/email', token: false, encrypted: false, form: true };
