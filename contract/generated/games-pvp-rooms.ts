/* This file is generated from schemas/gateway/games-pvp-rooms.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. PVP card rooms of a vendor or game.
 */
export type PvpRoomsResponse = Success<PvpRoomsValue> | Failure;

/**
 * PVP card rooms of a vendor or game. A vendor the merchant has no card games of is refused with game.vendor.not.found. The launch call takes a roomId and refuses a room whose minBalance the member's main wallet cannot cover.
 */
export interface PvpRoomsCall {
  request: PvpRoomsRequest;
  response: PvpRoomsResponse;
}
/**
 * Filters.
 */
export interface PvpRoomsRequest {
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  /**
   * Game code.
   */
  gameCode?: string;
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
 * Rooms.
 */
export interface PvpRoomsValue {
  /**
   * Rooms.
   */
  list: PvpRoom[];
}
/**
 * A room.
 */
export interface PvpRoom {
  /**
   * Room id.
   */
  roomId: number;
  /**
   * Name.
   */
  roomName: string;
  /**
   * Vendor.
   */
  vassalage: string;
  /**
   * Game code.
   */
  gameCode: string;
  /**
   * Smallest bet.
   */
  minBet: number;
  /**
   * Seated players.
   */
  players: number;
  /**
   * Seats.
   */
  maxPlayers: number;
  /**
   * The main-wallet balance a member needs to sit down, major units.
   */
  minBalance: number;
}

/** PVP card rooms of a vendor or game. A vendor the merchant has no card games of is refused with game.vendor.not.found. The launch call takes a roomId and refuses a room whose minBalance the member's main wallet cannot cover. */
export const gamesPvpRooms: CallSpec<PvpRoomsCall> = { method: 'GET', path: '/wps/relay/GLS2_roomList', token: false, encrypted: false };
