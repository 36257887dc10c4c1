/* This file is generated from schemas/gateway/favourites-remove.json by `npm run gen`. Do not edit it by hand. */

/**
 * A platform game type.
 */
export type GameType = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "ELOTT" | "LOTT";
/**
 * The response envelope. Removes a favourite (idempotent).
 */
export type RemoveFavoriteResponse = RemoveFavoriteSuccess | Failure;

/**
 * Removes a favourite (idempotent).
 */
export interface RemoveFavoriteCall {
  request: RemoveFavoriteRequest;
  response: RemoveFavoriteResponse;
}
/**
 * The game.
 */
export interface RemoveFavoriteRequest {
  /**
   * Game id.
   */
  nodeId: number;
  /**
   * Vendor code.
   */
  vendor?: string;
  gameType?: GameType;
}
/**
 * Success: value carries the payload.
 */
export interface RemoveFavoriteSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Always true.
   */
  value: boolean;
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
