/* This file is generated from schemas/gateway/points-convert.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PointsConvertResponse = Success<PointsConvertValue> | Failure;

/**
 * Converts points into the main wallet at the member's VIP rate, in whole steps (points.convert.step with value.step otherwise): one ledger movement from the house, written with the points it spends. Refusals: points.insufficient (value.points) and the payment password's. Real members only (a trial account: in_need_true_account).
 */
export interface PointsConvertCall {
  request: PointsConvertRequest;
  response: PointsConvertResponse;
}
/**
 * How many points, and the payment password.
 */
export interface PointsConvertRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and spends nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * A multiple of the summary's convertPoints.
   */
  points: number;
  /**
   * The member's payment password: six digits (payment.password.missing when none is set, payment.password.incorrect when wrong; five wrong in 15 minutes: password.too.many.tries).
   */
  paymentPassword: string;
}
/**
 * What the conversion did (major units).
 */
export interface PointsConvertValue {
  /**
   * Points left.
   */
  points: number;
  /**
   * What reached the main wallet.
   */
  amount: number;
  /**
   * The main wallet's balance after it.
   */
  balance: number;
}

/** Converts points into the main wallet at the member's VIP rate, in whole steps (points.convert.step with value.step otherwise): one ledger movement from the house, written with the points it spends. Refusals: points.insufficient (value.points) and the payment password's. Real members only (a trial account: in_need_true_account). */
export const pointsConvert: CallSpec<PointsConvertCall> = { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', token: true, encrypted: true };
