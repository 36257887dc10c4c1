/* This file is generated from schemas/gateway/favourites-remove.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, Success } from './common.ts';

/**
 * The response envelope. Removes a favourite (idempotent). On success, value: Always true.
 */
export type RemoveFavoriteResponse = Success<boolean> | Failure;

/**
 * Removes a favourite (idempotent).
 */
export interface RemoveFavoriteCall {
  request: RemoveFavoriteRequest;
  response: RemoveFavoriteResponse;
}
/**
 * The game.
 */
export interface RemoveFavoriteRequest {
  /**
   * Game id.
   */
  nodeId: number;
  /**
   * Vendor code.
   */
  vendor?: string;
  gameType?: GameType;
}

/** Removes a favourite (idempotent). */
export const favouritesRemove: CallSpec<RemoveFavoriteCall> = { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', token: true, encrypted: false };
