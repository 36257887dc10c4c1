// An agent's downline tree for downline management: one level at a time under the agent or an
// account in its team, or a search by username at every level under it, each account with what
// the agent needs to look after it (money in its wallets, whether it is online or locked out, its
// last login, and for a sub-agent the size of its own team). Trial accounts are never in a team.
import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { AGENT_TYPES, TRIAL_TYPE } from './members.ts';
import { allRows, oneRow, rowShape } from './rows.ts';

const DOWNLINE_ROW = rowShape<DownlineRow>('DOWNLINE_ROW', {
  id: true,
  account: true,
  nickname: true,
  type: true,
  upline: true,
  uplineId: true,
  balance: true,
  online: true,
  failures: true,
  regDate: true,
  lastLogin: true,
});

/** One account of the team as the store reads it; money in minor units. */
export interface DownlineRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  upline: string;
  uplineId: number;
  balance: number;
  online: number;
  failures: number;
  regDate: number;
  lastLogin: number | null;
}

/** The tree is walked at most this deep, as the team overview walks it (store/team.ts). */
const MAX_DEPTH = 64;

/**
 * The way from the agent down to `parentId` (both included), or null when `parentId` is not the
 * agent or below it: the walk goes up from the parent, so it never reads another team.
 */
export function pathTo(db: DatabaseSync, agentId: number, parentId: number): Array<{ id: number; account: string }> | null {
  const step = db.prepare('SELECT id, username AS account, upline_id AS uplineId, type FROM members WHERE id = ?');
  const path: Array<{ id: number; account: string }> = [];
  let id: number | null = parentId;
  for (let depth = 0; id !== null && depth <= MAX_DEPTH; depth++) {
    const row = step.get(id) as { id: number; account: string; uplineId: number | null; type: number } | undefined;
    if (!row || row.type === TRIAL_TYPE) return null;
    path.unshift({ id: row.id, account: row.account });
    if (row.id === agentId) return path;
    id = row.uplineId;
  }
  return null;
}

/** Every account below `parent` with its depth (1: direct), trial accounts aside. */
const SUBTREE = `WITH RECURSIVE tree(id, depth) AS (
  SELECT id, 1 FROM members WHERE upline_id = :parent AND type <> :trial
  UNION ALL
  SELECT m.id, t.depth + 1 FROM members m JOIN tree t ON m.upline_id = t.id WHERE m.type <> :trial AND t.depth < ${MAX_DEPTH}
)`;

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of `parent`'s downlines, newest registration first: its direct ones, or with `search`
 * every account under it whose username contains the text (case-insensitively).
 */
export function downlinesOf(
  db: DatabaseSync,
  query: { merchant: string; parent: number; search: string; page: number; size: number; now: number },
): { rows: DownlineRow[]; total: number } {
  const search = query.search.trim().toLowerCase();
  // A search reads the whole subtree; a level only the parent's direct downlines.
  const [scope, scopeParams] = search
    ? [
        `${SUBTREE}, scoped AS (SELECT m.* FROM tree t JOIN members m ON m.id = t.id WHERE m.username_key LIKE :like ESCAPE '\\')`,
        { parent: query.parent, trial: TRIAL_TYPE, like: `%${literal(search)}%` },
      ]
    : ['WITH scoped AS (SELECT * FROM members WHERE upline_id = :parent AND type <> :trial)', { parent: query.parent, trial: TRIAL_TYPE }];
  const { n } = db.prepare(`${scope} SELECT COUNT(*) AS n FROM scoped`).get(scopeParams) as { n: number };
  const rows = allRows(db.prepare(`${scope} ${ROW_SELECT} ORDER BY s.reg_date DESC, s.id DESC LIMIT :size OFFSET :skip`), DOWNLINE_ROW, {
    ...scopeParams,
    ...rowParams(query),
    size: query.size,
    skip: (query.page - 1) * query.size,
  });
  return { rows, total: n };
}

/** A row of the team from `scoped` (s) with what the agent needs of it; the parameters rowParams gives. */
const ROW_SELECT = `SELECT s.id, s.username AS account, s.nickname, s.type, u.username AS upline, s.upline_id AS uplineId, s.reg_date AS regDate,
    (SELECT IFNULL(SUM(balance), 0) FROM ledger_accounts WHERE member_id = s.id AND kind IN ('main', 'vendor')) AS balance,
    (SELECT MAX(at) FROM login_history WHERE member_id = s.id) AS lastLogin,
    EXISTS (SELECT 1 FROM sessions WHERE member_id = s.id AND revoked_at IS NULL AND last_seen_at > :idle AND expires_at >= :now) AS online,
    (SELECT COUNT(*) FROM login_failures WHERE merchant = :merchant AND key = 'account:' || s.username_key AND at > :since) AS failures
  FROM scoped s JOIN members u ON u.id = s.upline_id`;

const rowParams = (query: { merchant: string; now: number }) => ({
  merchant: query.merchant,
  since: query.now - LIMITS.failureWindowMs,
  idle: query.now - LIMITS.sessionIdleMs,
  now: query.now,
});

/** One account's row, as downlinesOf lists it (the caller has checked it is in the agent's team). */
export function downlineRow(db: DatabaseSync, query: { merchant: string; id: number; now: number }): DownlineRow | undefined {
  return oneRow(db.prepare(`WITH scoped AS (SELECT * FROM members WHERE id = :id) ${ROW_SELECT}`), DOWNLINE_ROW, {
    id: query.id,
    ...rowParams(query),
  });
}

/** Whether an account may run a team of its own. */
export const isAgentType = (type: number) => AGENT_TYPES.includes(type);

/** The accounts at every level below an account (trial accounts aside). */
export function teamSizeOf(db: DatabaseSync, id: number): number {
  return (db.prepare(`${SUBTREE} SELECT COUNT(*) AS n FROM tree`).get({ parent: id, trial: TRIAL_TYPE }) as { n: number }).n;
}

/** Whether a row's name is locked by failed logins now (store/login-failures.ts counts them alike). */
export const isLocked = (row: DownlineRow) => row.failures >= LIMITS.lockAfterFailures;
