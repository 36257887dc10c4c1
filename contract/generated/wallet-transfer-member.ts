/* This file is generated from schemas/gateway/wallet-transfer-member.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The transfer.
 */
export type TransferToMemberResponse = Success<TransferToMemberValue> | Failure;

/**
 * Sends money from the member's main wallet to their upline's, or an agent's to a direct downline's. Idempotent by requestId; the receiver gets a transfer.received notification once. While the member's bonuses still need valid bets it is refused with transfer.turnover.unmet (value.remaining: the valid bet still required, major units) and moves nothing, as a withdrawal is. Money reaches the receiver as a deposit does: it is refused with transfer.receiver.protected while the receiver is on a time-out, self-excluded or on the jurisdiction's exclusion register, and with transfer.receiver.limit when it would pass a deposit limit of the receiver's (it counts towards them); neither says the receiver's figures.
 */
export interface TransferToMemberCall {
  request: TransferToMemberRequest;
  response: TransferToMemberResponse;
}
/**
 * Who to, how much, and the payment password.
 */
export interface TransferToMemberRequest {
  /**
   * The client's id for this transfer (fresh per transfer, kept for retries): the same id again moves nothing and answers as the first time; with another target or amount, request.id.reused.
   */
  requestId: string;
  /**
   * The target's username from PAY_transferTargets (transfer.target.invalid otherwise).
   */
  to: string;
  /**
   * In major units with at most the currency's decimals; more than the main wallet holds is refused with wallet.balance.insufficient.
   */
  amount: number;
  /**
   * The member's payment password: six digits (payment.password.missing, payment.password.incorrect).
   */
  paymentPassword: string;
}
/**
 * The journal transaction and what the main wallet holds after it.
 */
export interface TransferToMemberValue {
  /**
   * The ledger's journal transaction id.
   */
  transactionId: number;
  /**
   * The member's main wallet after the transfer, in major units.
   */
  available: number;
}

/** Sends money from the member's main wallet to their upline's, or an agent's to a direct downline's. Idempotent by requestId; the receiver gets a transfer.received notification once. While the member's bonuses still need valid bets it is refused with transfer.turnover.unmet (value.remaining: the valid bet still required, major units) and moves nothing, as a withdrawal is. Money reaches the receiver as a deposit does: it is refused with transfer.receiver.protected while the receiver is on a time-out, self-excluded or on the jurisdiction's exclusion register, and with transfer.receiver.limit when it would pass a deposit limit of the receiver's (it counts towards them); neither says the receiver's figures. */
export const walletTransferMember: CallSpec<TransferToMemberCall> = { method: 'POST', path: '/wps/relay/PAY_transferToMember', token: true, encrypted: true };
