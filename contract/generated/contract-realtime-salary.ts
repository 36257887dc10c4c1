/* This file is generated from schemas/gateway/contract-realtime-salary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ContractsPage, ContractsQuery, Failure, Success } from './common.ts';

/**
 * The response envelope. The contracts and settlements.
 */
export type RealtimeSalaryContractsResponse = Success<ContractsPage> | Failure;

/**
 * An agent's real-time salary contracts (win and loss rates, every 5 minutes): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's agentRealtimeSalary flag is off. The path is the specification's; its shape is invented.
 */
export interface RealtimeSalaryContractsCall {
  request: ContractsQuery;
  response: RealtimeSalaryContractsResponse;
}

/** An agent's real-time salary contracts (win and loss rates, every 5 minutes): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's agentRealtimeSalary flag is off. The path is the specification's; its shape is invented. */
export const contractRealtimeSalary: CallSpec<RealtimeSalaryContractsCall> = { method: 'GET', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', token: true, encrypted: false };
