/* This file is generated from schemas/gateway/member-language.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. Remembers the member's language.
 */
export type ChangeLanguageResponse = ChangeLanguageSuccess | Failure;

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
 * Success: value carries the payload.
 */
export interface ChangeLanguageSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: ChangeLanguageValue;
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
