/* This file is generated from schemas/gateway/member-messages-delete.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. What was deleted.
 */
export type MessagesDeleteResponse = Success<MessagesDeleteValue> | Failure;

/**
 * Deletes one or more of the member's messages, read or not. Nothing is deleted when one id is not the member's (message.unknown). Real accounts only.
 */
export interface MessagesDeleteCall {
  request: MessagesDeleteRequest;
  response: MessagesDeleteResponse;
}
/**
 * The messages.
 */
export interface MessagesDeleteRequest {
  /**
   * 1 to 50 of the member's message ids.
   *
   * @minItems 1
   * @maxItems 50
   *
   * Items: A message of the member's (message.unknown otherwise, also for another member's message).
   */
  ids: number[];
}
/**
 * What was deleted and the unread count.
 */
export interface MessagesDeleteValue {
  /**
   * Messages deleted.
   */
  deleted: number;
  /**
   * The member's unread messages after the call (what CSP_unreadCount would say).
   */
  unread: number;
}

/** Deletes one or more of the member's messages, read or not. Nothing is deleted when one id is not the member's (message.unknown). Real accounts only. */
export const memberMessagesDelete: CallSpec<MessagesDeleteCall> = { method: 'POST', path: '/wps/relay/CSP_deleteMessages', token: true, encrypted: false };
