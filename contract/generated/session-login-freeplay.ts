/* This file is generated from schemas/gateway/session-login-freeplay.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. Creates a trial account (type 4) and logs it in.
 */
export type FreePlayLoginResponse = Success<LoginValue> | Failure;

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

/** Creates a trial account (type 4) and logs it in. Needs FREEPLAY3, X-Gateway-Version 3 and an Encryption header made from a random string. */
export const sessionLoginFreeplay: CallSpec<FreePlayLoginCall> = { method: 'POST', path: '/wps/session/login/freeplay', token: false, encrypted: false };
