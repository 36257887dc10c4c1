/* This file is generated from schemas/gateway/games-vendor-types.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, Success } from './common.ts';

/**
 * The response envelope. Game type → vendor codes of the merchant.
 */
export type VendorGameTypesResponse = Success<VendorGameTypesValue> | Failure;

/**
 * Game type → vendor codes of the merchant.
 */
export interface VendorGameTypesCall {
  request: ClientParams;
  response: VendorGameTypesResponse;
}
/**
 * The map.
 */
export interface VendorGameTypesValue {
  /**
   * Game type → vendor codes.
   */
  content: {
    [k: string]: string[] | undefined;
  };
}

/** Game type → vendor codes of the merchant. */
export const gamesVendorTypes: CallSpec<VendorGameTypesCall> = { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', token: false, encrypted: false };
