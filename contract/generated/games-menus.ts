/* This file is generated from schemas/gateway/games-menus.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ClientParams, Failure, GameType, Success, VendorCard } from './common.ts';

/**
 * Menu parameters.
 */
export type GameMenusRequest = ClientParams & {
  /**
   * Device class, WEB on the site.
   */
  device?: string;
};
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
