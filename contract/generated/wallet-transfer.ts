/* This file is generated from schemas/gateway/wallet-transfer.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success, WalletBalance } from './common.ts';

/**
 * The response envelope. The transfer and the wallets after it.
 */
export type WalletTransferResponse = Success<WalletTransferValue> | Failure;

/**
 * Moves money between the member's main wallet and a vendor wallet, on merchants that are not single-wallet. Idempotent by requestId: a repeat answers the first answer and moves nothing.
 */
export interface WalletTransferCall {
  request: WalletTransferRequest;
  response: WalletTransferResponse;
}
/**
 * What to move, where from and where to.
 */
export interface WalletTransferRequest {
  /**
   * The client's id for this transfer (a fresh random id per transfer, kept for retries): the same id again moves nothing and answers as the first time; the same id with another transfer is refused with request.id.reused.
   */
  requestId: string;
  /**
   * The main wallet (MAIN) or a vendor's wallet (its vendor code).
   */
  from: string;
  /**
   * The main wallet (MAIN) or a vendor's wallet (its vendor code).
   */
  to: string;
  /**
   * In major units, with at most the currency's decimals; more than the source wallet holds is refused with wallet.balance.insufficient.
   */
  amount: number;
}
/**
 * The journal transaction and the balances right after it.
 */
export interface WalletTransferValue {
  /**
   * The ledger's journal transaction id.
   */
  transactionId: number;
  /**
   * Every wallet after the transfer, as the balance call lists them.
   */
  balance: WalletBalance[];
}

/** Moves money between the member's main wallet and a vendor wallet, on merchants that are not single-wallet. Idempotent by requestId: a repeat answers the first answer and moves nothing. */
export const walletTransfer: CallSpec<WalletTransferCall> = { method: 'POST', path: '/wps/relay/GCS_walletTransfer', token: true, encrypted: false };
