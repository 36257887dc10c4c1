/* This file is generated from schemas/gateway/contract-daily-salary-action.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Contract, ContractAction, Failure, Success } from './common.ts';

/**
 * The response envelope. The contract as it is now.
 */
export type DailySalaryContractActionResponse = Success<Contract> | Failure;

/**
 * Acts on daily salary contracts (on the daily valid bet). An upline OFFERs one to a direct sub-agent downline (contract.downline.invalid when it is not one, contract.downline.member for a member downline, contract.offer.pending when one waits already, contract.terms.invalid) or TERMINATEs one (asks the downline to agree; a pending offer is withdrawn at once). The downline ACCEPTs or REJECTs what waits (a new contract: accepting ends its active one of this kind, reason replaced; or a termination) or TERMINATEs its active contract at once. contract.not.found, contract.state.invalid when it changed meanwhile. Agents only. The path is the specification's; its shape is invented.
 */
export interface DailySalaryContractActionCall {
  request: ContractAction;
  response: DailySalaryContractActionResponse;
}

/** Acts on daily salary contracts (on the daily valid bet). An upline OFFERs one to a direct sub-agent downline (contract.downline.invalid when it is not one, contract.downline.member for a member downline, contract.offer.pending when one waits already, contract.terms.invalid) or TERMINATEs one (asks the downline to agree; a pending offer is withdrawn at once). The downline ACCEPTs or REJECTs what waits (a new contract: accepting ends its active one of this kind, reason replaced; or a termination) or TERMINATEs its active contract at once. contract.not.found, contract.state.invalid when it changed meanwhile. Agents only. The path is the specification's; its shape is invented. */
export const contractDailySalaryAction: CallSpec<DailySalaryContractActionCall> = { method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', token: true, encrypted: false };
