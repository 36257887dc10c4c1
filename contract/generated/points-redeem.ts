/* This file is generated from schemas/gateway/points-redeem.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, PointRedemption, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PointsRedeemResponse = Success<PointsRedeemValue> | Failure;

/**
 * Redeems a good: takes its points (and its amount from the main wallet) and a unit of stock per unit at once, and leaves the redemption in process until the operator approves or rejects it (a rejection gives everything back). Refusals: points.good.unknown, points.quantity.invalid (value.max), points.address.required, points.account.required, points.stock.out, points.insufficient (value.points), wallet.balance.insufficient, and the payment password's. Real members only (a trial account: in_need_true_account).
 */
export interface PointsRedeemCall {
  request: PointsRedeemRequest;
  response: PointsRedeemResponse;
}
/**
 * The good, how many, where it goes, and the payment password.
 */
export interface PointsRedeemRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and spends nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * The good.
   */
  goodId: number;
  /**
   * Units, at most the good's maxQuantity.
   */
  quantity: number;
  /**
   * The receiving address, for a good delivered to one.
   */
  address?: string;
  /**
   * The account to pay into (a mobile number for load), for a good paid into one.
   */
  paidAccount?: string;
  /**
   * The member's payment password: six digits (payment.password.missing when none is set, payment.password.incorrect when wrong; five wrong in 15 minutes: password.too.many.tries).
   */
  paymentPassword: string;
}
/**
 * The redemption and what the member has left.
 */
export interface PointsRedeemValue {
  redemption: PointRedemption;
  /**
   * Points left.
   */
  points: number;
  /**
   * The main wallet's balance after it (major units).
   */
  balance: number;
}

/** Redeems a good: takes its points (and its amount from the main wallet) and a unit of stock per unit at once, and leaves the redemption in process until the operator approves or rejects it (a rejection gives everything back). Refusals: points.good.unknown, points.quantity.invalid (value.max), points.address.required, points.account.required, points.stock.out, points.insufficient (value.points), wallet.balance.insufficient, and the payment password's. Real members only (a trial account: in_need_true_account). */
export const pointsRedeem: CallSpec<PointsRedeemCall> = { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', token: true, encrypted: true };
