/* This file is generated from schemas/gateway/member-messages-read-all.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. What was marked.
 */
export type MessagesReadAllResponse = Success<MessagesReadAllValue> | Failure;

/**
 * Marks every message of the member read. Real accounts only.
 */
export interface MessagesReadAllCall {
  request: MessagesReadAllRequest;
  response: MessagesReadAllResponse;
}
/**
 * No parameters.
 */
export interface MessagesReadAllRequest {}
/**
 * What was marked read.
 */
export interface MessagesReadAllValue {
  /**
   * Messages that were unread.
   */
  marked: number;
  /**
   * The member's unread messages after the call (what CSP_unreadCount would say).
   */
  unread: number;
}

/** Marks every message of the member read. Real accounts only. */
export const memberMessagesReadAll: CallSpec<MessagesReadAllCall> = { method: 'POST', path: '/wps/relay/CSP_readAllMessages', token: true, encrypted: false };
