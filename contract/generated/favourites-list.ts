/* This file is generated from schemas/gateway/favourites-list.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Game, GameType, Success } from './common.ts';

/**
 * The response envelope. The member's favourite games, paged.
 */
export type FavoriteListResponse = Success<FavoriteListValue> | Failure;

/**
 * The member's favourite games, paged.
 */
export interface FavoriteListCall {
  request: FavoriteListRequest;
  response: FavoriteListResponse;
}
/**
 * Filters and paging.
 */
export interface FavoriteListRequest {
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
  gameType?: GameType;
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  /**
   * Page.
   */
  pageNo?: number;
  /**
   * Per page (999 on the site).
   */
  pageSize?: number;
}
/**
 * A page.
 */
export interface FavoriteListValue {
  /**
   * Games.
   */
  content: Game[];
  /**
   * This page.
   */
  pageNum: number;
  /**
   * Pages.
   */
  totalPages: number;
  /**
   * Favourites matching.
   */
  totalCount: number;
}

/** The member's favourite games, paged. */
export const favouritesList: CallSpec<FavoriteListCall> = { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', token: true, encrypted: false };
