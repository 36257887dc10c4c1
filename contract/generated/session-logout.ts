/* This file is generated from schemas/gateway/session-logout.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Revokes the session server-side. On success, value: Always true.
 */
export type LogoutResponse = Success<boolean> | Failure;

/**
 * Revokes the session server-side.
 */
export interface LogoutCall {
  request: LogoutRequest;
  response: LogoutResponse;
}
/**
 * No parameters.
 */
export interface LogoutRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** Revokes the session server-side. */
export const sessionLogout: CallSpec<LogoutCall> = { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false };
