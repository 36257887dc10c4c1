/* This file is generated from schemas/gateway/captcha-slider.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Invented: a new single-use slider challenge for this client IP (replacing any earlier one), valid 2 minutes. The gateway keeps the gap's x offset; the answer goes in sliderData of the login and SMS calls.
 */
export type SliderCaptchaResponse = Success<SliderChallenge> | Failure;

/**
 * Invented: a new single-use slider challenge for this client IP (replacing any earlier one), valid 2 minutes. The gateway keeps the gap's x offset; the answer goes in sliderData of the login and SMS calls.
 */
export interface SliderCaptchaCall {
  request: SliderCaptchaRequest;
  response: SliderCaptchaResponse;
}
/**
 * No parameters, or told for the challenge a visitor who cannot see the picture solves.
 */
export interface SliderCaptchaRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
  /**
   * 1: the answer also tells where the gap is (gapX), for a visitor who cannot see the picture (a screen-reader user). The same single-use challenge, answered the same way (decision 0021). Capped per client and per merchant an hour (the reference gateway: 5 and 200): past a cap, captcha.told.too.many.requests with value.retryAfterSeconds, and the challenge the client holds stays.
   */
  told?: 1;
}
/**
 * The picture with a gap, and the piece that fills it, to be slid along x.
 */
export interface SliderChallenge {
  /**
   * The picture with the gap, a base64 PNG (no data: prefix).
   */
  background: string;
  /**
   * The piece, a base64 PNG of pieceSize × pieceSize.
   */
  piece: string;
  /**
   * Picture width in px; the answer is an x offset between 0 and width − pieceSize.
   */
  width: number;
  /**
   * Picture height in px.
   */
  height: number;
  /**
   * The piece's side in px.
   */
  pieceSize: number;
  /**
   * Where the piece sits from the top, in px (the gap's row).
   */
  pieceY: number;
  /**
   * Only when told: the gap's x offset, the answer to give. The page announces it and shows it as text.
   */
  gapX?: number;
}

/** Invented: a new single-use slider challenge for this client IP (replacing any earlier one), valid 2 minutes. The gateway keeps the gap's x offset; the answer goes in sliderData of the login and SMS calls. */
export const captchaSlider: CallSpec<SliderCaptchaCall> = { method: 'GET', path: '/wps/captcha/slider', token: false, encrypted: false };
