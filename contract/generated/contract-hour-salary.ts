/* This file is generated from schemas/gateway/contract-hour-salary.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ContractsPage, ContractsQuery, Failure, Success } from './common.ts';

/**
 * The response envelope. The contracts and settlements.
 */
export type HourSalaryContractsResponse = Success<ContractsPage> | Failure;

/**
 * An agent's hourly salary contracts (on the hourly valid bet): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's hourSalary flag is off. The path is the specification's; its shape is invented.
 */
export interface HourSalaryContractsCall {
  request: ContractsQuery;
  response: HourSalaryContractsResponse;
}

/** An agent's hourly salary contracts (on the hourly valid bet): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's hourSalary flag is off. The path is the specification's; its shape is invented. */
export const contractHourSalary: CallSpec<HourSalaryContractsCall> = { method: 'GET', path: '/wps/relay/MCS2_processContractHourSalary', token: true, encrypted: false };
