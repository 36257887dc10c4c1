// The agent centre's downline management and the agents' announcements: only agents (types 1, 2,
// 41, 42) may ask, and an agent sees its own team only.
import { agentAnnouncements, agentDownlines } from '../../contract/generated/calls.ts';
import { fromMinor } from '../../core/money.ts';
import { GatewayError } from '../http/errors.ts';
import { agentMember, type CallRouter } from '../http/router.ts';
import { AGENT_ANNOUNCEMENT, announcementsIn } from '../store/announcements.ts';
import { openContracts } from '../store/contracts.ts';
import { downlinesOf, isAgentType, isLocked, pathTo, teamSizeOf } from '../store/downlines.ts';

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
    // Contracts are with direct sub-agents only.
    const direct = rows.filter((row) => row.uplineId === agent.id && isAgentType(row.type));
    const contracts = openContracts(
      gw.db,
      agent.id,
      direct.map((row) => row.id),
    );
    return {
      path,
      list: rows.map((row) => ({
        id: row.id,
        account: row.account,
        nickname: row.nickname,
        kind: isAgentType(row.type) ? ('AGENT' as const) : ('MEMBER' as const),
        upline: row.upline,
        direct: row.uplineId === agent.id,
        balance: fromMinor(row.balance, tenant.config.currency.decimals),
        status: row.online ? ('ONLINE' as const) : isLocked(row) ? ('LOCKED' as const) : ('OFFLINE' as const),
        regDate: row.regDate,
        lastLogin: row.lastLogin,
        teamSize: isAgentType(row.type) ? teamSizeOf(gw.db, row.id) : 0,
        ...(row.uplineId === agent.id && isAgentType(row.type) ? { contracts: contracts.get(row.id) ?? [] } : {}),
      })),
      totalPages: Math.ceil(total / size),
      totalCount: total,
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
