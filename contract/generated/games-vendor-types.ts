/* This file is generated from schemas/gateway/games-vendor-types.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Game type → vendor codes of the merchant.
 */
export type VendorGameTypesResponse = Success<VendorGameTypesValue> | Failure;

/**
 * Game type → vendor codes of the merchant.
 */
export interface VendorGameTypesCall {
  request: VendorGameTypesRequest;
  response: VendorGameTypesResponse;
}
/**
 * Parameters.
 */
export interface VendorGameTypesRequest {
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
