/* This file is generated from schemas/gateway/feedback-list.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Feedback, Success } from './common.ts';

/**
 * The response envelope. One page of feedback.
 */
export type FeedbackListResponse = Success<FeedbackListValue> | Failure;

/**
 * The member's earlier feedback, newest first, each with the operator's replies (oldest first). Real accounts only.
 */
export interface FeedbackListCall {
  request: FeedbackListRequest;
  response: FeedbackListResponse;
}
/**
 * Paging.
 */
export interface FeedbackListRequest {
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
 * One page of feedback.
 */
export interface FeedbackListValue {
  /**
   * Feedback, newest first.
   */
  list: Feedback[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Feedback in all.
   */
  totalCount: number;
}

/** The member's earlier feedback, newest first, each with the operator's replies (oldest first). Real accounts only. */
export const feedbackList: CallSpec<FeedbackListCall> = { method: 'GET', path: '/wps/feedback/list', token: true, encrypted: false };
