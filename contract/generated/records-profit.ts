/* This file is generated from schemas/gateway/records-profit.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { BetTotals, Failure, GameType, Success } from './common.ts';

/**
 * The response envelope. The records.
 */
export type ProfitLossResponse = Success<ProfitLossValue> | Failure;

/**
 * The member's profit and loss in a period, by day of the merchant's time zone and game type, newest day first, with the period's totals.
 */
export interface ProfitLossCall {
  request: ProfitLossRequest;
  response: ProfitLossResponse;
}
/**
 * The period.
 */
export interface ProfitLossRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Rows by day and game type (only those with bets), and the totals.
 */
export interface ProfitLossValue {
  /**
   * Newest day first, then game types in menu order.
   */
  rows: ProfitLossRow[];
  totals: BetTotals;
}
/**
 * One day and game type.
 */
export interface ProfitLossRow {
  /**
   * The day, YYYY-MM-DD, in the merchant's time zone.
   */
  day: string;
  gameType: GameType;
  totals: BetTotals;
}

/** The member's profit and loss in a period, by day of the merchant's time zone and game type, newest day first, with the period's totals. */
export const recordsProfit: CallSpec<ProfitLossCall> = { method: 'GET', path: '/wps/relay/ODSFE2_profitLoss', token: true, encrypted: false };
