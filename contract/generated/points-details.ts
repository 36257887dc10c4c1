/* This file is generated from schemas/gateway/points-details.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type PointsDetailsResponse = Success<PointsDetailsValue> | Failure;

/**
 * The member's points details: every change of their points in a period (earned from a bet, spent on a redemption or a conversion, given back by a rejection), newest first, paged, with what came in and went out over the whole period. Periods are at most 92 days (records.range.invalid). Real members only (a trial account: in_need_true_account).
 */
export interface PointsDetailsCall {
  request: PointsDetailsRequest;
  response: PointsDetailsResponse;
}
/**
 * The period and paging.
 */
export interface PointsDetailsRequest {
  /**
   * From (ms since the epoch, included).
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded).
   */
  endTime: number;
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
 * One page and the period's totals.
 */
export interface PointsDetailsValue {
  /**
   * Newest first.
   */
  list: PointsEntry[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Rows in all.
   */
  totalCount: number;
  /**
   * Points that came in over the period.
   */
  totalIn: number;
  /**
   * Points that went out (a positive number).
   */
  totalOut: number;
}
/**
 * One change.
 */
export interface PointsEntry {
  /**
   * The change.
   */
  entryId: number;
  /**
   * What changed the points.
   */
  kind: "EARN" | "REDEEM" | "CONVERT" | "REFUND";
  /**
   * Added (positive) or taken (negative).
   */
  points: number;
  /**
   * Points right after it.
   */
  balanceAfter: number;
  /**
   * What caused it: bet:<id>, redemption:<id> or journal:<id> (the wallet movement of a conversion).
   */
  reference: string;
  /**
   * When, ms since the epoch.
   */
  createdAt: number;
}

/** The member's points details: every change of their points in a period (earned from a bet, spent on a redemption or a conversion, given back by a rejection), newest first, paged, with what came in and went out over the whole period. Periods are at most 92 days (records.range.invalid). Real members only (a trial account: in_need_true_account). */
export const pointsDetails: CallSpec<PointsDetailsCall> = { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', token: true, encrypted: false };
