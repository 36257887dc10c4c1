/* This file is generated from schemas/gateway/member-login-history.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. One page of logins.
 */
export type LoginHistoryResponse = Success<LoginHistoryValue> | Failure;

/**
 * The member's latest logins (at most 100 are kept), newest first, paged: when, from which address, and the browser and system in a few words.
 */
export interface LoginHistoryCall {
  request: LoginHistoryRequest;
  response: LoginHistoryResponse;
}
/**
 * Paging.
 */
export interface LoginHistoryRequest {
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Per page.
   */
  pageSize?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * One page of logins.
 */
export interface LoginHistoryValue {
  /**
   * Logins, newest first.
   */
  list: LoginRecord[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Logins in all.
   */
  totalCount: number;
}
/**
 * One login.
 */
export interface LoginRecord {
  /**
   * When, ms since the epoch.
   */
  at: number;
  /**
   * The client's address.
   */
  ip: string;
  /**
   * The browser and system from the User-Agent, e.g. 'Chrome on Android'; empty when unknown.
   */
  device: string;
}

/** The member's latest logins (at most 100 are kept), newest first, paged: when, from which address, and the browser and system in a few words. */
export const memberLoginHistory: CallSpec<LoginHistoryCall> = { method: 'GET', path: '/wps/member/loginHistory', token: true, encrypted: false };
