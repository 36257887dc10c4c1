/* This file is generated from schemas/gateway/favourites-list.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, Game, GameType, Success } from './common.ts';

/**
 * Filters and paging.
 */
export type FavoriteListRequest = ClientParams & {
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
};
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
