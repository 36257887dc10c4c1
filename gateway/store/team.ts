// An agent's team for the agent centre: the direct downlines and, below them, the whole tree (trial
// accounts are never part of it), and what the team did in a period from the stores that hold it:
// registrations, credited deposits, approved withdrawals and settled bets. Amounts in minor units.
import type { DatabaseSync } from 'node:sqlite';
import type { TeamFigures as WireTeamFigures } from '../../contract/generated/agent-team-overview.ts';
import { TRIAL_TYPE } from './members.ts';
import { allRows, rowShape } from './rows.ts';

const LEVEL_FIGURES = rowShape<TeamFigures & { direct: number }>('LEVEL_FIGURES', {
  direct: true,
  members: true,
  newMembers: true,
  activeMembers: true,
  deposits: true,
  withdrawals: true,
  validBet: true,
  profit: true,
});

/** What a part of a team did in a period: the wire's shape (the agent-team-overview call), amounts in minor units here. */
export type TeamFigures = WireTeamFigures;

/**
 * The agent's direct downlines and whole team (every level below), as a recursive walk down the
 * tree, each account with its depth (1: direct) and the direct downline its branch hangs from
 * (`root`: the reports roll a sub-agent's team up into its row). A cycle cannot form (uplines are
 * set once, at registration, to an existing account), but the walk stops at 64 levels regardless.
 * Parameters :agent and :trial (TRIAL_TYPE); the statement goes on with `, next AS (...)` or SELECT.
 */
export const TEAM = `WITH RECURSIVE team(id, root, depth) AS (
  SELECT id, id, 1 FROM members WHERE upline_id = :agent AND type <> :trial
  UNION ALL
  SELECT m.id, t.root, t.depth + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE m.type <> :trial AND t.depth < 64
)`;

/** The team's figures in [from, to): direct downlines only, and the whole team. */
export function teamOverview(db: DatabaseSync, agentId: number, from: number, to: number): { direct: TeamFigures; team: TeamFigures } {
  const params = { agent: agentId, trial: TRIAL_TYPE, from, to };
  const rows = allRows(
    db.prepare(
      `${TEAM},
      scoped AS (SELECT id, depth = 1 AS direct FROM team),
      accounts AS (
        SELECT s.direct, COUNT(*) AS members, SUM(m.reg_date >= :from AND m.reg_date < :to) AS newMembers
        FROM scoped s JOIN members m ON m.id = s.id GROUP BY s.direct),
      play AS (
        SELECT s.direct, COUNT(DISTINCT b.member_id) AS active, SUM(b.valid_bet) AS validBet, SUM(b.stake - b.payout) AS profit
        FROM scoped s JOIN bets b ON b.member_id = s.id AND b.placed_at >= :from AND b.placed_at < :to GROUP BY s.direct),
      paidIn AS (
        SELECT s.direct, SUM(d.amount - d.fee) AS deposits
        FROM scoped s JOIN deposit_orders d ON d.member_id = s.id AND d.status = 'CREDITED' AND d.settled_at >= :from AND d.settled_at < :to
        GROUP BY s.direct),
      paidOut AS (
        SELECT s.direct, SUM(w.amount) AS withdrawals
        FROM scoped s JOIN withdrawal_orders w ON w.member_id = s.id AND w.status = 'APPROVED' AND w.settled_at >= :from AND w.settled_at < :to
        GROUP BY s.direct)
      SELECT a.direct, a.members, a.newMembers, IFNULL(p.active, 0) AS activeMembers, IFNULL(i.deposits, 0) AS deposits,
        IFNULL(o.withdrawals, 0) AS withdrawals, IFNULL(p.validBet, 0) AS validBet, IFNULL(p.profit, 0) AS profit
      FROM accounts a LEFT JOIN play p ON p.direct = a.direct LEFT JOIN paidIn i ON i.direct = a.direct LEFT JOIN paidOut o ON o.direct = a.direct`,
    ),
    LEVEL_FIGURES,
    params,
  );
  const none: TeamFigures = { members: 0, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, validBet: 0, profit: 0 };
  const direct = rows.find((r) => r.direct === 1);
  const deeper = rows.find((r) => r.direct === 0);
  const strip = (r: (TeamFigures & { direct: number }) | undefined): TeamFigures => {
    if (!r) return none;
    const { direct: _, ...figures } = r;
    return figures;
  };
  const [d, below] = [strip(direct), strip(deeper)];
  const team = { ...none };
  for (const k of Object.keys(none) as Array<keyof TeamFigures>) team[k] = d[k] + below[k];
  return { direct: d, team };
}
