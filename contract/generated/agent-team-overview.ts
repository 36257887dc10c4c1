/* This file is generated from schemas/gateway/agent-team-overview.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The figures.
 */
export type AgentTeamOverviewResponse = Success<AgentTeamOverviewValue> | Failure;

/**
 * An agent's team in a period: the direct downlines, and the whole team (every level below the agent). Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise).
 */
export interface AgentTeamOverviewCall {
  request: AgentTeamOverviewRequest;
  response: AgentTeamOverviewResponse;
}
/**
 * The period.
 */
export interface AgentTeamOverviewRequest {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * What a part of the team did in the period; money in major units.
 */
export interface TeamFigures {
  /**
   * Accounts in it now (trial accounts are never part of a team).
   */
  members: number;
  /**
   * Of those, registered in the period.
   */
  newMembers: number;
  /**
   * Of those, with at least one bet in the period.
   */
  activeMembers: number;
  /**
   * Credited deposits settled in the period: what reached the wallets, fees off.
   */
  deposits: number;
  /**
   * Approved withdrawals settled in the period (the amounts asked for).
   */
  withdrawals: number;
  /**
   * Valid bets placed in the period.
   */
  validBet: number;
  /**
   * What the team's play earned the house in the period: stakes less payouts (negative when the team won).
   */
  profit: number;
}
/**
 * The direct downlines' figures and the whole team's (which include them).
 */
export interface AgentTeamOverviewValue {
  direct: TeamFigures;
  team: TeamFigures;
}

/** An agent's team in a period: the direct downlines, and the whole team (every level below the agent). Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise). */
export const agentTeamOverview: CallSpec<AgentTeamOverviewCall> = { method: 'GET', path: '/wps/agent/team/overview', token: true, encrypted: false };
