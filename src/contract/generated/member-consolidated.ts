/* This file is generated from schemas/gateway/member-consolidated.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. The flags.
 */
export type MemberConsolidatedResponse = MemberConsolidatedSuccess | Failure;

/**
 * What a member must answer about contracts, asked after login when the merchant's AGENTPOLICY3 is on: one flag per contract kind (the flag names are the specification's; their values are invented). Members and trial accounts, who cannot take contracts, get 0s.
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
 * Success: value carries the payload.
 */
export interface MemberConsolidatedSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  value: MemberConsolidatedValue;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}
/**
 * Per kind: 0 nothing waits, 1 a new contract is offered, 2 the upline asks to end the active contract.
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
}

/** What a member must answer about contracts, asked after login when the merchant's AGENTPOLICY3 is on: one flag per contract kind (the flag names are the specification's; their values are invented). Members and trial accounts, who cannot take contracts, get 0s. */
export const memberConsolidated: CallSpec<MemberConsolidatedCall> = { method: 'GET', path: '/wps/member/info/funds/consolidated', token: true, encrypted: false };
