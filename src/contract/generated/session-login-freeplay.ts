/* This file is generated from schemas/gateway/session-login-freeplay.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue } from './common.ts';

/**
 * The response envelope. Creates a trial account (type 4) and logs it in.
 */
export type FreePlayLoginResponse = FreePlayLoginSuccess | Failure;

/**
 * Creates a trial account (type 4) and logs it in. Needs FREEPLAY3, X-Gateway-Version 3 and an Encryption header made from a random string.
 */
export interface FreePlayLoginCall {
  request: FreePlayLoginRequest;
  response: FreePlayLoginResponse;
}
/**
 * Free-play parameters.
 */
export interface FreePlayLoginRequest {
  /**
   * Operating system of the client.
   */
  os?: string;
  /**
   * W on the web.
   */
  platform?: string;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
}
/**
 * Success: value carries the payload.
 */
export interface FreePlayLoginSuccess {
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

/** Creates a trial account (type 4) and logs it in. Needs FREEPLAY3, X-Gateway-Version 3 and an Encryption header made from a random string. */
export const sessionLoginFreeplay: CallSpec<FreePlayLoginCall> = { method: 'POST', path: '/wps/session/login/freeplay', token: false, encrypted: false };
