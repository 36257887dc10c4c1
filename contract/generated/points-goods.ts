/* This file is generated from schemas/gateway/points-goods.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PointsGoodsResponse = Success<PointsGoodsValue> | Failure;

/**
 * The points mall's goods (the reward list), in the mall's order. Anyone signed in may read it, trial accounts too (they cannot redeem).
 */
export interface PointsGoodsCall {
  request: PointsGoodsRequest;
  response: PointsGoodsResponse;
}
/**
 * Nothing but cache busting.
 */
export interface PointsGoodsRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The goods.
 */
export interface PointsGoodsValue {
  /**
   * The goods.
   */
  list: PointGood[];
}
/**
 * A good of the points mall.
 */
export interface PointGood {
  /**
   * The good.
   */
  goodId: number;
  /**
   * In the page's language (EN, else the merchant's default, as other operator texts).
   */
  name: string;
  /**
   * Plain text, in the page's language.
   */
  description: string;
  /**
   * Its picture (root-relative).
   */
  imageUrl: string;
  /**
   * What one of it is called (piece, voucher), in the page's language.
   */
  unit: string;
  /**
   * Points per unit (the points requirement).
   */
  points: number;
  /**
   * Major units paid from the main wallet per unit besides the points (the amount requirement); 0 when none.
   */
  amount: number;
  /**
   * Units left; absent when unlimited.
   */
  stock?: number;
  /**
   * Units one redemption may take.
   */
  maxQuantity: number;
  /**
   * What a redemption must give: a receiving address, an account to pay into (paid account), or nothing.
   */
  delivery: "ADDRESS" | "ACCOUNT" | "NONE";
}

/** The points mall's goods (the reward list), in the mall's order. Anyone signed in may read it, trial accounts too (they cannot redeem). */
export const pointsGoods: CallSpec<PointsGoodsCall> = { method: 'GET', path: '/wps/points/goods', token: true, encrypted: false };
