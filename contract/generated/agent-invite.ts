/* This file is generated from schemas/gateway/agent-invite.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type AgentInviteResponse = Success<AgentInviteValue> | Failure;

/**
 * The agent's invitation: the affiliate code a registration names to join the agent's team (the site makes its register link and QR code of it). An agent without a code gets one, kept from then on. Agents only (agent.only).
 */
export interface AgentInviteCall {
  request: AgentInviteRequest;
  response: AgentInviteResponse;
}
/**
 * Nothing to ask.
 */
export interface AgentInviteRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The code.
 */
export interface AgentInviteValue {
  /**
   * The agent's affiliate code, as /wps/agent/affiliate checks it (case does not matter).
   */
  affiliateCode: string;
}

/** The agent's invitation: the affiliate code a registration names to join the agent's team (the site makes its register link and QR code of it). An agent without a code gets one, kept from then on. Agents only (agent.only). */
export const agentInvite: CallSpec<AgentInviteCall> = { method: 'GET', path: '/wps/agent/invite', token: true, encrypted: false };
