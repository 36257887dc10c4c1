/* This file is generated from schemas/gateway/session-logout.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. Revokes the session server-side.
 */
export type LogoutResponse = LogoutSuccess | Failure;

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
/**
 * Success: value carries the payload.
 */
export interface LogoutSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Always true.
   */
  value: boolean;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}

/** Revokes the session server-side. */
export const sessionLogout: CallSpec<LogoutCall> = { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false };
