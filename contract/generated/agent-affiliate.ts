/* This file is generated from schemas/gateway/agent-affiliate.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Checks an agent affiliate code; an unknown one answers errorCode invitation_code_error.
 */
export type AffiliateResponse = Success<AffiliateValue> | Failure;

/**
 * Checks an agent affiliate code; an unknown one answers errorCode invitation_code_error.
 */
export interface AffiliateCall {
  request: AffiliateRequest;
  response: AffiliateResponse;
}
/**
 * Code and domain.
 */
export interface AffiliateRequest {
  /**
   * Affiliate code.
   */
  code: string;
  /**
   * Host name.
   */
  domain?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The agent.
 */
export interface AffiliateValue {
  /**
   * Always true on success.
   */
  valid: boolean;
  /**
   * Agent nickname.
   */
  agentName: string;
}

/** Checks an agent affiliate code; an unknown one answers errorCode invitation_code_error. */
export const agentAffiliate: CallSpec<AffiliateCall> = { method: 'GET', path: '/wps/agent/affiliate', token: false, encrypted: false };
