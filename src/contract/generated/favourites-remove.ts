/* This file is generated from schemas/gateway/favourites-remove.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType } from './common.ts';

/**
 * The response envelope. Removes a favourite (idempotent).
 */
export type RemoveFavoriteResponse = RemoveFavoriteSuccess | Failure;

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
/**
 * Success: value carries the payload.
 */
export interface RemoveFavoriteSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Always true.
   */
  value: boolean;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}

/** Removes a favourite (idempotent). */
export const favouritesRemove: CallSpec<RemoveFavoriteCall> = { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', token: true, encrypted: false };
