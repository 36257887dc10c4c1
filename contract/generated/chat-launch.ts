/* This file is generated from schemas/gateway/chat-launch.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The chat room's address for this member.
 */
export type LaunchChatResponse = Success<LaunchChatValue> | Failure;

/**
 * Opens the merchant's chat room for the signed-in member (specification: response chatUrl; the request is not shown). Merchants without a chat room (support.chatRoom) refuse it with function.not.available; trial accounts with in_need_true_account.
 */
export interface LaunchChatCall {
  request: LaunchChatRequest;
  response: LaunchChatResponse;
}
/**
 * The room's language; the Language header when absent.
 */
export interface LaunchChatRequest {
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Where the chat room opens.
 */
export interface LaunchChatValue {
  /**
   * The chat room's https address, carrying the member's account and language.
   */
  chatUrl: string;
}

/** Opens the merchant's chat room for the signed-in member (specification: response chatUrl; the request is not shown). Merchants without a chat room (support.chatRoom) refuse it with function.not.available; trial accounts with in_need_true_account. */
export const chatLaunch: CallSpec<LaunchChatCall> = { method: 'GET', path: '/wps/relay/CBS_launchChat', token: true, encrypted: false };
