/* This file is generated from schemas/gateway/games-new-vendors.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, GameType, Success, VendorCard } from './common.ts';

/**
 * Parameters.
 */
export type NewGameVendorsRequest = ClientParams & {
  /**
   * Refresh flag; ignored (nothing is cached server-side).
   */
  flush?: boolean | number;
};
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
