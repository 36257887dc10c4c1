// Agent contracts: acting on them (offer, accept, reject, terminate) and, after login, asking the
// gateway whether the upline waits for an answer (the consolidated flags) to open the contract
// modal. The pages' lists are records (src/stores/records.ts, contractRecords).
import { atom } from 'nanostores';
import { memberConsolidated } from '../../contract/generated/calls.ts';
import { CONTRACT_CALLS } from '../../contract/contract-calls.ts';
import type { Contract, ContractAction, ContractKind } from '../../contract/generated/common.ts';
import { gateway } from '../api/page-client.ts';
import { pageConfig } from '../client/page-data.ts';
import { openModal } from './modal.ts';
import { $member, AGENT_TYPES } from './session.ts';
import { loadWhitelabel } from './whitelabel.ts';

/** The merchant flag that shows each kind (the agent centre's items). */
const FLAGS = { DIVIDEND: 'enableCt', DAILY: 'salary', HOURLY: 'hourSalary', REALTIME: 'agentRealtimeSalary' } as const;

/** The kinds this merchant offers, in the menu's order, less those the gateway turned off for the agent (member info). */
export function contractKinds(): ContractKind[] {
  const features = pageConfig().features;
  const member = $member.get();
  return (Object.keys(FLAGS) as ContractKind[]).filter((kind) => features[FLAGS[kind]] && member?.[FLAGS[kind]] !== false);
}

/** Counts every change made here: the pages showing contracts load again when it moves. */
export const $contractsChanged = atom(0);

/** Acts on a contract of a kind; answers it as it is now. */
export async function actOnContract(kind: ContractKind, action: ContractAction): Promise<Contract> {
  try {
    return await gateway().call(CONTRACT_CALLS[kind].act, action);
  } finally {
    // Refused too: a contract that changed meanwhile (contract.state.invalid) is shown as it is now.
    $contractsChanged.set($contractsChanged.get() + 1);
  }
}

/** The kinds whose offer or termination waits for this member, from the consolidated flags. */
async function pendingKinds(): Promise<ContractKind[]> {
  const flags = await gateway().call(memberConsolidated, { t: Date.now() });
  const byKind: Record<ContractKind, number> = {
    DIVIDEND: flags.divtypereq,
    DAILY: flags.dailysalreqtype,
    HOURLY: flags.contracthoursalreq,
    REALTIME: flags.realtimesalreqtype,
  };
  return contractKinds().filter((kind) => byKind[kind] > 0);
}

/** What waits for this member's answer: each kind's new offer, or its contract whose end the upline asked. */
export async function waitingContracts(): Promise<Array<{ kind: ContractKind; contract: Contract }>> {
  const now = Date.now();
  const pages = await Promise.all(
    (await pendingKinds()).map(async (kind) => {
      // Only the contracts matter here: the shortest period and one record.
      const page = await gateway().call(CONTRACT_CALLS[kind].list, { startTime: now - 60_000, endTime: now, pageSize: 1 });
      const contract = page.offer ?? (page.contract?.terminationAsked ? page.contract : null);
      return contract ? [{ kind, contract }] : [];
    }),
  );
  return pages.flat();
}

/** Where a session remembers it asked already (the token it asked for). */
const ASKED_KEY = 'contractsAsked';

/**
 * After login (once per session): an agent of a merchant with AGENTPOLICY3 and contracts on is
 * asked whether an offer or termination waits, and gets the contract modal when one does.
 */
export async function askPendingContracts(member: { type: number }, token: string): Promise<void> {
  if (!AGENT_TYPES.has(member.type) || !contractKinds().length || sessionStorage.getItem(ASKED_KEY) === token) return;
  if (!(await loadWhitelabel())['AGENTPOLICY3']) return;
  const kinds = await pendingKinds();
  sessionStorage.setItem(ASKED_KEY, token);
  if (kinds.length) openModal('contract', null);
}
