/* This file is generated from schemas/gateway/games-hot.json by `npm run gen`. Do not edit it by hand. */

/**
 * A platform game type.
 */
export type GameType = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "ELOTT" | "LOTT";
/**
 * The response envelope. Hot games of the merchant (vendor cards for sports, esports and cockfight).
 */
export type HotGamesResponse = HotGamesSuccess | Failure;

/**
 * Hot games of the merchant (vendor cards for sports, esports and cockfight).
 */
export interface HotGamesCall {
  request: HotGamesRequest;
  response: HotGamesResponse;
}
/**
 * Filters.
 */
export interface HotGamesRequest {
  /**
   * Merchant code (the Merchant header carries it too).
   */
  merchantCode?: string;
  /**
   * 2 on the site.
   */
  isPlatform?: number;
  /**
   * Vendor code; empty means all vendors.
   */
  vassalage?: string;
  gameType?: GameType;
  /**
   * Client platform, e.g. "flash,html5-desktop", "html5-desktop" or "W".
   */
  platform?: string;
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
 * Success: value carries the payload.
 */
export interface HotGamesSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: HotGamesValue;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}
/**
 * The hot list.
 */
export interface HotGamesValue {
  /**
   * Hot games, most popular first.
   */
  list: Game[];
}
/**
 * A game, or a vendor card (isGame VASSALAGE) that opens that vendor's list.
 */
export interface Game {
  /**
   * Unique id of the game.
   */
  nodeId: number;
  /**
   * Name of the game.
   */
  gameName: string;
  /**
   * Same as gameName (older clients read this).
   */
  nodeName: string;
  /**
   * Name to show.
   */
  displayName: string;
  /**
   * Vendor code.
   */
  vassalage: string;
  gameType: GameType;
  /**
   * The vendor's code of the game.
   */
  gameCode: string;
  /**
   * Extra class (SC, VP, JP, TG, AC, BG, Crash) or empty.
   */
  gameClassify: string;
  /**
   * Icon path (root-relative; prefix an imageCDNs host when cross-origin).
   */
  showIcon: string;
  /**
   * Same icon as showIcon.
   */
  iconUrl: string;
  /**
   * Large icon path.
   */
  lagerIcon: string;
  /**
   * GAME for a game, VASSALAGE for a vendor card.
   */
  isGame: "GAME" | "VASSALAGE";
  /**
   * 1 shows the hot badge.
   */
  isHot: 0 | 1;
  /**
   * 1 for a new game.
   */
  isNew: 0 | 1;
  /**
   * 0 means free trial (accountType 0) is available.
   */
  supportPlay: 0 | 1;
  /**
   * Smallest bet.
   */
  minBet: number;
}
/**
 * A refused call: errorCode is stable, message is for people; value may carry details (a failed login's captcha flag).
 */
export interface Failure {
  /**
   * The call was refused.
   */
  success: false;
  /**
   * null, or details such as { captcha: true }.
   */
  value: null | {
    [k: string]: unknown | undefined;
  };
  /**
   * Human-readable reason.
   */
  message: string;
  /**
   * Stable code, e.g. login.not.session, function.not.available, request.invalid.
   */
  errorCode: string;
}
