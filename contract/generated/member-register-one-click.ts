/* This file is generated from schemas/gateway/member-register-one-click.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. One-click registration: generated username and password (shown once), then logged in.
 */
export type RegisterOneClickResponse = Success<RegisterOneClickValue> | Failure;

/**
 * One-click registration: generated username and password (shown once), then logged in.
 */
export interface RegisterOneClickCall {
  request: RegisterOneClickRequest;
  response: RegisterOneClickResponse;
}
/**
 * Optional extras.
 */
export interface RegisterOneClickRequest {
  /**
   * Agent affiliate code.
   */
  affiliateCode?: string;
  /**
   * Host name.
   */
  domain?: string;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
  /**
   * Invented: the player confirmed being of the merchant's minimum age; required where the jurisdiction preset asks for age confirmation (register.age.unconfirmed otherwise).
   */
  ageConfirmed?: boolean;
}
/**
 * The new account and its session.
 */
export interface RegisterOneClickValue {
  /**
   * Generated account name.
   */
  username: string;
  /**
   * Generated password: shown once, never again.
   */
  password: string;
  login: LoginValue;
}

/** One-click registration: generated username and password (shown once), then logged in. */
export const memberRegisterOneClick: CallSpec<RegisterOneClickCall> = { method: 'PUT', path: '/wps/member/register/oneClick', token: false, encrypted: false };
