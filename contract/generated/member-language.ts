/* This file is generated from schemas/gateway/member-language.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Remembers the member's language.
 */
export type ChangeLanguageResponse = Success<ChangeLanguageValue> | Failure;

/**
 * Remembers the member's language.
 */
export interface ChangeLanguageCall {
  request: ChangeLanguageRequest;
  response: ChangeLanguageResponse;
}
/**
 * The language.
 */
export interface ChangeLanguageRequest {
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language: string;
}
/**
 * Stored language.
 */
export interface ChangeLanguageValue {
  /**
   * Language code.
   */
  language: string;
}

/** Remembers the member's language. */
export const memberLanguage: CallSpec<ChangeLanguageCall> = { method: 'POST', path: '/wps/member/language', token: true, encrypted: false };
