/* This file is generated from schemas/gateway/games-new-vendors.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Vendor lanes: one per game type of the merchant.
 */
export type NewGameVendorsResponse = NewGameVendorsSuccess | Failure;
/**
 * A platform game type.
 */
export type GameType = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "ELOTT" | "LOTT";

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
 * Success: value carries the payload.
 */
export interface NewGameVendorsSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: NewGameVendorsValue;
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
