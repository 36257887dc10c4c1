/* This file is generated from schemas/gateway/wallet-balance.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success, WalletBalance } from './common.ts';

/**
 * The response envelope. The member's balances (read-only).
 */
export type BalanceResponse = Success<BalanceValue> | Failure;

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
   * 0 for all wallets (the only value the reference gateway distinguishes).
   */
  typeId?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Balances.
 */
export interface BalanceValue {
  /**
   * Total of all wallets, in major units with the currency's decimals.
   */
  sumBalance: number;
  /**
   * Per wallet: the main wallet first, then each vendor wallet of a merchant that is not single-wallet (tenant config wallet.single).
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

/** The member's balances (read-only). */
export const walletBalance: CallSpec<BalanceCall> = { method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false };
