/* This file is generated from schemas/gateway/games-menus.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, Success, VendorCard } from './common.ts';

/**
 * The response envelope. The lobby menu: one category per enabled product with its vendor cards and classes. On success, value: Categories in menu order.
 */
export type GameMenusResponse = Success<GameCategory[]> | Failure;

/**
 * The lobby menu: one category per enabled product with its vendor cards and classes.
 */
export interface GameMenusCall {
  request: GameMenusRequest;
  response: GameMenusResponse;
}
/**
 * Menu parameters.
 */
export interface GameMenusRequest {
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
   * Device class, WEB on the site.
   */
  device?: string;
}
/**
 * A category.
 */
export interface GameCategory {
  gameCategory: GameType;
  /**
   * Category title.
   */
  title: string;
  /**
   * Vendors.
   */
  cards: VendorCard[];
  /**
   * Extra classes.
   */
  gameClassify: GameClassify[];
}
/**
 * A class with its vendors.
 */
export interface GameClassify {
  /**
   * Class code.
   */
  key: string;
  /**
   * Class name.
   */
  displayName: string;
  /**
   * Vendor codes.
   */
  vendors: string[];
  /**
   * Games in the class.
   */
  gameCount: number;
}

/** The lobby menu: one category per enabled product with its vendor cards and classes. */
export const gamesMenus: CallSpec<GameMenusCall> = { method: 'GET', path: '/lgw/games/game_menus', token: false, encrypted: false };
