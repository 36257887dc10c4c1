/* This file is generated from schemas/gateway/wallet-deposit-orders.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { DepositOrder, Failure } from './common.ts';

/**
 * The response envelope. The orders.
 */
export type DepositOrdersResponse = DepositOrdersSuccess | Failure;

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
 * Success: value carries the payload.
 */
export interface DepositOrdersSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: DepositOrdersValue;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
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
