/* This file is generated from schemas/gateway/wallet-withdraw-info.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, PayoutAccount, Success } from './common.ts';

/**
 * The response envelope. The withdrawal settings and accounts.
 */
export type WithdrawInfoResponse = Success<WithdrawInfoValue> | Failure;

/**
 * What the withdrawal page needs: whether a payment password is set, the merchant's limits and fee, today's count, what the main wallet holds, the payout providers and the member's payout accounts.
 */
export interface WithdrawInfoCall {
  request: WithdrawInfoRequest;
  response: WithdrawInfoResponse;
}
/**
 * No parameters.
 */
export interface WithdrawInfoRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Limits in major units of the merchant's currency.
 */
export interface WithdrawInfoValue {
  /**
   * Whether the member has set a payment password (needed to bind accounts and withdraw).
   */
  hasPaymentPassword: boolean;
  /**
   * The smallest withdrawal.
   */
  min: number;
  /**
   * The largest withdrawal.
   */
  max: number;
  /**
   * Withdrawals allowed per day (the merchant's time zone).
   */
  dailyCount: number;
  /**
   * Withdrawals the member asked for today.
   */
  usedToday: number;
  /**
   * Percent of the amount kept as a fee (rounded down to the minor unit).
   */
  feePercent: number;
  /**
   * A fixed fee added to the percentage.
   */
  feeFixed: number;
  /**
   * What the main wallet holds: the most that can be withdrawn.
   */
  available: number;
  /**
   * The valid bet the member's bonuses still require before a withdrawal (0: none). While above 0 a withdrawal is refused with withdraw.turnover.unmet.
   */
  turnoverRemaining: number;
  /**
   * Banks and e-wallets a payout account can be at; none: withdrawals are not open.
   */
  providers: PayoutProviderInfo[];
  /**
   * The member's payout accounts, oldest first.
   */
  accounts: PayoutAccount[];
}
/**
 * A payout provider.
 */
export interface PayoutProviderInfo {
  /**
   * The provider's id.
   */
  providerId: string;
  /**
   * Bank or e-wallet.
   */
  kind: "BANK" | "EWALLET";
  /**
   * Its name in the request's language.
   */
  name: string;
}

/** What the withdrawal page needs: whether a payment password is set, the merchant's limits and fee, today's count, what the main wallet holds, the payout providers and the member's payout accounts. */
export const walletWithdrawInfo: CallSpec<WithdrawInfoCall> = { method: 'GET', path: '/wps/relay/PAY_withdrawInfo', token: true, encrypted: false };
