/* This file is generated from schemas/gateway/wallet-merchant.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Whether the merchant runs a single wallet.
 */
export type MerchantWalletResponse = Success<MerchantWalletValue> | Failure;

/**
 * Whether the merchant runs a single wallet.
 */
export interface MerchantWalletCall {
  request: MerchantWalletRequest;
  response: MerchantWalletResponse;
}
/**
 * No parameters.
 */
export interface MerchantWalletRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Wallet mode.
 */
export interface MerchantWalletValue {
  /**
   * True for a single wallet (no transfers between wallets).
   */
  isSingle: boolean;
}

/** Whether the merchant runs a single wallet. */
export const walletMerchant: CallSpec<MerchantWalletCall> = { method: 'GET', path: '/wps/relay/GCS_merchantWallet', token: false, encrypted: false };
