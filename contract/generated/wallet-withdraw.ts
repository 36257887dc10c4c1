/* This file is generated from schemas/gateway/wallet-withdraw.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success, WithdrawalOrder } from './common.ts';

/**
 * The response envelope. The order.
 */
export type WithdrawResponse = Success<WithdrawalOrder> | Failure;

/**
 * Asks to be paid out to one of the member's payout accounts. The amount is held from the main wallet at once (wallet.balance.insufficient when it holds less) and the order waits for the operator. Idempotent by requestId.
 */
export interface WithdrawCall {
  request: WithdrawRequest;
  response: WithdrawResponse;
}
/**
 * The account, the amount and the payment password.
 */
export interface WithdrawRequest {
  /**
   * The client's id for this request (a fresh random id per withdrawal, kept for retries): the same id again answers the same order and holds nothing more; with another account or amount it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * One of the member's payout accounts (payout.account.unknown otherwise).
   */
  accountId: number;
  /**
   * In major units, with at most the currency's decimals, within the merchant's min and max (withdraw.amount.invalid otherwise).
   */
  amount: number;
  /**
   * The member's payment password: six digits. Wrong five times in 15 minutes: password.too.many.tries.
   */
  paymentPassword: string;
}

/** Asks to be paid out to one of the member's payout accounts. The amount is held from the main wallet at once (wallet.balance.insufficient when it holds less) and the order waits for the operator. Idempotent by requestId. */
export const walletWithdraw: CallSpec<WithdrawCall> = { method: 'POST', path: '/wps/relay/PAY_withdraw', token: true, encrypted: true };
