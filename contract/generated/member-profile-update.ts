/* This file is generated from schemas/gateway/member-profile-update.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, MemberProfile, Success } from './common.ts';

/**
 * The response envelope. The profile as stored.
 */
export type ProfileUpdateResponse = Success<MemberProfile> | Failure;

/**
 * Changes the nickname and the optional registration fields, each checked with its registration rule (the shared pattern catalogue). A field the merchant does not collect is profile.field.unknown; a set-once field (real name, birthday, ID number) that has a value is profile.field.locked.
 */
export interface ProfileUpdateCall {
  request: ProfileUpdateRequest;
  response: ProfileUpdateResponse;
}
/**
 * What changes: fields left out stay as they are.
 */
export interface ProfileUpdateRequest {
  /**
   * The new nickname: the merchant's nickname rule, else 2 to 20 characters.
   */
  nickname?: string;
  /**
   * Registration fields by name (payeeName, birthday, address, line, ...) and their new values; an empty value clears an optional field.
   */
  fields?: {
    [k: string]: string | undefined;
  };
}

/** Changes the nickname and the optional registration fields, each checked with its registration rule (the shared pattern catalogue). A field the merchant does not collect is profile.field.unknown; a set-once field (real name, birthday, ID number) that has a value is profile.field.locked. */
export const memberProfileUpdate: CallSpec<ProfileUpdateCall> = { method: 'PUT', path: '/wps/member/profile', token: true, encrypted: false };
