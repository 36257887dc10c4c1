/* This file is generated from schemas/gateway/games-list.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, Game, GameType, Success } from './common.ts';

/**
 * Filters and paging.
 */
export type GameListRequest = ClientParams & {
  gameType?: GameType;
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  /**
   * Class filter.
   */
  gameClassify?: string;
  /**
   * Name contains (case-insensitive).
   */
  gameName?: string;
  /**
   * 1 for new games only.
   */
  isNew?: 0 | 1;
  /**
   * 1 for hot games only.
   */
  isHot?: 0 | 1;
  /**
   * Games whose min bet is at most this.
   */
  minBet?: number;
  /**
   * Ignored.
   */
  minLineNum?: number;
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Games per page (12 or 18 on the site).
   */
  pageSize?: number;
};
/**
 * The response envelope. Paged game list with filters; name search is case-insensitive on the display name.
 */
export type GameListResponse = Success<GameListValue> | Failure;

/**
 * Paged game list with filters; name search is case-insensitive on the display name.
 */
export interface GameListCall {
  request: GameListRequest;
  response: GameListResponse;
}
/**
 * A page.
 */
export interface GameListValue {
  /**
   * Games of the page.
   */
  games: Game[];
  /**
   * Pages.
   */
  totalPages: number;
  /**
   * Matching games.
   */
  totalCount: number;
  /**
   * This page.
   */
  pageNo: number;
}

/** Paged game list with filters; name search is case-insensitive on the display name. */
export const gamesList: CallSpec<GameListCall> = { method: 'GET', path: '/wps/relay/GCSGAME_gameList', token: false, encrypted: false };
