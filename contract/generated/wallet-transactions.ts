/* This file is generated from schemas/gateway/wallet-transactions.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. One page of movements and the period's totals.
 */
export type WalletTransactionsResponse = Success<WalletTransactionsValue> | Failure;

/**
 * The member's money movements in a period: every ledger entry on their wallets, newest first, paged, with what came in and went out over the whole period. Periods are at most 92 days.
 */
export interface WalletTransactionsCall {
  request: WalletTransactionsRequest;
  response: WalletTransactionsResponse;
}
/**
 * The period, a group filter and paging.
 */
export interface WalletTransactionsRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone, as the page sends it.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Only movements of this group: deposits, withdrawals (and their releases), transfers between wallets and members, bets (each bet's result), other (opening credits).
   */
  group?: "ALL" | "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "BET" | "OTHER";
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
 * Amounts in major units.
 */
export interface WalletTransactionsValue {
  /**
   * Movements, newest first.
   */
  list: WalletTransaction[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Movements in all.
   */
  totalCount: number;
  /**
   * What came into the wallets in the period (with the filter).
   */
  totalIn: number;
  /**
   * What went out of them (a positive number).
   */
  totalOut: number;
}
/**
 * One movement on one wallet.
 */
export interface WalletTransaction {
  /**
   * The ledger's journal transaction.
   */
  transactionId: number;
  /**
   * The journal kind: deposit, withdrawal, withdrawal.release, withdrawal.refund, transfer, member.transfer, bet, opening, points.convert, points.redeem (a good's amount), points.refund (a rejected redemption's), rebate (a manual rebate claim).
   */
  kind: string;
  /**
   * The filter group the kind belongs to.
   */
  group: "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "BET" | "OTHER";
  /**
   * MAIN or a vendor wallet's vendor code.
   */
  wallet: string;
  /**
   * Into the wallet (positive) or out of it (negative).
   */
  amount: number;
  /**
   * The wallet's balance right after it.
   */
  balanceAfter: number;
  /**
   * When, ms since the epoch.
   */
  createdAt: number;
}

/** The member's money movements in a period: every ledger entry on their wallets, newest first, paged, with what came in and went out over the whole period. Periods are at most 92 days. */
export const walletTransactions: CallSpec<WalletTransactionsCall> = { method: 'GET', path: '/wps/relay/ODSFE2_walletTransactions', token: true, encrypted: false };
