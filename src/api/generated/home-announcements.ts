/* This file is generated from schemas/gateway/home-announcements.json by `npm run gen`. Do not edit it by hand. */

/**
 * The response envelope. Banners (B), notices (PL), popups (PU) and promotions (PR); popups and promotions are filtered by execution (B visitors, A members, F first login).
 */
export type AnnouncementsResponse = AnnouncementsSuccess | Failure;

/**
 * Banners (B), notices (PL), popups (PU) and promotions (PR); popups and promotions are filtered by execution (B visitors, A members, F first login).
 */
export interface AnnouncementsCall {
  request: AnnouncementsRequest;
  response: AnnouncementsResponse;
}
/**
 * What to list.
 */
export interface AnnouncementsRequest {
  /**
   * Comma-separated kinds from B, PL, PU, PR.
   */
  types?: string;
  /**
   * Client platform, e.g. "flash,html5-desktop", "html5-desktop" or "W".
   */
  platform?: string;
  /**
   * Audience: B, A or F.
   */
  execution?: "A" | "B" | "F";
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
export interface AnnouncementsSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: AnnouncementsValue;
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
 * The kinds asked for (others empty).
 */
export interface AnnouncementsValue {
  /**
   * Banners.
   */
  banners: GatewayBanner[];
  /**
   * Notices.
   */
  player: Announcement[];
  /**
   * Popups.
   */
  popup: Announcement[];
  /**
   * Promotions.
   */
  promotion: Announcement[];
}
/**
 * A banner.
 */
export interface GatewayBanner {
  /**
   * Alt text.
   */
  title: string;
  /**
   * Image path.
   */
  url: string;
  /**
   * Banner group (w_home, w_login, ...).
   */
  groupName: string;
  /**
   * NONE, or URL when href is set.
   */
  linkageType: "NONE" | "URL";
  /**
   * Where a click goes (empty for none).
   */
  href: string;
}
/**
 * A notice, popup or promotion; content is HTML the site must sanitise.
 */
export interface Announcement {
  /**
   * Announcement id.
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * HTML content (untrusted: sanitise before rendering).
   */
  content: string;
  /**
   * Promotion kind; non-null shows the go-to-promotion button.
   */
  promotionType: string | null;
  /**
   * Audience: B before login, A after login, F first login.
   */
  execution: "A" | "B" | "F";
  /**
   * Kind: PL notice, PU popup, PR promotion.
   */
  type: "PL" | "PU" | "PR";
  /**
   * Publication time in ms.
   */
  createdAt: number;
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
