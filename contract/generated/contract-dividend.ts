/* This file is generated from schemas/gateway/contract-dividend.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { ContractsPage, ContractsQuery, Failure, Success } from './common.ts';

/**
 * The response envelope. The contracts and settlements.
 */
export type DividendContractsResponse = Success<ContractsPage> | Failure;

/**
 * An agent's dividend contracts (the period profit and loss, with active-member and valid-bet tiers): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's enableCt flag is off. The path is the specification's; its shape is invented.
 */
export interface DividendContractsCall {
  request: ContractsQuery;
  response: DividendContractsResponse;
}

/** An agent's dividend contracts (the period profit and loss, with active-member and valid-bet tiers): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's enableCt flag is off. The path is the specification's; its shape is invented. */
export const contractDividend: CallSpec<DividendContractsCall> = { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', token: true, encrypted: false };
