/* This file is generated from schemas/gateway/member-profile.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, MemberProfile, Success } from './common.ts';

/**
 * The response envelope. The profile.
 */
export type ProfileResponse = Success<MemberProfile> | Failure;

/**
 * The security centre's profile: the nickname, the bound mobile number and email (masked), and the values of the optional fields the merchant's registration collects.
 */
export interface ProfileCall {
  request: ProfileRequest;
  response: ProfileResponse;
}
/**
 * No parameters.
 */
export interface ProfileRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** The security centre's profile: the nickname, the bound mobile number and email (masked), and the values of the optional fields the merchant's registration collects. */
export const memberProfile: CallSpec<ProfileCall> = { method: 'GET', path: '/wps/member/profile', token: true, encrypted: false };
