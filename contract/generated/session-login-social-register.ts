/* This file is generated from schemas/gateway/session-login-social-register.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. Creates a new account for an unlinked social identity (generated username) and logs in.
 */
export type SocialRegisterResponse = Success<LoginValue> | Failure;

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
  /**
   * Invented: the player confirmed being of the merchant's minimum age; required where the jurisdiction preset asks for age confirmation (register.age.unconfirmed otherwise).
   */
  ageConfirmed?: boolean;
}

/** Creates a new account for an unlinked social identity (generated username) and logs in. */
export const sessionLoginSocialRegister: CallSpec<SocialRegisterCall> = { method: 'POST', path: '/wps/session/login/social/register', token: false, encrypted: false };
