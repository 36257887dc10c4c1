/* This file is generated from schemas/gateway/session-login-social.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. Exchanges an authorization code from the gateway's identity provider pages (/wps/oauth/{provider}/authorize).
 */
export type SocialLoginResponse = Success<SocialLoginValue> | Failure;

/**
 * Exchanges an authorization code from the gateway's identity provider pages (/wps/oauth/{provider}/authorize). A linked identity logs in; an unlinked one returns a ticket to register or link with.
 */
export interface SocialLoginCall {
  request: SocialLoginRequest;
  response: SocialLoginResponse;
}
/**
 * The code exchange.
 */
export interface SocialLoginRequest {
  /**
   * google or facebook.
   */
  provider: "google" | "facebook";
  /**
   * Authorization code from the redirect.
   */
  code: string;
  /**
   * The redirect_uri the code was issued for.
   */
  redirectUri: string;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
}
/**
 * Either a session (linked true) or a ticket for the next step.
 */
export interface SocialLoginValue {
  /**
   * True when the identity is linked and a session was made.
   */
  linked: boolean;
  login?: LoginValue;
  /**
   * Single-use ticket for register or link (10 minutes).
   */
  ticket?: string;
  /**
   * Email of the identity.
   */
  email?: string;
  /**
   * Display name of the identity.
   */
  name?: string;
}

/** Exchanges an authorization code from the gateway's identity provider pages (/wps/oauth/{provider}/authorize). A linked identity logs in; an unlinked one returns a ticket to register or link with. */
export const sessionLoginSocial: CallSpec<SocialLoginCall> = { method: 'POST', path: '/wps/session/login/social', token: false, encrypted: false };
