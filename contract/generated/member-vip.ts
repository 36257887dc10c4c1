/* This file is generated from schemas/gateway/member-vip.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type MemberVipResponse = Success<MemberVipValue> | Failure;

/**
 * The member's VIP rank: its level and label, the valid bet placed so far, the next rank's threshold, and every rank of the merchant with its benefits. Real members only (a trial account: in_need_true_account).
 */
export interface MemberVipCall {
  request: MemberVipRequest;
  response: MemberVipResponse;
}
/**
 * Nothing but cache busting.
 */
export interface MemberVipRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * A rank and what it gives.
 */
export interface VipRank {
  /**
   * Its level (0: the rank every member starts at).
   */
  level: number;
  /**
   * Its label.
   */
  label: string;
  /**
   * The valid bet in all that reaches it.
   */
  threshold: number;
  /**
   * A bonus paid once on reaching it (0: none).
   */
  upgradeBonus: number;
  /**
   * The upgrade bonus's turnover requirement: valid bet of this many times the bonus before a withdrawal.
   */
  turnoverMultiple: number;
  /**
   * What points convert into at this rank, in percent more than at rank 0.
   */
  pointsBonusPercent: number;
  /**
   * Withdrawals a day beyond the merchant's daily count.
   */
  extraWithdrawals: number;
}
/**
 * Amounts in major units.
 */
export interface MemberVipValue {
  /**
   * The member's rank (0: no VIP rank yet). Ranks never fall.
   */
  level: number;
  /**
   * The rank's label (the operator's text).
   */
  label: string;
  /**
   * Every valid bet the member placed (pushes are none), which ranks them.
   */
  validBet: number;
  next?: VipNextRank;
  /**
   * Every rank of the merchant, lowest first.
   */
  ranks: VipRank[];
}
/**
 * The next rank and the valid bet that reaches it; absent at the top rank.
 */
export interface VipNextRank {
  /**
   * Its level.
   */
  level: number;
  /**
   * Its label.
   */
  label: string;
  /**
   * The valid bet in all that reaches it.
   */
  threshold: number;
}

/** The member's VIP rank: its level and label, the valid bet placed so far, the next rank's threshold, and every rank of the merchant with its benefits. Real members only (a trial account: in_need_true_account). */
export const memberVip: CallSpec<MemberVipCall> = { method: 'GET', path: '/wps/member/vip', token: true, encrypted: false };
