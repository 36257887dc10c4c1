/* This file is generated from schemas/gateway/member-icon.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The member's avatar.
 */
export type MemberIconResponse = Success<MemberIconValue> | Failure;

/**
 * The member's avatar.
 */
export interface MemberIconCall {
  request: MemberIconRequest;
  response: MemberIconResponse;
}
/**
 * No parameters.
 */
export interface MemberIconRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Avatar.
 */
export interface MemberIconValue {
  /**
   * Avatar image path.
   */
  iconUrl: string;
}

/** The member's avatar. */
export const memberIcon: CallSpec<MemberIconCall> = { method: 'GET', path: '/wps/member/info/icon', token: true, encrypted: false };
