/* This file is generated from schemas/gateway/wallet-withdraw-receipt.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success, WithdrawalOrder } from './common.ts';

/**
 * The response envelope. The order with its receipt.
 */
export type WithdrawReceiptResponse = Success<WithdrawalOrder> | Failure;

/**
 * The member says what arrived of a paid-out withdrawal: all of it (FULL), a part (PARTIAL, with the amount received so far), or nothing (NOT_RECEIVED, with 1 to 3 uploaded images as proof). Unconfirmed (or confirmed only in part) once the merchant's minutes have passed, it counts as received (FORCED): the amount is not refunded.
 */
export interface WithdrawReceiptCall {
  request: WithdrawReceiptRequest;
  response: WithdrawReceiptResponse;
}
/**
 * What arrived.
 */
export interface WithdrawReceiptRequest {
  /**
   * An APPROVED withdrawal of the member (withdrawal.unknown otherwise).
   */
  orderId: number;
  /**
   * What arrived.
   */
  outcome: "FULL" | "PARTIAL" | "NOT_RECEIVED";
  /**
   * PARTIAL: what arrived so far, in major units: more than confirmed before and less than the payout (receipt.amount.invalid otherwise).
   */
  received?: number;
  /**
   * NOT_RECEIVED: 1 to 3 of the member's own uploads (receipt.proof.required, upload.unknown).
   *
   * @minItems 1
   * @maxItems 3
   */
  proofIds?: number[];
}

/** The member says what arrived of a paid-out withdrawal: all of it (FULL), a part (PARTIAL, with the amount received so far), or nothing (NOT_RECEIVED, with 1 to 3 uploaded images as proof). Unconfirmed (or confirmed only in part) once the merchant's minutes have passed, it counts as received (FORCED): the amount is not refunded. */
export const walletWithdrawReceipt: CallSpec<WithdrawReceiptCall> = { method: 'POST', path: '/wps/relay/PAY_withdrawReceipt', token: true, encrypted: false };
