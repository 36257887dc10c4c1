/* This file is generated from schemas/gateway/wallet-deposit-orders.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { DepositOrder, Failure, Success } from './common.ts';

/**
 * The response envelope. The orders.
 */
export type DepositOrdersResponse = Success<DepositOrdersValue> | Failure;

/**
 * The member's deposit orders, newest first, paged.
 */
export interface DepositOrdersCall {
  request: DepositOrdersRequest;
  response: DepositOrdersResponse;
}
/**
 * Paging.
 */
export interface DepositOrdersRequest {
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
 * One page of orders.
 */
export interface DepositOrdersValue {
  /**
   * Orders, newest first.
   */
  list: DepositOrder[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Orders in all.
   */
  totalCount: number;
}

/** The member's deposit orders, newest first, paged. */
export const walletDepositOrders: CallSpec<DepositOrdersCall> = { method: 'GET', path: '/wps/relay/PAY_depositOrders', token: true, encrypted: false };
