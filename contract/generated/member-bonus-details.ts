/* This file is generated from schemas/gateway/member-bonus-details.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. One page of movements and the period's totals.
 */
export type BonusDetailsResponse = Success<BonusDetailsValue> | Failure;

/**
 * The member's bonuses granted in a period (at most 92 days), newest first, paged: what each paid, its turnover requirement and how much of it is done; with the requirement still open over all bonuses. Real members only (a trial account: in_need_true_account).
 */
export interface BonusDetailsCall {
  request: BonusDetailsRequest;
  response: BonusDetailsResponse;
}
/**
 * The period the bonuses were granted in, a status filter and paging.
 */
export interface BonusDetailsRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone, as the page sends it.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Only the bonuses whose turnover requirement is still open, or met (a bonus without one is met when granted).
   */
  status?: "ALL" | "OPEN" | "MET";
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
export interface BonusDetailsValue {
  /**
   * Newest first.
   */
  list: BonusRecord[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Bonuses in all (the filter and period).
   */
  totalCount: number;
  /**
   * What those bonuses paid in all.
   */
  totalAmount: number;
  /**
   * The valid bet all the member's open bonuses still require, whatever the period: a withdrawal waits until it is 0.
   */
  turnoverRemaining: number;
}
/**
 * One bonus: what it paid and the valid bet it requires.
 */
export interface BonusRecord {
  /**
   * The bonus.
   */
  bonusId: number;
  /**
   * What paid it: a promotion, a reward-centre ticket (red envelope, prize wheel, golden egg), a raffle prize, a VIP upgrade, or the operator.
   */
  source: "promotion" | "red-envelope" | "wheel" | "golden-egg" | "raffle" | "vip" | "operator";
  /**
   * Its name, as the operator wrote it (e.g. the promotion's title).
   */
  title: string;
  /**
   * What it paid into the main wallet.
   */
  amount: number;
  /**
   * The valid bet it requires: the amount times its turnover multiple (0: none).
   */
  turnoverRequired: number;
  /**
   * The valid bet placed towards it so far (bets work the member's open bonuses off oldest first).
   */
  turnoverDone: number;
  /**
   * When it was paid, ms since the epoch.
   */
  grantedAt: number;
  /**
   * When its requirement was met, ms since the epoch; null while it is open.
   */
  metAt: number | null;
}

/** The member's bonuses granted in a period (at most 92 days), newest first, paged: what each paid, its turnover requirement and how much of it is done; with the requirement still open over all bonuses. Real members only (a trial account: in_need_true_account). */
export const memberBonusDetails: CallSpec<BonusDetailsCall> = { method: 'GET', path: '/wps/member/bonus/details', token: true, encrypted: false };
