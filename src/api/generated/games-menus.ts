/* This file is generated from schemas/gateway/games-menus.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. The lobby menu: one category per enabled product with its vendor cards and classes.
 */
export type GameMenusResponse = GameMenusSuccess | Failure;
/**
 * A platform game type.
 */
export type GameType = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "ELOTT" | "LOTT";

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
 * Success: value carries the payload.
 */
export interface GameMenusSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Categories in menu order.
   */
  value: GameCategory[];
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
 * A vendor card of a menu or lane.
 */
export interface VendorCard {
  /**
   * Vendor code.
   */
  vassalage: string;
  /**
   * Vendor name.
   */
  displayName: string;
  gameType: GameType;
  /**
   * Code of the vendor lobby.
   */
  gameCode: string;
  /**
   * Always VASSALAGE.
   */
  isGame: "VASSALAGE";
  /**
   * Vendor logo path.
   */
  showIcon: string;
  /**
   * Vendor logo path.
   */
  iconUrl: string;
  /**
   * Games of this vendor and type.
   */
  gameCount: number;
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
