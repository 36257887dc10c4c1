/* This file is generated from schemas/gateway/home-unread-count.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. Unread platform messages of the member.
 */
export type UnreadCountResponse = UnreadCountSuccess | Failure;

/**
 * Unread platform messages of the member. Trial accounts have none and are refused (in_need_true_account), as the site never asks for theirs.
 */
export interface UnreadCountCall {
  request: UnreadCountRequest;
  response: UnreadCountResponse;
}
/**
 * No parameters.
 */
export interface UnreadCountRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface UnreadCountSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: UnreadCountValue;
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
 * Counts.
 */
export interface UnreadCountValue {
  /**
   * Unread messages.
   */
  count: number;
}

/** Unread platform messages of the member. Trial accounts have none and are refused (in_need_true_account), as the site never asks for theirs. */
export const homeUnreadCount: CallSpec<UnreadCountCall> = { method: 'GET', path: '/wps/relay/CSP_unreadCount', token: true, encrypted: false };
