/* This file is generated from schemas/gateway/member-message-read.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Message, Success } from './common.ts';

/**
 * The response envelope. The message, now read.
 */
export type MessageReadResponse = Success<MessageReadValue> | Failure;

/**
 * Opens one of the member's messages and marks it read (again is no change). Real accounts only.
 */
export interface MessageReadCall {
  request: MessageReadRequest;
  response: MessageReadResponse;
}
/**
 * The message.
 */
export interface MessageReadRequest {
  /**
   * A message of the member's (message.unknown otherwise, also for another member's message).
   */
  id: number;
}
/**
 * The message and the unread count.
 */
export interface MessageReadValue {
  message: Message;
  /**
   * The member's unread messages after the call (what CSP_unreadCount would say).
   */
  unread: number;
}

/** Opens one of the member's messages and marks it read (again is no change). Real accounts only. */
export const memberMessageRead: CallSpec<MessageReadCall> = { method: 'POST', path: '/wps/relay/CSP_readMessage', token: true, encrypted: false };
