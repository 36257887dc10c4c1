/* This file is generated from schemas/gateway/lottery-menu.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LotteryGame, LotteryMenuQuery, Success } from './common.ts';

/**
 * The response envelope. Lottery games of the merchant for a prize mode.
 */
export type LotteryMenuResponse = Success<LotteryMenuValue> | Failure;

/**
 * Lottery games of the merchant for a prize mode.
 */
export interface LotteryMenuCall {
  request: LotteryMenuQuery;
  response: LotteryMenuResponse;
}
/**
 * Games.
 */
export interface LotteryMenuValue {
  /**
   * Lottery games.
   */
  list: LotteryGame[];
}

/** Lottery games of the merchant for a prize mode. */
export const lotteryMenu: CallSpec<LotteryMenuCall> = { method: 'GET', path: '/lgw/vn/games/game_menu', token: false, encrypted: false };
