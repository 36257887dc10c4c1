/* This file is generated from schemas/gateway/captcha.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. A new single-use captcha for this client IP (replacing any earlier one); the answer is 4 digits. On success, value: The captcha image as a base64 PNG (no data: prefix).
 */
export type CaptchaResponse = Success<string> | Failure;

/**
 * A new single-use captcha for this client IP (replacing any earlier one); the answer is 4 digits.
 */
export interface CaptchaCall {
  request: CaptchaRequest;
  response: CaptchaResponse;
}
/**
 * No parameters.
 */
export interface CaptchaRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** A new single-use captcha for this client IP (replacing any earlier one); the answer is 4 digits. */
export const captcha: CallSpec<CaptchaCall> = { method: 'GET', path: '/wps/captcha', token: false, encrypted: false };
