/* This file is generated from schemas/gateway/games-live-tables.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The vendor's tables.
 */
export type LiveTablesResponse = Success<LiveTablesValue> | Failure;

/**
 * The tables of one live casino vendor (specification: /wps/relay/CBS_modelList; its fields are not shown there, these are the reference gateway's): each table's game, dealer and studio, limits, seats or status, and its last results where the vendor gives them. A vendor the merchant has no live games of is refused with game.vendor.not.found.
 */
export interface LiveTablesCall {
  request: LiveTablesRequest;
  response: LiveTablesResponse;
}
/**
 * The vendor whose tables to list.
 */
export interface LiveTablesRequest {
  /**
   * Live vendor code.
   */
  vassalage: string;
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
 * Tables.
 */
export interface LiveTablesValue {
  /**
   * Tables, open ones first.
   */
  list: LiveTable[];
}
/**
 * A live table (a model, in the specification's word).
 */
export interface LiveTable {
  /**
   * Table id.
   */
  modelId: number;
  /**
   * Table name.
   */
  modelName: string;
  /**
   * Vendor.
   */
  vassalage: string;
  /**
   * The game the table launches (the launch call's nodeId).
   */
  nodeId: number;
  /**
   * Vendor game code.
   */
  gameCode: string;
  /**
   * What is played: BACCARAT, ROULETTE, BLACKJACK, SICBO, DRAGON_TIGER, FAN_TAN, POKER, COLOR_GAME, ANDAR_BAHAR.
   */
  gameKind:
    | "BACCARAT"
    | "ROULETTE"
    | "BLACKJACK"
    | "SICBO"
    | "DRAGON_TIGER"
    | "FAN_TAN"
    | "POKER"
    | "COLOR_GAME"
    | "ANDAR_BAHAR";
  /**
   * The dealer's first name; empty for a table without one (an automatic wheel).
   */
  dealer: string;
  /**
   * Where the table is filmed.
   */
  studio: string;
  /**
   * Smallest bet, major units.
   */
  minBet: number;
  /**
   * Largest bet, major units.
   */
  maxBet: number;
  /**
   * Seats at the table; 0 for a table without seats (unlimited players).
   */
  seats: number;
  /**
   * Players at the table now.
   */
  players: number;
  /**
   * open; full (every seat taken); closed (between shoes or shifts).
   */
  status: "open" | "full" | "closed";
  /**
   * The last results, newest last (baccarat B/P/T, dragon tiger D/T/T, roulette and sic bo numbers); empty where the vendor gives none.
   *
   * @maxItems 20
   */
  road: string[];
}

/** The tables of one live casino vendor (specification: /wps/relay/CBS_modelList; its fields are not shown there, these are the reference gateway's): each table's game, dealer and studio, limits, seats or status, and its last results where the vendor gives them. A vendor the merchant has no live games of is refused with game.vendor.not.found. */
export const gamesLiveTables: CallSpec<LiveTablesCall> = { method: 'GET', path: '/wps/relay/CBS_modelList', token: false, encrypted: false };
