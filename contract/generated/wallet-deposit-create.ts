/* This file is generated from schemas/gateway/wallet-deposit-create.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { DepositOrder, Failure, Success } from './common.ts';

/**
 * The response envelope. The order.
 */
export type DepositCreateResponse = Success<DepositOrder> | Failure;

/**
 * Requests a deposit: a pending order with a reference and where to pay. Nothing moves until the operator approves it (or, for a demo channel, until it credits itself). Idempotent by requestId.
 */
export interface DepositCreateCall {
  request: DepositCreateRequest;
  response: DepositCreateResponse;
}
/**
 * The channel and the amount.
 */
export interface DepositCreateRequest {
  /**
   * The client's id for this request (a fresh random id per deposit, kept for retries): the same id again answers the same order and makes no other; the same id with another channel or amount is refused with request.id.reused.
   */
  requestId: string;
  /**
   * A channel's id from PAY_depositChannels; another is refused with deposit.channel.unknown.
   */
  channelId: string;
  /**
   * In major units, with at most the currency's decimals, within the channel's min and max (else deposit.amount.invalid).
   */
  amount: number;
}

/** Requests a deposit: a pending order with a reference and where to pay. Nothing moves until the operator approves it (or, for a demo channel, until it credits itself). Idempotent by requestId. */
export const walletDepositCreate: CallSpec<DepositCreateCall> = { method: 'POST', path: '/wps/relay/PAY_createDeposit', token: true, encrypted: false };
