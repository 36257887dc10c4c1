/* This file is generated from schemas/gateway/member-register.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, RegisterUser } from './common.ts';

/**
 * The response envelope. Username registration; every field is checked with the shared pattern catalogue; logs in.
 */
export type RegisterResponse = RegisterSuccess | Failure;

/**
 * Username registration; every field is checked with the shared pattern catalogue; logs in.
 */
export interface RegisterCall {
  /**
   * The request (query for GET, JSON body otherwise).
   */
  request: RegisterUser;
  response: RegisterResponse;
}
/**
 * Success: value carries the payload.
 */
export interface RegisterSuccess {
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

/** Username registration; every field is checked with the shared pattern catalogue; logs in. */
export const memberRegister: CallSpec<RegisterCall> = { method: 'PUT', path: '/wps/member/register', token: false, encrypted: true };
