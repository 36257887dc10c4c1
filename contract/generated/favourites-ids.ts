/* This file is generated from schemas/gateway/favourites-ids.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, Success } from './common.ts';

/**
 * The response envelope. Ids of the member's favourite games.
 */
export type FavoriteIdsResponse = Success<FavoriteIdsValue> | Failure;

/**
 * Ids of the member's favourite games.
 */
export interface FavoriteIdsCall {
  request: ClientParams;
  response: FavoriteIdsResponse;
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
