/* This file is generated from schemas/gateway/wallet-withdrawal-orders.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success, WithdrawalOrder } from './common.ts';

/**
 * The response envelope. The orders.
 */
export type WithdrawalOrdersResponse = Success<WithdrawalOrdersValue> | Failure;

/**
 * The member's withdrawal orders, newest first, paged.
 */
export interface WithdrawalOrdersCall {
  request: WithdrawalOrdersRequest;
  response: WithdrawalOrdersResponse;
}
/**
 * Paging.
 */
export interface WithdrawalOrdersRequest {
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
export interface WithdrawalOrdersValue {
  /**
   * Orders, newest first.
   */
  list: WithdrawalOrder[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Orders in all.
   */
  totalCount: number;
}

/** The member's withdrawal orders, newest first, paged. */
export const walletWithdrawalOrders: CallSpec<WithdrawalOrdersCall> = { method: 'GET', path: '/wps/relay/PAY_withdrawalOrders', token: true, encrypted: false };
