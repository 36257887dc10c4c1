// A member's records (transactions, bets, profit and loss, points details) and an agent's reports (the team): what the page asks for (period,
// filters, page) and the gateway's answer, kept together, so the page always knows whether what
// it shows answers what it shows as asked. An answer to an older query than the latest is dropped.
import { atom, type ReadableAtom } from 'nanostores';
import {
  pointsDetails,
  agentReportProfitLoss,
  agentReportRevenue,
  agentReportTransactions,
  agentTeamOverview,
  memberBonusDetails,
  recordsBets,
  recordsProfit,
  walletTransactions,
} from '../../contract/generated/calls.ts';
import { CONTRACT_CALLS } from '../../contract/contract-calls.ts';
import type { CallSpec, RequestOf, ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';

/** Page size of the records tables. */
const RECORDS_PAGE_SIZE = 20;

/** One kind of records: the latest answer with its query, and how to ask. */
export interface Records<S extends CallSpec<{ request: unknown; response: unknown }>> {
  $result: ReadableAtom<{ query: RequestOf<S>; value: ValueOf<S> } | null>;
  load(query: RequestOf<S>): Promise<void>;
  /** Asks the latest query again (after the member changed what it lists); nothing when none was asked. */
  reload(): Promise<void>;
}

function records<S extends CallSpec<{ request: unknown; response: unknown }>>(spec: S, paged: boolean): Records<S> {
  const $result = atom<{ query: RequestOf<S>; value: ValueOf<S> } | null>(null);
  let latest = 0;
  let lastQuery: RequestOf<S> | undefined;
  const load = async (query: RequestOf<S>) => {
    const asked = ++latest;
    lastQuery = query;
    const value = await gateway().call(spec, (paged ? { ...(query as object), pageSize: RECORDS_PAGE_SIZE } : query) as RequestOf<S>);
    if (asked === latest) $result.set({ query, value });
  };
  return {
    $result,
    load,
    reload: () => (lastQuery === undefined ? Promise.resolve() : load(lastQuery)),
  };
}

export const transactions = records(walletTransactions, true);
export const betRecords = records(recordsBets, true);
export const profitLoss = records(recordsProfit, false);
export const teamOverview = records(agentTeamOverview, false);
export const pointDetails = records(pointsDetails, true);

// The agent centre's reports over the team.
export const teamProfitLoss = records(agentReportProfitLoss, true);
export const teamRevenue = records(agentReportRevenue, true);
export const teamTransactions = records(agentReportTransactions, true);

/** An agent's contracts of each kind with their settlements (the agent centre's contract pages). */
export const contractRecords = {
  DIVIDEND: records(CONTRACT_CALLS.DIVIDEND.list, true),
  DAILY: records(CONTRACT_CALLS.DAILY.list, true),
  HOURLY: records(CONTRACT_CALLS.HOURLY.list, true),
  REALTIME: records(CONTRACT_CALLS.REALTIME.list, true),
} as const;

/** The member's bonuses with their turnover requirements (/member/bonusDetails). */
export const bonusDetails = records(memberBonusDetails, true);
