// The member's consolidated funds (specification section 6: a consolidated balance when the agent
// policy is on and the account is not trial): everything they have over the main wallet, every
// vendor wallet and pending withdrawals, as the gateway's ledger sums it. Asked only where it is
// shown, so a merchant without the policy and a trial account make no call.
import { atom } from 'nanostores';
import { memberConsolidated } from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';
import { $member, loadMember, TRIAL_TYPE } from './session.ts';
import { loadWhitelabel } from './whitelabel.ts';

/** Major units of the merchant's currency. */
export interface Funds {
  total: number;
  main: number;
  vendors: number;
  held: number;
}

/** The funds once read; null while unknown or not shown to this member. */
export const $funds = atom<Funds | null>(null);

/** Whether this member is shown the consolidated funds: the merchant's AGENTPOLICY3, and a real account. */
async function fundsShown(): Promise<boolean> {
  const member = $member.get() ?? (await loadMember());
  if (!member || member.type === TRIAL_TYPE) return false;
  return (await loadWhitelabel())['AGENTPOLICY3'] === true;
}

/** Reads the funds again where they are shown (after a transfer the parts move, the total stays). */
export async function loadFunds(): Promise<void> {
  if (!(await fundsShown())) return;
  const value = await gateway().call(memberConsolidated, { t: Date.now() });
  $funds.set({ total: value.totalFunds, main: value.mainWallet, vendors: value.vendorWallets, held: value.withdrawalsHeld });
}
