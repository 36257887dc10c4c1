/* This file is generated from schemas/gateway/home-unread-count.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Unread platform messages of the member.
 */
export type UnreadCountResponse = Success<UnreadCountValue> | Failure;

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
