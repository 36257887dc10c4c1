/* This file is generated from schemas/gateway/agent-report-revenue.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, ReportFigures, Success } from './common.ts';

/**
 * The response envelope. The report.
 */
export type AgentReportRevenueResponse = Success<AgentReportRevenueValue> | Failure;

/**
 * An agent's team's revenue in a period by game type and vendor (every level below the agent), and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents.
 */
export interface AgentReportRevenueCall {
  request: AgentReportRevenueRequest;
  response: AgentReportRevenueResponse;
}
/**
 * The period, a game type filter and paging.
 */
export interface AgentReportRevenueRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Only bets of this game type; ALL (the default) for every type.
   */
  gameType?: GameType | "ALL";
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
 * What the team played on one vendor's games of one game type.
 */
export interface RevenueRow {
  gameType: GameType;
  /**
   * Vendor code.
   */
  vendor: string;
  figures: ReportFigures;
}
/**
 * One page of rows (by game type in the merchant's order, then the most valid bet), and the totals over every row (players counted once).
 */
export interface AgentReportRevenueValue {
  list: RevenueRow[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Rows in all (over every page).
   */
  totalCount: number;
  totals: ReportFigures;
}

/** An agent's team's revenue in a period by game type and vendor (every level below the agent), and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents. */
export const agentReportRevenue: CallSpec<AgentReportRevenueCall> = { method: 'GET', path: '/wps/agent/report/revenue', token: true, encrypted: false };
