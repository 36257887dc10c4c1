/* This file is generated from schemas/gateway/wallet-transfer-targets.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The targets.
 */
export type TransferTargetsResponse = Success<TransferTargetsValue> | Failure;

/**
 * Who the member may send money to: their upline, and for an agent their direct downlines (at most 200, by username); with what the main wallet holds and whether a payment password is set.
 */
export interface TransferTargetsCall {
  request: TransferTargetsRequest;
  response: TransferTargetsResponse;
}
/**
 * No parameters.
 */
export interface TransferTargetsRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The targets, the upline first.
 */
export interface TransferTargetsValue {
  /**
   * The upline (relation UPLINE), then direct downlines (DOWNLINE).
   */
  targets: TransferTarget[];
  /**
   * What the main wallet holds, in major units.
   */
  available: number;
  /**
   * Whether the member has set a payment password (transfers need it).
   */
  hasPaymentPassword: boolean;
}
/**
 * A member money can be sent to.
 */
export interface TransferTarget {
  /**
   * Their username: what the transfer names.
   */
  account: string;
  /**
   * Their nickname; may be empty.
   */
  nickname: string;
  /**
   * How they are related to the member.
   */
  relation: "UPLINE" | "DOWNLINE";
}

/** Who the member may send money to: their upline, and for an agent their direct downlines (at most 200, by username); with what the main wallet holds and whether a payment password is set. */
export const walletTransferTargets: CallSpec<TransferTargetsCall> = { method: 'GET', path: '/wps/relay/PAY_transferTargets', token: true, encrypted: false };
