/* This file is generated from schemas/gateway/games-launch.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, Success } from './common.ts';

/**
 * The response envelope. Launches a game: needs a member, a real (non-trial) one unless accountType is 0; accountType 0 only where supportPlay is 0.
 */
export type LaunchGameResponse = Success<LaunchGameValue> | Failure;

/**
 * Launches a game: needs a member, a real (non-trial) one unless accountType is 0; accountType 0 only where supportPlay is 0. Recorded in recent games.
 */
export interface LaunchGameCall {
  request: LaunchGameRequest;
  response: LaunchGameResponse;
}
/**
 * What to launch.
 */
export interface LaunchGameRequest {
  /**
   * GLS, or LOTT for lottery.
   */
  launchMode?: "GLS" | "LOTT";
  /**
   * 1 real money, 0 free play.
   */
  accountType?: 0 | 1;
  gameType?: GameType;
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  /**
   * Vendor game code.
   */
  gameCode?: string;
  /**
   * Game id.
   */
  nodeId?: number;
  /**
   * A PVP room of the game (GLS2_roomList): refused with game.room.not.found when it is not one of the game's, and with game.room.balance.low when the main wallet is below its minBalance.
   */
  roomId?: number;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Client platform, e.g. "flash,html5-desktop", "html5-desktop" or "W".
   */
  platform?: string;
  /**
   * Where the game page's back link goes.
   */
  backUrl?: string;
  /**
   * Client type; 3 is the web site.
   */
  clientType?: number;
  /**
   * Lottery area (VN).
   */
  lottoArea?: string;
  /**
   * Prize mode.
   */
  lottoPrizeMode?: "LOTT" | "ZY" | "ELOTT" | "SEA";
  /**
   * Lottery game code.
   */
  lottoGameCode?: string;
  /**
   * betting or lobby.
   */
  lottoView?: "betting" | "lobby";
  /**
   * Device class, WEB on the site.
   */
  device?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Where the game runs.
 */
export interface LaunchGameValue {
  /**
   * Absolute URL of the demo game page.
   */
  gameUrl: string;
}

/** Launches a game: needs a member, a real (non-trial) one unless accountType is 0; accountType 0 only where supportPlay is 0. Recorded in recent games. */
export const gamesLaunch: CallSpec<LaunchGameCall> = { method: 'GET', path: '/wps/game/launchGame', token: true, encrypted: false };
