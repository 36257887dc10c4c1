/* This file is generated from schemas/gateway/agent-downline-detail.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { BetRecord, Downline, Failure, Success, TreeStep } from './common.ts';

/**
 * The response envelope. The account.
 */
export type AgentDownlineDetailResponse = Success<AgentDownlineDetailValue> | Failure;

/**
 * One account of an agent's team, as the agent looks after it: its profile, what its wallets hold, and its latest bets and wallet movements. Any account at any level below the agent; one outside the agent's team, the agent itself and no account at all are refused alike with agent.downline.unknown. Agents only (agent.only; trial accounts too).
 */
export interface AgentDownlineDetailCall {
  request: AgentDownlineDetailRequest;
  response: AgentDownlineDetailResponse;
}
/**
 * Which account.
 */
export interface AgentDownlineDetailRequest {
  /**
   * The account's id, as the downline tree (agent-downlines) lists it.
   */
  id: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * One movement on one of its wallets.
 */
export interface DownlineMovement {
  /**
   * The journal transaction.
   */
  transactionId: number;
  /**
   * The journal kind (deposit, withdrawal, member.transfer, opening, ...).
   */
  kind: string;
  /**
   * The group of the kind.
   */
  group: "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "OTHER";
  /**
   * Into the wallet (positive) or out of it (negative), major units.
   */
  amount: number;
  /**
   * The wallet's balance right after it, major units.
   */
  balanceAfter: number;
  /**
   * When, ms since the epoch.
   */
  createdAt: number;
}
/**
 * Where the account is in the team, its profile, and its latest activity.
 */
export interface AgentDownlineDetailValue {
  /**
   * The way from the agent down to the account's upline (the breadcrumb): one entry when it is the agent's direct downline.
   *
   * @minItems 1
   */
  path: TreeStep[];
  member: Downline;
  /**
   * Its latest bets (at most 10), newest first.
   *
   * @maxItems 10
   */
  bets: BetRecord[];
  /**
   * Its latest wallet movements other than bets (at most 10), newest first: deposits, withdrawals, transfers, bonuses.
   *
   * @maxItems 10
   */
  movements: DownlineMovement[];
}

/** One account of an agent's team, as the agent looks after it: its profile, what its wallets hold, and its latest bets and wallet movements. Any account at any level below the agent; one outside the agent's team, the agent itself and no account at all are refused alike with agent.downline.unknown. Agents only (agent.only; trial accounts too). */
export const agentDownlineDetail: CallSpec<AgentDownlineDetailCall> = { method: 'GET', path: '/wps/agent/downline/detail', token: true, encrypted: false };
