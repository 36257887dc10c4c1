/* This file is generated from schemas/gateway/session-login-social-link.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. Links an unlinked social identity to an existing account after its password is given and confirm is true.
 */
export type SocialLinkResponse = Success<LoginValue> | Failure;

/**
 * Links an unlinked social identity to an existing account after its password is given and confirm is true. Irreversible: there is no unlink, and an account keeps one identity per provider.
 */
export interface SocialLinkCall {
  request: SocialLinkRequest;
  response: SocialLinkResponse;
}
/**
 * The ticket, the account and the confirmation.
 */
export interface SocialLinkRequest {
  /**
   * Ticket from the social login.
   */
  ticket: string;
  /**
   * Existing account.
   */
  username: string;
  /**
   * Its password.
   */
  password: string;
  /**
   * The user confirmed that linking cannot be undone.
   */
  confirm: true;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
}

/** Links an unlinked social identity to an existing account after its password is given and confirm is true. Irreversible: there is no unlink, and an account keeps one identity per provider. */
export const sessionLoginSocialLink: CallSpec<SocialLinkCall> = { method: 'POST', path: '/wps/session/login/social/link', token: false, encrypted: true };
