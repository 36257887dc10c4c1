/* This file is generated from schemas/gateway/wallet-deposit-channels.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { DepositChannel, Failure, Success } from './common.ts';

/**
 * The response envelope. The deposit channels.
 */
export type DepositChannelsResponse = Success<DepositChannelsValue> | Failure;

/**
 * The merchant's deposit channels (tenant config wallet.deposit.channels), names and notes in the request's language.
 */
export interface DepositChannelsCall {
  request: DepositChannelsRequest;
  response: DepositChannelsResponse;
}
/**
 * No parameters.
 */
export interface DepositChannelsRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The channels in the order the page lists them.
 */
export interface DepositChannelsValue {
  /**
   * The channels.
   */
  list: DepositChannel[];
}

/** The merchant's deposit channels (tenant config wallet.deposit.channels), names and notes in the request's language. */
export const walletDepositChannels: CallSpec<DepositChannelsCall> = { method: 'GET', path: '/wps/relay/PAY_depositChannels', token: true, encrypted: false };
