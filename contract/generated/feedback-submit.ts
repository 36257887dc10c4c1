/* This file is generated from schemas/gateway/feedback-submit.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Feedback, FeedbackType, Success } from './common.ts';

/**
 * The response envelope. The stored feedback.
 */
export type FeedbackSubmitResponse = Success<Feedback> | Failure;

/**
 * The member's feedback: a question type, a description within the merchant's word bounds (support.feedback.minWords and maxWords; words are runs of non-space characters) and up to 3 images uploaded before with POST /wps/upload/image (png or jpg, at most 5 MB each). Real accounts only; at most 10 an hour per member.
 */
export interface FeedbackSubmitCall {
  request: FeedbackSubmitRequest;
  response: FeedbackSubmitResponse;
}
/**
 * The feedback.
 */
export interface FeedbackSubmitRequest {
  type: FeedbackType;
  /**
   * What the member says: between the merchant's minWords and maxWords words (feedback.words otherwise, with min, max and words).
   */
  content: string;
  /**
   * 0 to 3 of the member's own uploads (upload.unknown otherwise).
   *
   * @maxItems 3
   */
  imageIds?: number[];
}

/** The member's feedback: a question type, a description within the merchant's word bounds (support.feedback.minWords and maxWords; words are runs of non-space characters) and up to 3 images uploaded before with POST /wps/upload/image (png or jpg, at most 5 MB each). Real accounts only; at most 10 an hour per member. */
export const feedbackSubmit: CallSpec<FeedbackSubmitCall> = { method: 'PUT', path: '/wps/feedback', token: true, encrypted: false };
