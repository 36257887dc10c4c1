/* This file is generated from schemas/gateway/games-recent.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Game, GameType, Success } from './common.ts';

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
 * Filters and paging.
 */
export interface RecentGamesRequest {
  /**
   * Client type; 3 is the web site.
   */
  clientType?: number;
  /**
   * Client platform, e.g. "flash,html5-desktop", "html5-desktop" or "W".
   */
  platform?: string;
  /**
   * Sales channel; ignored.
   */
  channel?: string;
  /**
   * Merchant code (the Merchant header carries it too).
   */
  merchant?: string;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
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
