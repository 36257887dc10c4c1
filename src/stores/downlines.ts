// Downline management and the agents' announcements: one page of the agent's team (a level of the
// tree, or a search across it), one account of it with its latest activity, and one page of what
// the operator announced to agents.
import { agentAnnouncements, agentDownlineDetail, agentDownlines } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';

/** Accounts per page of the downline table. */
const DOWNLINES_PAGE_SIZE = 20;
/** Announcements per page (specification section 9). */
const ANNOUNCEMENTS_PAGE_SIZE = 9;

/** Where in the team a page of downlines is: whose downlines (the agent's when absent), a search, the page. */
export interface DownlineQuery {
  parentId?: number;
  account?: string;
  pageNo: number;
}

/** One page of downlines with the way down to their parent. */
export function loadDownlines(query: DownlineQuery): Promise<ValueOf<typeof agentDownlines>> {
  return gateway().call(agentDownlines, { ...query, pageSize: DOWNLINES_PAGE_SIZE });
}

/** One account of the team (at any level): its profile, its latest bets and movements, and the way down to it. */
export function loadDownline(id: number): Promise<ValueOf<typeof agentDownlineDetail>> {
  return gateway().call(agentDownlineDetail, { id });
}

/** One page of the agents' announcements, newest first. */
export function loadAgentAnnouncements(pageNo: number): Promise<ValueOf<typeof agentAnnouncements>> {
  return gateway().call(agentAnnouncements, { pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE });
}
