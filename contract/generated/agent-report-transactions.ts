/* This file is generated from schemas/gateway/agent-report-transactions.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The report.
 */
export type AgentReportTransactionsResponse = Success<AgentReportTransactionsValue> | Failure;

/**
 * The ledger movements of an agent's team's wallets in a period (every level below the agent): deposits, withdrawals, transfers and other credits, each transaction once per account (bets are in the other reports), newest first, with the totals per group. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents.
 */
export interface AgentReportTransactionsCall {
  request: AgentReportTransactionsRequest;
  response: AgentReportTransactionsResponse;
}
/**
 * The period, an account and a group filter, and paging.
 */
export interface AgentReportTransactionsRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Only this team member's movements (username, any case; nothing when it is not in the team); empty or absent for all.
   */
  account?: string;
  /**
   * Only movements of this group: deposits, withdrawals (holds, releases and refunds), transfers (between members; moves between one's own wallets are left out), other (opening credits).
   */
  group?: "ALL" | "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "OTHER";
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
 * One journal transaction as it moved one team member's wallets.
 */
export interface TeamMovement {
  /**
   * The journal transaction.
   */
  transactionId: number;
  /**
   * Whose wallets it moved.
   */
  username: string;
  /**
   * The journal kind (deposit, withdrawal, member.transfer, opening, ...).
   */
  kind: string;
  /**
   * The group of the kind.
   */
  group: "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "OTHER";
  /**
   * What it moved in (positive) or out (negative) of the member's wallets, in major units.
   */
  amount: number;
  /**
   * When (ms since the epoch).
   */
  createdAt: number;
}
/**
 * The movements of one group.
 */
export interface GroupTotal {
  /**
   * The group.
   */
  group: "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "OTHER";
  /**
   * How many.
   */
  count: number;
  /**
   * What came in, major units.
   */
  totalIn: number;
  /**
   * What went out, major units (positive).
   */
  totalOut: number;
}
/**
 * One page of movements and the totals per group over the whole period and filter.
 */
export interface AgentReportTransactionsValue {
  list: TeamMovement[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Rows in all (over every page).
   */
  totalCount: number;
  /**
   * Per group that has movements, in the order of the group filter.
   */
  totals: GroupTotal[];
}

/** The ledger movements of an agent's team's wallets in a period (every level below the agent): deposits, withdrawals, transfers and other credits, each transaction once per account (bets are in the other reports), newest first, with the totals per group. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents. */
export const agentReportTransactions: CallSpec<AgentReportTransactionsCall> = { method: 'GET', path: '/wps/agent/report/transactions', token: true, encrypted: false };
