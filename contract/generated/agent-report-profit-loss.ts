/* This file is generated from schemas/gateway/agent-report-profit-loss.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, ReportFigures, Success } from './common.ts';

/**
 * The response envelope. The report.
 */
export type AgentReportProfitLossResponse = Success<AgentReportProfitLossValue> | Failure;

/**
 * Profit and loss statements of an agent's team in a period: one row per direct downline that played, a sub-agent's row rolling up its whole team below it, and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents.
 */
export interface AgentReportProfitLossCall {
  request: AgentReportProfitLossRequest;
  response: AgentReportProfitLossResponse;
}
/**
 * The period, an account filter and paging.
 */
export interface AgentReportProfitLossRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Only this account of the team (username, any case), at any level: its row with its own team below it rolled up; nothing when it is not in the team. Empty or absent: every direct downline.
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
 * A direct downline and, for a sub-agent, its whole team below it.
 */
export interface DownlineStatement {
  /**
   * The direct downline's username.
   */
  username: string;
  /**
   * A sub-agent (the row rolls up its team).
   */
  agent: boolean;
  /**
   * Accounts the row covers now: the downline and everyone below it.
   */
  teamSize: number;
  figures: ReportFigures;
}
/**
 * One page of rows, the most valid bet first, and the totals over every row.
 */
export interface AgentReportProfitLossValue {
  list: DownlineStatement[];
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

/** Profit and loss statements of an agent's team in a period: one row per direct downline that played, a sub-agent's row rolling up its whole team below it, and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents. */
export const agentReportProfitLoss: CallSpec<AgentReportProfitLossCall> = { method: 'GET', path: '/wps/agent/report/profit-loss', token: true, encrypted: false };
