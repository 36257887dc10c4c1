/* This file is generated from schemas/gateway/referral-info.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type ReferralInfoResponse = Success<ReferralInfoValue> | Failure;

/**
 * The member's referral code (made on first ask and kept), what a referrer earns, how many friends registered with the code and what they earned the member in all. The invite link is the site's /register?referralCode=<code>. Real members only (a trial account: in_need_true_account); function.not.available where the merchant's referral feature is off.
 */
export interface ReferralInfoCall {
  request: ReferralInfoRequest;
  response: ReferralInfoResponse;
}
/**
 * Nothing but cache busting.
 */
export interface ReferralInfoRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Amounts in major units.
 */
export interface ReferralInfoValue {
  /**
   * The member's code: a registration (username or mobile) that names it in referralCode joins the member's friends; an unknown code links nothing and refuses nothing.
   */
  referralCode: string;
  /**
   * What the member earns of every rebate a friend claims, in percent.
   */
  sharePercent: number;
  /**
   * Friends who registered with the code.
   */
  friends: number;
  /**
   * What they earned the member in all.
   */
  earned: number;
}

/** The member's referral code (made on first ask and kept), what a referrer earns, how many friends registered with the code and what they earned the member in all. The invite link is the site's /register?referralCode=<code>. Real members only (a trial account: in_need_true_account); function.not.available where the merchant's referral feature is off. */
export const referralInfo: CallSpec<ReferralInfoCall> = { method: 'GET', path: '/wps/referral/info', token: true, encrypted: false };
