/* This file is generated from schemas/gateway/wallet-balance.json by `npm run gen`. Do not edit it by hand. */

import type { Failure } from './common.ts';

/**
 * The response envelope. The member's balances (read-only).
 */
export type BalanceResponse = BalanceSuccess | Failure;

/**
 * The member's balances (read-only).
 */
export interface BalanceCall {
  request: BalanceRequest;
  response: BalanceResponse;
}
/**
 * Wallet type.
 */
export interface BalanceRequest {
  /**
   * 0 for all wallets.
   */
  typeId?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Success: value carries the payload.
 */
export interface BalanceSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: BalanceValue;
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
 * Balances.
 */
export interface BalanceValue {
  /**
   * Total, 2 decimals.
   */
  sumBalance: number;
  /**
   * Per wallet.
   */
  balance: WalletBalance[];
  /**
   * ISO 4217 code.
   */
  currency: string;
  /**
   * Symbol.
   */
  currencySymbol: string;
}
/**
 * A wallet.
 */
export interface WalletBalance {
  /**
   * Wallet type.
   */
  accountTypeId: number;
  /**
   * Available.
   */
  availBalance: number;
}
