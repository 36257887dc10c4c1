/* This file is generated from schemas/gateway/rebate-claims.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RebateClaimsResponse = Success<RebateClaimsValue> | Failure;

/**
 * The member's rebate claims, newest first, paged. Real members only (a trial account: in_need_true_account).
 */
export interface RebateClaimsCall {
  request: RebateClaimsRequest;
  response: RebateClaimsResponse;
}
/**
 * Paging.
 */
export interface RebateClaimsRequest {
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
 * One page (major units).
 */
export interface RebateClaimsValue {
  /**
   * Newest first.
   */
  list: RebateClaimRecord[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Rows in all.
   */
  totalCount: number;
}
/**
 * One claim.
 */
export interface RebateClaimRecord {
  /**
   * The claim.
   */
  claimId: number;
  /**
   * What it paid.
   */
  amount: number;
  /**
   * The valid bet it paid for.
   */
  validBet: number;
  /**
   * When, ms since the epoch.
   */
  createdAt: number;
}

/** The member's rebate claims, newest first, paged. Real members only (a trial account: in_need_true_account). */
export const rebateClaims: CallSpec<RebateClaimsCall> = { method: 'GET', path: '/wps/rebate/claims', token: true, encrypted: false };
