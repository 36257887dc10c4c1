/* This file is generated from schemas/gateway/home-announcements.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Announcement, Failure, GatewayBanner, Success } from './common.ts';

/**
 * The response envelope. Banners (B), notices (PL), popups (PU) and promotions (PR); popups and promotions are filtered by execution (B visitors, A members, F first login).
 */
export type AnnouncementsResponse = Success<AnnouncementsValue> | Failure;

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

/** Banners (B), notices (PL), popups (PU) and promotions (PR); popups and promotions are filtered by execution (B visitors, A members, F first login). */
export const homeAnnouncements: CallSpec<AnnouncementsCall> = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', token: false, encrypted: false };
