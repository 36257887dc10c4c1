/* This file is generated from schemas/gateway/member-register.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, RegisterUser, Success } from './common.ts';

/**
 * The response envelope. Username registration; every field is checked with the shared pattern catalogue; logs in.
 */
export type RegisterResponse = Success<LoginValue> | Failure;

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

/** Username registration; every field is checked with the shared pattern catalogue; logs in. */
export const memberRegister: CallSpec<RegisterCall> = { method: 'PUT', path: '/wps/member/register', token: false, encrypted: true };
