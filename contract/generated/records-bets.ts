/* This file is generated from schemas/gateway/records-bets.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { BetRecord, BetTotals, Failure, GameTypePeriodQuery, Success } from './common.ts';

/**
 * The response envelope. The records.
 */
export type BetRecordsResponse = Success<BetRecordsValue> | Failure;

/**
 * The member's bets in a period (the betting record), newest first, paged, with the period's totals.
 */
export interface BetRecordsCall {
  request: GameTypePeriodQuery;
  response: BetRecordsResponse;
}
/**
 * One page of bets and the totals. Amounts in major units.
 */
export interface BetRecordsValue {
  /**
   * Bets, newest first.
   */
  list: BetRecord[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Bets in all.
   */
  totalCount: number;
  totals: BetTotals;
}

/** The member's bets in a period (the betting record), newest first, paged, with the period's totals. */
export const recordsBets: CallSpec<BetRecordsCall> = { method: 'GET', path: '/wps/relay/ODSFE2_betRecords', token: true, encrypted: false };
