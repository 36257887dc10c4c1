/* This file is generated from schemas/gateway/member-profile.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, MemberProfile } from './common.ts';

/**
 * The response envelope. The profile.
 */
export type ProfileResponse = ProfileSuccess | Failure;

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
/**
 * Success: value carries the payload.
 */
export interface ProfileSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: MemberProfile;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}

/** The security centre's profile: the nickname, the bound mobile number and email (masked), and the values of the optional fields the merchant's registration collects. */
export const memberProfile: CallSpec<ProfileCall> = { method: 'GET', path: '/wps/member/profile', token: true, encrypted: false };
