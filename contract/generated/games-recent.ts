/* This file is generated from schemas/gateway/games-recent.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, Game, GameType, Success } from './common.ts';

/**
 * Filters and paging.
 */
export type RecentGamesRequest = ClientParams & {
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  gameType?: GameType;
  /**
   * Page.
   */
  page?: number;
  /**
   * Per page.
   */
  pageSize?: number;
};
/**
 * The response envelope. Games the member launched, most recent first.
 */
export type RecentGamesResponse = Success<RecentGamesValue> | Failure;

/**
 * Games the member launched, most recent first.
 */
export interface RecentGamesCall {
  request: RecentGamesRequest;
  response: RecentGamesResponse;
}
/**
 * A page.
 */
export interface RecentGamesValue {
  /**
   * Games.
   */
  list: Game[];
  /**
   * Pages.
   */
  totalPages: number;
}

/** Games the member launched, most recent first. */
export const gamesRecent: CallSpec<RecentGamesCall> = { method: 'GET', path: '/wps/relay/GCS_recentGame', token: true, encrypted: false };
