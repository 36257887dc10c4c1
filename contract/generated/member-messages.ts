/* This file is generated from schemas/gateway/member-messages.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Message, Success } from './common.ts';

/**
 * The response envelope. One page of messages.
 */
export type MessagesResponse = Success<MessagesValue> | Failure;

/**
 * One page of the member's platform messages, newest first, each with its read flag: notifications the gateway writes (deposits, withdrawals, transfers, feedback replies: `kind` and `params` say which, so the site can write them in the page's language) and messages the operator sends. Real accounts only (in_need_true_account for a trial account).
 */
export interface MessagesCall {
  request: MessagesRequest;
  response: MessagesResponse;
}
/**
 * Paging.
 */
export interface MessagesRequest {
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
 * One page of messages.
 */
export interface MessagesValue {
  /**
   * Messages, newest first.
   */
  list: Message[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Messages in all.
   */
  totalCount: number;
  /**
   * The member's unread messages after the call (what CSP_unreadCount would say).
   */
  unread: number;
}

/** One page of the member's platform messages, newest first, each with its read flag: notifications the gateway writes (deposits, withdrawals, transfers, feedback replies: `kind` and `params` say which, so the site can write them in the page's language) and messages the operator sends. Real accounts only (in_need_true_account for a trial account). */
export const memberMessages: CallSpec<MessagesCall> = { method: 'GET', path: '/wps/relay/CSP_messageList', token: true, encrypted: false };
