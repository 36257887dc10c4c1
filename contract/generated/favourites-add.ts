/* This file is generated from schemas/gateway/favourites-add.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, Success } from './common.ts';

/**
 * The response envelope. Adds a favourite (idempotent). On success, value: Always true.
 */
export type AddFavoriteResponse = Success<boolean> | Failure;

/**
 * Adds a favourite (idempotent).
 */
export interface AddFavoriteCall {
  request: AddFavoriteRequest;
  response: AddFavoriteResponse;
}
/**
 * The game.
 */
export interface AddFavoriteRequest {
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

/** Adds a favourite (idempotent). */
export const favouritesAdd: CallSpec<AddFavoriteCall> = { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', token: true, encrypted: false };
