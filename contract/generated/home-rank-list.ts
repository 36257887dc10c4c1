/* This file is generated from schemas/gateway/home-rank-list.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Winner board: the biggest wins, by winAmount descending.
 */
export type RankListResponse = Success<RankListValue> | Failure;

/**
 * Winner board: the biggest wins, by winAmount descending.
 */
export interface RankListCall {
  request: RankListRequest;
  response: RankListResponse;
}
/**
 * Parameters.
 */
export interface RankListRequest {
  /**
   * ALL or a game type.
   */
  gameCategory?: string;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Entries (default 20).
   */
  limitNum?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Entries.
 */
export interface RankListValue {
  /**
   * Wins.
   */
  list: RankEntry[];
}
/**
 * A win.
 */
export interface RankEntry {
  /**
   * Game icon path.
   */
  iconUrl: string;
  /**
   * Game.
   */
  gameName: string;
  /**
   * Masked player name.
   */
  customerName: string;
  /**
   * Amount won.
   */
  winAmount: number;
}

/** Winner board: the biggest wins, by winAmount descending. */
export const homeRankList: CallSpec<RankListCall> = { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', token: false, encrypted: false };
