// Missions (migrations/020_missions.sql): the merchant's daily tasks, the member's progress on
// each today (counted by the gateway from its bets and deposits, in the merchant's day), the
// claim of a done mission's reward (once per mission, member and day: a unique key and the
// journal's request id), and the day's or week's leaderboard by valid bet.
import type { DatabaseSync } from 'node:sqlite';
import { addDays, dayIn, dayStart } from '../../core/periods.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { balanceOf } from './ledger.ts';
import { type ClaimRequest, type Paid, payFromBonuses } from './claims.ts';
import { TRIAL_TYPE } from './members.ts';
import { allRows, rowShape } from './rows.ts';

const MISSION_ROW = rowShape<MissionRow>('MISSION_ROW', { id: true, kind: true, gameType: true, target: true, reward: true });
const PLACE = rowShape<Place>('PLACE', { memberId: true, account: true, validBet: true });

type MissionKind = 'VALID_BET' | 'BETS' | 'GAME_TYPES' | 'DEPOSIT';

interface MissionRow {
  id: number;
  kind: MissionKind;
  gameType: string | null;
  target: number;
  reward: number;
}

/** A mission with the member's progress today (minor units or counts, as its target). */
export interface MissionProgress extends MissionRow {
  progress: number;
  status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';
}

function missionsOf(db: DatabaseSync, merchant: string): MissionRow[] {
  return allRows(
    db.prepare('SELECT id, kind, game_type AS gameType, target, reward FROM missions WHERE merchant = ? ORDER BY sort, id'),
    MISSION_ROW,
    merchant,
  );
}

/** The merchant's day of an instant, and when it started. */
function today(tenant: Tenant, now: number): { day: string; from: number } {
  const day = dayIn(now, tenant.config.timezone);
  return { day, from: dayStart(day, tenant.config.timezone) };
}

/** The member's missions with their progress today. */
export function missionProgress(db: DatabaseSync, tenant: Tenant, memberId: number, now: number): MissionProgress[] {
  const { day, from } = today(tenant, now);
  const bets = db
    .prepare(
      'SELECT game_type AS gameType, COUNT(*) AS n, SUM(valid_bet) AS validBet FROM bets WHERE member_id = ? AND placed_at >= ? AND placed_at <= ? AND valid_bet > 0 GROUP BY game_type',
    )
    .all(memberId, from, now) as Array<{ gameType: string; n: number; validBet: number }>;
  const { deposits } = db
    .prepare(
      "SELECT IFNULL(SUM(amount - fee), 0) AS deposits FROM deposit_orders WHERE member_id = ? AND status = 'CREDITED' AND settled_at >= ? AND settled_at <= ?",
    )
    .get(memberId, from, now) as { deposits: number };
  const claimed = new Set(
    (
      db.prepare('SELECT mission_id AS id FROM mission_claims WHERE member_id = ? AND day = ?').all(memberId, day) as Array<{ id: number }>
    ).map((r) => r.id),
  );
  const of = (gameType: string | null) => bets.filter((b) => gameType === null || b.gameType === gameType);
  return missionsOf(db, tenant.code).map((m) => {
    const progress =
      m.kind === 'VALID_BET'
        ? of(m.gameType).reduce((sum, b) => sum + b.validBet, 0)
        : m.kind === 'BETS'
          ? of(m.gameType).reduce((sum, b) => sum + b.n, 0)
          : m.kind === 'GAME_TYPES'
            ? bets.length
            : deposits;
    const status = claimed.has(m.id) ? 'CLAIMED' : progress >= m.target ? 'CLAIMABLE' : 'IN_PROGRESS';
    return { ...m, progress, status };
  });
}

/**
 * Claims a done mission's reward for today, once per request id (the same id again answers the
 * same) and once per mission and day whatever the id (a unique key): from the house's 'bonuses'
 * account into the main wallet. Refused while it is not done (mission.not.done) or once claimed
 * today (mission.claimed).
 */
export function claimMission(db: DatabaseSync, tenant: Tenant, memberId: number, request: ClaimRequest<'missionId'>): Paid {
  const { requestId, missionId, now } = request;
  return transaction(db, () => {
    const mission = missionProgress(db, tenant, memberId, now).find((m) => m.id === missionId);
    if (!mission) throw new Refusal('mission.unknown', 'there is no such mission');
    const { day } = today(tenant, now);
    return payFromBonuses(
      db,
      tenant.code,
      memberId,
      { requestId, kind: 'mission', fingerprint: `mission ${missionId}`, amount: mission.reward, now },
      (journalId) => {
        // Checked here, after a repeat of an answered request id has returned its answer.
        if (mission.status === 'CLAIMED') throw new Refusal('mission.claimed', 'this mission was claimed today already');
        if (mission.status !== 'CLAIMABLE') throw new Refusal('mission.not.done', 'this mission is not done yet');
        db.prepare('INSERT INTO mission_claims (mission_id, member_id, day, amount, journal_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
          missionId,
          memberId,
          day,
          mission.reward,
          journalId,
          now,
        );
        return { amount: mission.reward, balance: balanceOf(db, tenant.code, memberId) };
      },
    );
  });
}

/** A leaderboard place: the account (masked by the caller), its valid bet. */
export interface Place {
  memberId: number;
  account: string;
  validBet: number;
}

/**
 * The merchant's members by valid bet today (DAY) or over the last 7 days of the merchant
 * (WEEK, today included): the top `size`, and the member's own place (null without a bet).
 */
export function leaderboard(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  period: 'DAY' | 'WEEK',
  size: number,
  now: number,
): { top: Place[]; own: { rank: number; validBet: number } | null } {
  const { day } = today(tenant, now);
  const from = dayStart(period === 'DAY' ? day : addDays(day, -6), tenant.config.timezone);
  const sums = `SELECT b.member_id AS memberId, m.username AS account, SUM(b.valid_bet) AS validBet FROM bets b JOIN members m ON m.id = b.member_id
    WHERE b.merchant = :merchant AND b.placed_at >= :from AND b.placed_at <= :now AND m.type <> :trial GROUP BY b.member_id HAVING validBet > 0`;
  const params = { merchant: tenant.code, from, now, trial: TRIAL_TYPE };
  const top = allRows(db.prepare(`${sums} ORDER BY validBet DESC, memberId LIMIT :size`), PLACE, { ...params, size });
  const mine = db.prepare(`SELECT validBet FROM (${sums}) WHERE memberId = :member`).get({ ...params, member: memberId }) as
    | { validBet: number }
    | undefined;
  if (!mine) return { top, own: null };
  const { above } = db
    .prepare(`SELECT COUNT(*) AS above FROM (${sums}) WHERE validBet > :mine OR (validBet = :mine AND memberId < :member)`)
    .get({ ...params, mine: mine.validBet, member: memberId }) as { above: number };
  return { top, own: { rank: above + 1, validBet: mine.validBet } };
}
