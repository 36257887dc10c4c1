/* This file is generated from schemas/gateway/system-help-center.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Help-centre articles as HTML, in the asked language (fallback EN, then the default language). On success, value: Articles.
 */
export type HelpCenterResponse = Success<HelpArticle[]> | Failure;

/**
 * Help-centre articles as HTML, in the asked language (fallback EN, then the default language).
 */
export interface HelpCenterCall {
  request: HelpCenterRequest;
  response: HelpCenterResponse;
}
/**
 * Language and device.
 */
export interface HelpCenterRequest {
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  lang?: string;
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
 * An article.
 */
export interface HelpArticle {
  /**
   * Anchor id.
   */
  id: string;
  /**
   * Title.
   */
  title: string;
  /**
   * HTML (sanitise before rendering).
   */
  content: string;
}

/** Help-centre articles as HTML, in the asked language (fallback EN, then the default language). */
export const systemHelpCenter: CallSpec<HelpCenterCall> = { method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false };
