/* This file is generated from schemas/gateway/points-redemptions.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, PointRedemption, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PointsRedemptionsResponse = Success<PointsRedemptionsValue> | Failure;

/**
 * The member's redemptions (the redeem history), newest first, paged, optionally of one status. Real members only (a trial account: in_need_true_account).
 */
export interface PointsRedemptionsCall {
  request: PointsRedemptionsRequest;
  response: PointsRedemptionsResponse;
}
/**
 * A status filter and paging.
 */
export interface PointsRedemptionsRequest {
  /**
   * Only redemptions in this status.
   */
  status?: "ALL" | "IN_PROCESS" | "REJECTED" | "APPROVED";
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
 * One page.
 */
export interface PointsRedemptionsValue {
  /**
   * Newest first.
   */
  list: PointRedemption[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Rows in all.
   */
  totalCount: number;
}

/** The member's redemptions (the redeem history), newest first, paged, optionally of one status. Real members only (a trial account: in_need_true_account). */
export const pointsRedemptions: CallSpec<PointsRedemptionsCall> = { method: 'GET', path: '/wps/points/redemptions', token: true, encrypted: false };
