/* This file is generated from schemas/gateway/games-new-vendors.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, Success, VendorCard } from './common.ts';

/**
 * The response envelope. Vendor lanes: one per game type of the merchant.
 */
export type NewGameVendorsResponse = Success<NewGameVendorsValue> | Failure;

/**
 * Vendor lanes: one per game type of the merchant.
 */
export interface NewGameVendorsCall {
  request: NewGameVendorsRequest;
  response: NewGameVendorsResponse;
}
/**
 * Parameters.
 */
export interface NewGameVendorsRequest {
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
  /**
   * Refresh flag; ignored (nothing is cached server-side).
   */
  flush?: boolean | number;
}
/**
 * Lanes.
 */
export interface NewGameVendorsValue {
  data: LaneData;
}
/**
 * Lanes.
 */
export interface LaneData {
  /**
   * One lane per game type.
   */
  lanes: Lane[];
}
/**
 * A lane.
 */
export interface Lane {
  /**
   * Lane title.
   */
  title: string;
  gameType: GameType;
  /**
   * Vendor cards.
   */
  cards: VendorCard[];
  /**
   * Classes.
   */
  gameClassify: LaneClassify[];
}
/**
 * A class.
 */
export interface LaneClassify {
  /**
   * Class code.
   */
  key: string;
  /**
   * Name.
   */
  displayName: string;
  /**
   * Games.
   */
  gameCount: number;
}

/** Vendor lanes: one per game type of the merchant. */
export const gamesNewVendors: CallSpec<NewGameVendorsCall> = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', token: false, encrypted: false };
