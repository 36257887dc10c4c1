/* This file is generated from schemas/gateway/member-consolidated.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The flags.
 */
export type MemberConsolidatedResponse = Success<MemberConsolidatedValue> | Failure;

/**
 * The member's consolidated information under the merchant's agent policy (AGENTPOLICY3): what they must answer about contracts, asked after login (one flag per contract kind; the flag names are the specification's, their values invented), and their funds over every wallet, which /member/transferFund shows (invented: the specification names the call and a consolidated balance, not its fields). Members, who cannot take contracts, get 0 flags. function.not.available when the merchant's AGENTPOLICY3 is off; in_need_true_account for trial accounts.
 */
export interface MemberConsolidatedCall {
  request: MemberConsolidatedRequest;
  response: MemberConsolidatedResponse;
}
/**
 * Nothing to send.
 */
export interface MemberConsolidatedRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The contract flags, per kind: 0 nothing waits, 1 a new contract is offered, 2 the upline asks to end the active contract. Then the member's funds in major units of the merchant's currency.
 */
export interface MemberConsolidatedValue {
  /**
   * Dividend contract.
   */
  divtypereq: 0 | 1 | 2;
  /**
   * Daily salary contract.
   */
  dailysalreqtype: 0 | 1 | 2;
  /**
   * Hourly salary contract.
   */
  contracthoursalreq: 0 | 1 | 2;
  /**
   * Real-time salary contract.
   */
  realtimesalreqtype: 0 | 1 | 2;
  /**
   * Everything the member has: mainWallet + vendorWallets + withdrawalsHeld (invented; not in the specification). A transfer between the member's own wallets leaves it unchanged.
   */
  totalFunds: number;
  /**
   * The main wallet's balance (invented; not in the specification).
   */
  mainWallet: number;
  /**
   * Every vendor wallet's balance together, vendors the merchant no longer offers included; 0 on a single-wallet merchant (invented; not in the specification).
   */
  vendorWallets: number;
  /**
   * What the member's pending withdrawals hold from the main wallet until the operator pays them out or gives them back (invented; not in the specification).
   */
  withdrawalsHeld: number;
}

/** The member's consolidated information under the merchant's agent policy (AGENTPOLICY3): what they must answer about contracts, asked after login (one flag per contract kind; the flag names are the specification's, their values invented), and their funds over every wallet, which /member/transferFund shows (invented: the specification names the call and a consolidated balance, not its fields). Members, who cannot take contracts, get 0 flags. function.not.available when the merchant's AGENTPOLICY3 is off; in_need_true_account for trial accounts. */
export const memberConsolidated: CallSpec<MemberConsolidatedCall> = { method: 'GET', path: '/wps/member/info/funds/consolidated', token: true, encrypted: false };
