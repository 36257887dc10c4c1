/* This file is generated from schemas/gateway/games-hot.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Game, GameType, Success } from './common.ts';

/**
 * The response envelope. Hot games of the merchant (vendor cards for sports, esports and cockfight).
 */
export type HotGamesResponse = Success<HotGamesValue> | Failure;

/**
 * Hot games of the merchant (vendor cards for sports, esports and cockfight).
 */
export interface HotGamesCall {
  request: HotGamesRequest;
  response: HotGamesResponse;
}
/**
 * Filters.
 */
export interface HotGamesRequest {
  /**
   * Merchant code (the Merchant header carries it too).
   */
  merchantCode?: string;
  /**
   * 2 on the site.
   */
  isPlatform?: number;
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  gameType?: GameType;
  /**
   * Client platform, e.g. "flash,html5-desktop", "html5-desktop" or "W".
   */
  platform?: string;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The hot list.
 */
export interface HotGamesValue {
  /**
   * Hot games, most popular first.
   */
  list: Game[];
}

/** Hot games of the merchant (vendor cards for sports, esports and cockfight). */
export const gamesHot: CallSpec<HotGamesCall> = { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', token: false, encrypted: false };
