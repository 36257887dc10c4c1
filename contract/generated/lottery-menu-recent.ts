/* This file is generated from schemas/gateway/lottery-menu-recent.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LotteryGame, Success } from './common.ts';

/**
 * The response envelope. Lottery games the member launched lately.
 */
export type LotteryMenuRecentResponse = Success<LotteryMenuRecentValue> | Failure;

/**
 * Lottery games the member launched lately.
 */
export interface LotteryMenuRecentCall {
  request: LotteryMenuRecentRequest;
  response: LotteryMenuRecentResponse;
}
/**
 * Parameters.
 */
export interface LotteryMenuRecentRequest {
  /**
   * Prize mode.
   */
  prizeMode?: "LOTT" | "ZY" | "ELOTT" | "SEA";
  /**
   * Device class, WEB on the site.
   */
  device?: string;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Games.
 */
export interface LotteryMenuRecentValue {
  /**
   * Lottery games, most recent first.
   */
  list: LotteryGame[];
}

/** Lottery games the member launched lately. */
export const lotteryMenuRecent: CallSpec<LotteryMenuRecentCall> = { method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: true, encrypted: false };
