/* This file is generated from schemas/gateway/agent-downlines.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ContractKind, Failure, Success } from './common.ts';

/**
 * The response envelope. One page of downlines.
 */
export type AgentDownlinesResponse = Success<AgentDownlinesValue> | Failure;

/**
 * An agent's downline tree, one level at a time: the direct downlines of the agent or of an account below it (parentId), or, with account, every account under that parent at any depth whose username contains the text. Paged, newest registration first. A parentId that is not the agent or in its team is refused with agent.downline.unknown, whether or not it exists. Agents only (agent.only; trial accounts too).
 */
export interface AgentDownlinesCall {
  request: AgentDownlinesRequest;
  response: AgentDownlinesResponse;
}
/**
 * Whose downlines, an optional search, and paging.
 */
export interface AgentDownlinesRequest {
  /**
   * The account whose downlines are listed: the agent itself (the default) or an account in its team.
   */
  parentId?: number;
  /**
   * Search: usernames containing this text, case-insensitively, at every level under the parent (the whole team by default). Blank lists the parent's direct downlines.
   */
  account?: string;
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Per page.
   */
  pageSize?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * An account on the way down the tree.
 */
export interface TreeStep {
  /**
   * Its id, what parentId takes.
   */
  id: number;
  /**
   * Its username.
   */
  account: string;
}
/**
 * One account of the team.
 */
export interface Downline {
  /**
   * Its id, what parentId takes to list its own downlines.
   */
  id: number;
  /**
   * Its username: what a transfer names.
   */
  account: string;
  /**
   * Its nickname; may be empty.
   */
  nickname: string;
  /**
   * A member, or an agent (types 1, 2, 41, 42) with a team of its own.
   */
  kind: "MEMBER" | "AGENT";
  /**
   * Its upline's username (the parent, or an account below it in a search).
   */
  upline: string;
  /**
   * Whether it is the asking agent's own direct downline: only those can be sent money.
   */
  direct: boolean;
  /**
   * What its wallets hold in all (main and vendor wallets), in major units.
   */
  balance: number;
  /**
   * ONLINE with a live session; LOCKED while too many failed logins lock its name; OFFLINE otherwise.
   */
  status: "ONLINE" | "OFFLINE" | "LOCKED";
  /**
   * Registration time, ms since the epoch.
   */
  regDate: number;
  /**
   * Its latest login, ms since the epoch; null when it never logged in.
   */
  lastLogin: number | null;
  /**
   * For an agent, the accounts at every level below it (trial accounts aside); 0 for a member.
   */
  teamSize: number;
  /**
   * For a direct sub-agent: its contracts with the agent that are active or offered and waiting (the agent centre's contract column); absent for deeper accounts.
   */
  contracts?: DownlineContract[];
}
/**
 * One contract.
 */
export interface DownlineContract {
  kind: ContractKind;
  /**
   * Active, or offered and waiting for the downline.
   */
  status: "ACTIVE" | "PENDING";
}
/**
 * Where in the tree the page is, and its accounts.
 */
export interface AgentDownlinesValue {
  /**
   * The parent's place in the tree, from the agent itself down to the parent (one entry when the parent is the agent): the breadcrumb.
   *
   * @minItems 1
   */
  path: TreeStep[];
  /**
   * The accounts of this page.
   */
  list: Downline[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Accounts in all.
   */
  totalCount: number;
}

/** An agent's downline tree, one level at a time: the direct downlines of the agent or of an account below it (parentId), or, with account, every account under that parent at any depth whose username contains the text. Paged, newest registration first. A parentId that is not the agent or in its team is refused with agent.downline.unknown, whether or not it exists. Agents only (agent.only; trial accounts too). */
export const agentDownlines: CallSpec<AgentDownlinesCall> = { method: 'GET', path: '/wps/agent/downlines', token: true, encrypted: false };
