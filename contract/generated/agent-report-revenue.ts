/* This file is generated from schemas/gateway/agent-report-revenue.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, GameType, GameTypePeriodQuery, ReportFigures, Success } from './common.ts';

/**
 * The response envelope. The report.
 */
export type AgentReportRevenueResponse = Success<AgentReportRevenueValue> | Failure;

/**
 * An agent's team's revenue in a period by game type and vendor (every level below the agent), and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents.
 */
export interface AgentReportRevenueCall {
  request: GameTypePeriodQuery;
  response: AgentReportRevenueResponse;
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
