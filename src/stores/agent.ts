// The agent centre's actions that are not reports: the agent's invitation code, and opening an
// account in the agent's team.
import { agentDownlineCreate, agentInvite } from '../../contract/generated/calls.ts';
import type { RequestOf, ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';

/** The agent's affiliate code, which a registration names to join the team. */
export async function loadInviteCode(): Promise<string> {
  return (await gateway().call(agentInvite, { t: Date.now() })).affiliateCode;
}

/** Opens a member or sub-agent account directly below the agent. */
export function openDownline(account: RequestOf<typeof agentDownlineCreate>): Promise<ValueOf<typeof agentDownlineCreate>> {
  return gateway().call(agentDownlineCreate, account);
}
