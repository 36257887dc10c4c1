/* This file is generated from schemas/gateway/lottery-opened-numero.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, OpenedNumbersValue, Success } from './common.ts';

/**
 * The response envelope. Past draws of a lottery game (same data, the lotto gateway path).
 */
export type OpenedNumbersNumeroResponse = Success<OpenedNumbersValue> | Failure;

/**
 * Past draws of a lottery game (same data, the lotto gateway path).
 */
export interface OpenedNumbersNumeroCall {
  request: OpenedNumbersNumeroRequest;
  response: OpenedNumbersNumeroResponse;
}
/**
 * The game.
 */
export interface OpenedNumbersNumeroRequest {
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

/** Past draws of a lottery game (same data, the lotto gateway path). */
export const lotteryOpenedNumero: CallSpec<OpenedNumbersNumeroCall> = { method: 'GET', path: '/lotto/lgw/games/opened/numero', token: false, encrypted: false };
