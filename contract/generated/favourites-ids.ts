/* This file is generated from schemas/gateway/favourites-ids.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Ids of the member's favourite games.
 */
export type FavoriteIdsResponse = Success<FavoriteIdsValue> | Failure;

/**
 * Ids of the member's favourite games.
 */
export interface FavoriteIdsCall {
  request: FavoriteIdsRequest;
  response: FavoriteIdsResponse;
}
/**
 * Parameters.
 */
export interface FavoriteIdsRequest {
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
}
/**
 * Ids.
 */
export interface FavoriteIdsValue {
  /**
   * Favourite game ids, newest first.
   */
  list: number[];
}

/** Ids of the member's favourite games. */
export const favouritesIds: CallSpec<FavoriteIdsCall> = { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', token: true, encrypted: false };
