// The agent centre's downline management and the agents' announcements: only agents (types 1, 2,
// 41, 42) may ask, and an agent sees its own team only: its tree a level at a time, and one
// account of it with its latest activity.
import { agentAnnouncements, agentDownlineDetail, agentDownlines } from '../../contract/generated/calls.ts';
import type { Downline } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { groupOf, TRANSACTION_GROUPS } from '../../core/transaction-kinds.ts';
import type { Gateway, Tenant } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { agentMember, type CallRouter } from '../http/router.ts';
import { AGENT_ANNOUNCEMENT, announcementsIn } from '../store/announcements.ts';
import { betsOf } from '../store/bets.ts';
import { openContracts } from '../store/contracts.ts';
import { type DownlineRow, downlineRow, downlinesOf, isAgentType, isLocked, pathTo, teamSizeOf } from '../store/downlines.ts';
import { memberEntries } from '../store/ledger.ts';
import { MOVEMENT_GROUPS } from './agent-reports.ts';
import { wireBet } from './records.ts';

/** What the detail of a team account lists of its latest bets and of its other movements. */
const LATEST = 10;

/**
 * A row of the team as the wire has it, for the agent asking (`agentId`); a direct sub-agent with
 * its contracts with the agent (`contracts`, as openContracts reads them for the rows asked).
 */
function profileOf(gw: Gateway, tenant: Tenant, agentId: number, row: DownlineRow, contracts: ReturnType<typeof openContracts>): Downline {
  const direct = row.uplineId === agentId;
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    kind: isAgentType(row.type) ? ('AGENT' as const) : ('MEMBER' as const),
    upline: row.upline,
    direct,
    balance: fromMinor(row.balance, tenant.config.currency.decimals),
    status: row.online ? ('ONLINE' as const) : isLocked(row) ? ('LOCKED' as const) : ('OFFLINE' as const),
    regDate: row.regDate,
    lastLogin: row.lastLogin,
    teamSize: isAgentType(row.type) ? teamSizeOf(gw.db, row.id) : 0,
    // Contracts are with direct sub-agents only.
    ...(direct && isAgentType(row.type) ? { contracts: contracts.get(row.id) ?? [] } : {}),
  };
}

/** Each row as the wire has it, with the contracts of the direct sub-agents among them. */
function profilesOf(gw: Gateway, tenant: Tenant, agentId: number, rows: DownlineRow[]): Downline[] {
  const subAgents = rows.filter((row) => row.uplineId === agentId && isAgentType(row.type)).map((row) => row.id);
  const contracts = openContracts(gw.db, agentId, subAgents);
  return rows.map((row) => profileOf(gw, tenant, agentId, row, contracts));
}

export function downlineRoutes(r: CallRouter): void {
  r.call(agentDownlines, (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    const parent = input.parentId ?? agent.id;
    // Another team's account and no account at all are refused alike: nothing to learn by asking.
    const path = pathTo(gw.db, agent.id, parent);
    if (!path) throw new GatewayError('agent.downline.unknown', `account ${parent} is not in your team`);
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 20];
    const { rows, total } = downlinesOf(gw.db, {
      merchant: tenant.code,
      parent,
      search: input.account ?? '',
      page,
      size,
      now: gw.clock(),
    });
    return {
      path,
      list: profilesOf(gw, tenant, agent.id, rows),
      totalPages: Math.ceil(total / size),
      totalCount: total,
    };
  });

  r.call(agentDownlineDetail, (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    const now = gw.clock();
    // Below the agent only: the agent itself, another team's account and no account are refused alike.
    const path = input.id === agent.id ? null : pathTo(gw.db, agent.id, input.id);
    const row = path && downlineRow(gw.db, { merchant: tenant.code, id: input.id, now });
    if (!path || !row) throw new GatewayError('agent.downline.unknown', `account ${input.id} is not in your team`);
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const bets = betsOf(gw.db, { memberId: row.id, from: 0, to: now + 1, gameType: null }, 1, LATEST).rows;
    const movements = memberEntries(gw.db, {
      merchant: tenant.code,
      memberId: row.id,
      from: 0,
      to: now + 1,
      kinds: MOVEMENT_GROUPS.flatMap((g) => TRANSACTION_GROUPS[g]),
      page: 1,
      size: LATEST,
    }).rows;
    return {
      path: path.slice(0, -1),
      member: profilesOf(gw, tenant, agent.id, [row])[0]!,
      bets: bets.map((b) => wireBet(gw, tenant, b)),
      movements: movements.map((m) => ({
        transactionId: m.transactionId,
        kind: m.kind,
        group: groupOf(m.kind) as (typeof MOVEMENT_GROUPS)[number],
        amount: major(m.amount),
        balanceAfter: major(m.balanceAfter),
        createdAt: m.createdAt,
      })),
    };
  });

  r.call(agentAnnouncements, (ctx) => {
    agentMember(ctx);
    const { gw, tenant, input, language } = ctx;
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 9];
    const all = announcementsIn(gw.db, tenant.code, [AGENT_ANNOUNCEMENT], language, tenant.config.languages.default);
    return {
      list: all.slice((page - 1) * size, page * size).map(({ id, title, content, createdAt }) => ({ id, title, content, createdAt })),
      totalPages: Math.ceil(all.length / size),
      totalCount: all.length,
    };
  });
}
