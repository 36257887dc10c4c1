// The agent centre's reports over an agent's team (store/team.ts's TEAM walk): profit and loss per
// direct downline (a sub-agent's whole team rolled up into its row), revenue by game type and
// vendor, and the ledger movements of the team's wallets. Computed from the bets and the ledger as
// they are; amounts in minor units. The periods are [from, to) in ms.
import type { DatabaseSync } from 'node:sqlite';
import { TRIAL_TYPE } from './members.ts';
import { TEAM } from './team.ts';
import { allRows, oneRow, rowShape, widerShape } from './rows.ts';

const PLAY_SUMS = rowShape<PlaySums>('PLAY_SUMS', { bets: true, players: true, stake: true, validBet: true, payout: true });
const MOVEMENT_SUMS = rowShape<{ kind: string; count: number; totalIn: number; totalOut: number }>('MOVEMENT_SUMS', {
  kind: true,
  count: true,
  totalIn: true,
  totalOut: true,
});
const TEAM_MOVEMENT = rowShape<TeamMovement>('TEAM_MOVEMENT', {
  transactionId: true,
  username: true,
  kind: true,
  amount: true,
  createdAt: true,
});
const MEMBER_PLAY = widerShape<PlaySums, { username: string; type: number; teamSize: number }>(PLAY_SUMS, 'MEMBER_PLAY', {
  username: true,
  type: true,
  teamSize: true,
});
const GAME_PLAY = widerShape<PlaySums, { gameType: string; vendor: string }>(PLAY_SUMS, 'GAME_PLAY', { gameType: true, vendor: true });

/** What a part of the team played: sums in minor units. */
export interface PlaySums {
  bets: number;
  /** Accounts with at least one of the bets. */
  players: number;
  stake: number;
  validBet: number;
  payout: number;
}

const PLAY = `COUNT(*) AS bets, COUNT(DISTINCT b.member_id) AS players, IFNULL(SUM(b.stake), 0) AS stake,
  IFNULL(SUM(b.valid_bet), 0) AS validBet, IFNULL(SUM(b.payout), 0) AS payout`;

/**
 * The team's bets in the period: the walk, then each member's bets by the bets_member index (CROSS
 * JOIN keeps that order: SQLite would otherwise scan every bet of the platform for the team's).
 */
const TEAM_BETS = `FROM team t CROSS JOIN bets b ON b.member_id = t.id AND b.placed_at >= :from AND b.placed_at < :to`;

/** A direct downline's statement: it and its team below it. */
export interface DownlineStatement {
  username: string;
  type: number;
  /** The downline and everyone below it, now. */
  teamSize: number;
  sums: PlaySums;
}

/**
 * Profit and loss per direct downline that played in the period (its team below it included), the
 * most valid bet first; only the downline named `account` (any case) when given.
 */
export function profitLossByDownline(
  db: DatabaseSync,
  agentId: number,
  filter: { from: number; to: number; account: string | null },
): DownlineStatement[] {
  const rows = allRows(
    db.prepare(
      `${TEAM},
      play AS (SELECT t.root, ${PLAY} ${TEAM_BETS} GROUP BY t.root),
      sizes AS (SELECT root, COUNT(*) AS teamSize FROM team GROUP BY root)
      SELECT m.username, m.type, s.teamSize, p.bets, p.players, p.stake, p.validBet, p.payout
      FROM play p JOIN members m ON m.id = p.root JOIN sizes s ON s.root = p.root
      WHERE :account IS NULL OR lower(m.username) = lower(:account)
      ORDER BY p.validBet DESC, m.username`,
    ),
    MEMBER_PLAY,
    { agent: agentId, trial: TRIAL_TYPE, from: filter.from, to: filter.to, account: filter.account },
  );
  return rows.map(({ username, type, teamSize, ...sums }) => ({ username, type, teamSize, sums }));
}

