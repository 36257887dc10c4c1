/* This file is generated from schemas/gateway/agent-downlines.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Downline, Failure, Success, TreeStep } from './common.ts';

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
