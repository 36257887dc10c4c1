/* This file is generated from schemas/gateway/lottery-opened-game.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, OpenedNumbersValue, Success } from './common.ts';

/**
 * The response envelope. Past draws of a VN lottery game (deterministic from the clock).
 */
export type OpenedNumbersGameResponse = Success<OpenedNumbersValue> | Failure;

/**
 * Past draws of a VN lottery game (deterministic from the clock).
 */
export interface OpenedNumbersGameCall {
  request: OpenedNumbersGameRequest;
  response: OpenedNumbersGameResponse;
}
/**
 * The game.
 */
export interface OpenedNumbersGameRequest {
  /**
   * Lottery game code.
   */
  gameCode: string;
  /**
   * How many draws (default 10).
   */
  size?: number;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** Past draws of a VN lottery game (deterministic from the clock). */
export const lotteryOpenedGame: CallSpec<OpenedNumbersGameCall> = { method: 'GET', path: '/lgw/vn/numeros/opened/game', token: false, encrypted: false };
