/* This file is generated from schemas/gateway/referral-friends.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type ReferralFriendsResponse = Success<ReferralFriendsValue> | Failure;

/**
 * The member's friends, newest first, paged: each account partly hidden, when they registered and what they earned the member. Real members only (a trial account: in_need_true_account); function.not.available where the merchant's referral feature is off.
 */
export interface ReferralFriendsCall {
  request: ReferralFriendsRequest;
  response: ReferralFriendsResponse;
}
/**
 * Paging.
 */
export interface ReferralFriendsRequest {
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Per page.
   */
  pageSize?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * One page (major units).
 */
export interface ReferralFriendsValue {
  /**
   * Newest first.
   */
  list: ReferralFriend[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Rows in all.
   */
  totalCount: number;
}
/**
 * A friend.
 */
export interface ReferralFriend {
  /**
   * The friend's account with its middle hidden (ab***9).
   */
  account: string;
  /**
   * When they registered, ms since the epoch.
   */
  regDate: number;
  /**
   * What their rebates earned the member.
   */
  earned: number;
}

/** The member's friends, newest first, paged: each account partly hidden, when they registered and what they earned the member. Real members only (a trial account: in_need_true_account); function.not.available where the merchant's referral feature is off. */
export const referralFriends: CallSpec<ReferralFriendsCall> = { method: 'GET', path: '/wps/referral/friends', token: true, encrypted: false };
