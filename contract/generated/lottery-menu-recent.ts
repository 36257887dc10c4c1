/* This file is generated from schemas/gateway/lottery-menu-recent.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LotteryGame, LotteryMenuQuery, Success } from './common.ts';

/**
 * The response envelope. Lottery games the member launched lately.
 */
export type LotteryMenuRecentResponse = Success<LotteryMenuRecentValue> | Failure;

/**
 * Lottery games the member launched lately.
 */
export interface LotteryMenuRecentCall {
  request: LotteryMenuQuery;
  response: LotteryMenuRecentResponse;
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
