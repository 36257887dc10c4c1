// The agent centre's reports (invented calls under /wps/agent/report/...): profit and loss per
// direct downline, revenue by game type and vendor, and the team's wallet movements. Only agents
// ask; the period is checked as the member's records check it.
import { agentReportProfitLoss, agentReportRevenue, agentReportTransactions } from '../../contract/generated/calls.ts';
import type { GameType, ReportFigures } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { groupOf, TRANSACTION_GROUPS } from '../../core/transaction-kinds.ts';
import type { Tenant } from '../context.ts';
import { agentMember, type CallRouter } from '../http/router.ts';
import { type PlaySums, profitLossByDownline, revenueByGame, teamMemberId, teamMovements } from '../store/reports.ts';
import { AGENT_TYPES, findById } from '../store/members.ts';
import { checkPeriod } from './records.ts';

/** The groups of movements the transactions report (and a team account's detail) lists: everything but bets (the other reports' matter). */
export const MOVEMENT_GROUPS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'OTHER'] as const;

/** Sums as the reports answer them: major units, with the house's profit. */
function figures(tenant: Tenant, s: PlaySums): ReportFigures {
  const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
  return {
    bets: s.bets,
    players: s.players,
    stake: major(s.stake),
    validBet: major(s.validBet),
    payout: major(s.payout),
    profit: major(s.stake - s.payout),
  };
}

/** One page of rows built in memory (a report's rows are few: direct downlines, vendors). */
function paged<T>(rows: T[], pageNo = 1, pageSize = 20): { list: T[]; totalPages: number; totalCount: number } {
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(rows.length / pageSize),
    totalCount: rows.length,
  };
}

export function agentReportRoutes(r: CallRouter): void {
  r.call(agentReportProfitLoss, (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const period = { from: input.startTime, to: input.endTime };
    const account = input.account?.trim();
    // One account of the team, at any level: its row among its own upline's downlines (its branch
    // rolled up as a direct downline's is); an account outside the team has none.
    const member = account ? findById(gw.db, teamMemberId(gw.db, agent.id, account) ?? -1) : null;
    const rows = !account
      ? profitLossByDownline(gw.db, agent.id, { ...period, account: null })
      : member?.uplineId
        ? profitLossByDownline(gw.db, member.uplineId, { ...period, account: member.username })
        : [];
    const sum: PlaySums = { bets: 0, players: 0, stake: 0, validBet: 0, payout: 0 };
    for (const { sums } of rows) for (const k of Object.keys(sum) as Array<keyof PlaySums>) sum[k] += sums[k];
    const statements = rows.map((row) => ({
      username: row.username,
      agent: AGENT_TYPES.includes(row.type),
      teamSize: row.teamSize,
      figures: figures(tenant, row.sums),
    }));
    // Each player is in exactly one downline's branch, so the branches' players add up.
    return { ...paged(statements, input.pageNo, input.pageSize), totals: figures(tenant, sum) };
  });

  r.call(agentReportRevenue, (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const gameType = !input.gameType || input.gameType === 'ALL' ? null : input.gameType;
    const { rows, totals } = revenueByGame(gw.db, agent.id, { from: input.startTime, to: input.endTime, gameType });
    const order = tenant.config.products.map((p) => p.gameType as string);
    rows.sort((a, b) => order.indexOf(a.gameType) - order.indexOf(b.gameType) || b.sums.validBet - a.sums.validBet);
    const list = rows.map((row) => ({ gameType: row.gameType as GameType, vendor: row.vendor, figures: figures(tenant, row.sums) }));
    return { ...paged(list, input.pageNo, input.pageSize), totals: figures(tenant, totals) };
  });

  r.call(agentReportTransactions, (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const group = input.group ?? 'ALL';
    const kinds = (group === 'ALL' ? MOVEMENT_GROUPS : [group]).flatMap((g) => TRANSACTION_GROUPS[g]);
    const account = input.account?.trim();
    // An account outside the team matches nothing (-1 is no member's id).
    const accountId = account ? (teamMemberId(gw.db, agent.id, account) ?? -1) : null;
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 20];
    const { rows, byKind } = teamMovements(gw.db, agent.id, { from: input.startTime, to: input.endTime, kinds, accountId, page, size });
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const totals = MOVEMENT_GROUPS.map((g) => {
      const ofGroup = byKind.filter((k) => groupOf(k.kind) === g);
      return {
        group: g,
        count: ofGroup.reduce((n, k) => n + k.count, 0),
        totalIn: major(ofGroup.reduce((n, k) => n + k.totalIn, 0)),
        totalOut: major(ofGroup.reduce((n, k) => n + k.totalOut, 0)),
      };
    }).filter((t) => t.count > 0);
    const totalCount = totals.reduce((n, t) => n + t.count, 0);
    return {
      list: rows.map((row) => ({
        transactionId: row.transactionId,
        username: row.username,
        kind: row.kind,
        group: groupOf(row.kind) as (typeof MOVEMENT_GROUPS)[number],
        amount: major(row.amount),
        createdAt: row.createdAt,
      })),
      totalPages: Math.ceil(totalCount / size),
      totalCount,
      totals,
    };
  });
}