/** The team's play in the period by game type and vendor, of one game type where given; and the totals. */
export function revenueByGame(
  db: DatabaseSync,
  agentId: number,
  filter: { from: number; to: number; gameType: string | null },
): { rows: Array<{ gameType: string; vendor: string; sums: PlaySums }>; totals: PlaySums } {
  const params = { agent: agentId, trial: TRIAL_TYPE, from: filter.from, to: filter.to, gameType: filter.gameType };
  const where = 'WHERE :gameType IS NULL OR b.game_type = :gameType';
  const rows = allRows(
    db.prepare(`${TEAM} SELECT b.game_type AS gameType, b.vendor, ${PLAY} ${TEAM_BETS} ${where} GROUP BY b.game_type, b.vendor`),
    GAME_PLAY,
    params,
  );
  // The players over all rows: one who played two vendors' games is one player.
  const totals = oneRow(db.prepare(`${TEAM} SELECT ${PLAY} ${TEAM_BETS} ${where}`), PLAY_SUMS, params)!;
  return { rows: rows.map(({ gameType, vendor, ...sums }) => ({ gameType, vendor, sums })), totals };
}

/** One journal transaction as it moved one team member's wallets (main and vendor ones together). */
export interface TeamMovement {
  transactionId: number;
  username: string;
  kind: string;
  amount: number;
  createdAt: number;
}

/**
 * The movements of the team's wallets in the period of the given journal kinds, newest first, one
 * page (of `accountId`'s only, when given); and per kind how many, what came in and what went out.
 * A transaction that moved nothing in sum for a member (between their own wallets) is left out.
 * CROSS JOIN keeps SQLite's join order: from the team to its wallets (migration 016's index), their
 * entries and their journal transactions, never a scan of the whole platform's journal.
 */
export function teamMovements(
  db: DatabaseSync,
  agentId: number,
  filter: { from: number; to: number; kinds: readonly string[]; accountId: number | null; page: number; size: number },
): { rows: TeamMovement[]; byKind: Array<{ kind: string; count: number; totalIn: number; totalOut: number }> } {
  const params = {
    agent: agentId,
    trial: TRIAL_TYPE,
    from: filter.from,
    to: filter.to,
    kinds: JSON.stringify(filter.kinds),
    account: filter.accountId,
  };
  const moves = `${TEAM},
    moves AS (
      SELECT j.id AS transactionId, t.id AS memberId, j.kind, SUM(e.amount) AS amount, j.created_at AS createdAt
      FROM team t CROSS JOIN ledger_accounts a ON a.member_id = t.id CROSS JOIN ledger_entries e ON e.account_id = a.id
        CROSS JOIN journal j ON j.id = e.journal_id
      WHERE (:account IS NULL OR t.id = :account) AND j.created_at >= :from AND j.created_at < :to
        AND j.kind IN (SELECT value FROM json_each(:kinds))
      GROUP BY j.id, t.id HAVING SUM(e.amount) <> 0)`;
  const byKind = allRows(
    db.prepare(
      `${moves} SELECT kind, COUNT(*) AS count, SUM(MAX(amount, 0)) AS totalIn, -SUM(MIN(amount, 0)) AS totalOut FROM moves GROUP BY kind`,
    ),
    MOVEMENT_SUMS,
    params,
  );
  const rows = allRows(
    db.prepare(
      `${moves} SELECT v.transactionId, m.username, v.kind, v.amount, v.createdAt FROM moves v JOIN members m ON m.id = v.memberId
      ORDER BY v.createdAt DESC, v.transactionId DESC, m.username LIMIT :size OFFSET :skip`,
    ),
    TEAM_MOVEMENT,
    { ...params, size: filter.size, skip: (filter.page - 1) * filter.size },
  );
  return { rows, byKind };
}

/** The id of the team member named `username` (any case), if the agent has one. */
export function teamMemberId(db: DatabaseSync, agentId: number, username: string): number | null {
  const row = db
    .prepare(`${TEAM} SELECT m.id FROM team t JOIN members m ON m.id = t.id WHERE lower(m.username) = lower(:username)`)
    .get({ agent: agentId, trial: TRIAL_TYPE, username }) as { id: number } | undefined;
  return row?.id ?? null;
}
