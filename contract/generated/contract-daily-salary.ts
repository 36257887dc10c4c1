/* This file is generated from schemas/gateway/contract-daily-salary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ContractsPage, ContractsQuery, Failure, Success } from './common.ts';

/**
 * The response envelope. The contracts and settlements.
 */
export type DailySalaryContractsResponse = Success<ContractsPage> | Failure;

/**
 * An agent's daily salary contracts (on the daily valid bet): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's salary flag is off. The path is the specification's; its shape is invented.
 */
export interface DailySalaryContractsCall {
  request: ContractsQuery;
  response: DailySalaryContractsResponse;
}

/** An agent's daily salary contracts (on the daily valid bet): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's salary flag is off. The path is the specification's; its shape is invented. */
export const contractDailySalary: CallSpec<DailySalaryContractsCall> = { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', token: true, encrypted: false };
