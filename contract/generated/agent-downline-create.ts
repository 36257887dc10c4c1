/* This file is generated from schemas/gateway/agent-downline-create.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type AgentDownlineCreateResponse = Success<AgentDownlineCreateValue> | Failure;

/**
 * An agent opens an account for their team: a member, or a sub-agent (type 2, with an affiliate code of its own), directly below the agent. Username and password follow the merchant's registration rules (the same error keys as registration: input_cannot_empty, reg_pattern_<id>, confirm_password_error, with value { field, key, params }); a taken username is register.username.taken. Agents only (agent.only). The new account can log in at once with the password given.
 */
export interface AgentDownlineCreateCall {
  request: AgentDownlineCreateRequest;
  response: AgentDownlineCreateResponse;
}
/**
 * The new account.
 */
export interface AgentDownlineCreateRequest {
  /**
   * Checked with the merchant's username rule (registration.fields.username; any 1 to 30 characters where it has none).
   */
  username: string;
  /**
   * Checked with the merchant's password rule.
   */
  password: string;
  /**
   * Equal to password (confirm_password_error otherwise).
   */
  confirmPassword: string;
  /**
   * Optional display name.
   */
  nickname?: string;
  /**
   * True for a sub-agent who runs a team of their own; a member otherwise.
   */
  agent: boolean;
}
/**
 * The account made.
 */
export interface AgentDownlineCreateValue {
  /**
   * As given.
   */
  username: string;
  /**
   * As given, or empty.
   */
  nickname: string;
  /**
   * Whether it is a sub-agent.
   */
  agent: boolean;
  /**
   * A sub-agent's own affiliate code; absent for a member.
   */
  affiliateCode?: string;
}

/** An agent opens an account for their team: a member, or a sub-agent (type 2, with an affiliate code of its own), directly below the agent. Username and password follow the merchant's registration rules (the same error keys as registration: input_cannot_empty, reg_pattern_<id>, confirm_password_error, with value { field, key, params }); a taken username is register.username.taken. Agents only (agent.only). The new account can log in at once with the password given. */
export const agentDownlineCreate: CallSpec<AgentDownlineCreateCall> = { method: 'POST', path: '/wps/agent/downline', token: true, encrypted: true };
