// Points (migrations/017_points.sql): earned from valid bets, spent on the points mall's goods
// (store/points-mall.ts) or converted into the main wallet. Like money, points are integers, every
// change is an entry written in one SQLite transaction with the balance it changes, and a balance
// never goes below zero (a CHECK, and each spend is a conditional update). Spending carries the
// member's request id: the same request again answers what the first did and spends nothing.
// This module holds the merchant's rules, the balances and their entries, earning and converting.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { balanceOf } from './ledger.ts';
import { type ClaimRequest, payFromBonuses } from './claims.ts';
import { TRIAL_TYPE } from './members.ts';
import { vipRank, vipStanding } from './vip.ts';
import { allRows, rowShape } from './rows.ts';

const POINT_ENTRY_ROW = rowShape<PointEntryRow>('POINT_ENTRY_ROW', {
  id: true,
  kind: true,
  points: true,
  balanceAfter: true,
  ref: true,
  createdAt: true,
});

/** A merchant's points rules (minor units of its currency). */
export interface PointSettings {
  /** Valid bet per point earned. */
  betPerPoint: number;
  /** Points that convert into `convertAmount` at VIP level 0 (more at a higher rank: store/vip.ts); conversions are in steps of this many. */
  convertPoints: number;
  convertAmount: number;
}

/**
 * The rules a merchant starts with: a point per 10 units of valid bet (10,000 dong), and 100
 * points for 1 unit (1,000 dong) at VIP 0 (more by the member's rank): about 0.1% back on turnover.
 */
export function defaultPointSettings(decimals: number): PointSettings {
  const unit = decimals > 0 ? 10 ** decimals : 1_000;
  return { betPerPoint: 10 * unit, convertPoints: 100, convertAmount: unit };
}

/** The merchant's rules: its row, or the defaults for its currency. */
export function pointSettings(db: DatabaseSync, tenant: Tenant): PointSettings {
  const row = db
    .prepare(
      'SELECT bet_per_point AS betPerPoint, convert_points AS convertPoints, convert_amount AS convertAmount FROM point_settings WHERE merchant = ?',
    )
    .get(tenant.code) as PointSettings | undefined;
  return row ?? defaultPointSettings(tenant.config.currency.decimals);
}

/** Writes a merchant's rules (the seed's, or an operator's). */
export function setPointSettings(db: DatabaseSync, merchant: string, s: PointSettings): void {
  db.prepare(
    `INSERT INTO point_settings (merchant, bet_per_point, convert_points, convert_amount) VALUES (?, ?, ?, ?)
     ON CONFLICT (merchant) DO UPDATE SET bet_per_point = excluded.bet_per_point, convert_points = excluded.convert_points,
       convert_amount = excluded.convert_amount`,
  ).run(merchant, s.betPerPoint, s.convertPoints, s.convertAmount);
}

/** What `convertPoints` points convert into at a rank that adds `bonusPercent` percent (minor units). */
export function convertAmountAt(s: PointSettings, bonusPercent: number): number {
  return Math.floor((s.convertAmount * (100 + bonusPercent)) / 100);
}

/** A member's points (zero when they never had any). */
export function pointsOf(db: DatabaseSync, memberId: number): number {
  return (db.prepare('SELECT points FROM point_balances WHERE member_id = ?').get(memberId) as { points: number } | undefined)?.points ?? 0;
}

/** Every point a member ever earned. */
export function pointsEarned(db: DatabaseSync, memberId: number): number {
  return (
    db.prepare("SELECT IFNULL(SUM(points), 0) AS n FROM point_entries WHERE member_id = ? AND kind = 'EARN'").get(memberId) as {
      n: number;
    }
  ).n;
}

export type EntryKind = 'EARN' | 'REDEEM' | 'CONVERT' | 'REFUND';

/** Changes a member's points by `delta` and writes the entry (inside the caller's transaction); false when the balance is short. */
export function change(
  db: DatabaseSync,
  merchant: string,
  memberId: number,
  kind: EntryKind,
  delta: number,
  ref: string,
  now: number,
): boolean {
  db.prepare('INSERT INTO point_balances (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING').run(memberId);
  const row = db
    .prepare('UPDATE point_balances SET points = points + ? WHERE member_id = ? AND points + ? >= 0 RETURNING points')
    .get(delta, memberId, delta) as { points: number } | undefined;
  if (!row) return false;
  db.prepare(
    'INSERT INTO point_entries (merchant, member_id, kind, points, balance_after, ref, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(merchant, memberId, kind, delta, row.points, ref, now);
  return true;
}

/** Takes `points` from a member (inside the caller's transaction); refused when the balance is short. */
export function spend(
  db: DatabaseSync,
  merchant: string,
  memberId: number,
  kind: EntryKind,
  points: number,
  ref: string,
  now: number,
): void {
  if (!change(db, merchant, memberId, kind, -points, ref, now))
    throw new Refusal('points.insufficient', 'not enough points', { value: { points: pointsOf(db, memberId) } });
}

/**
 * Earns points for a settled bet's valid bet (inside the bet's transaction): the valid bet adds to
 * what was carried over, and each whole `betPerPoint` of it is a point. Trial accounts earn none.
 */
export function earnPoints(db: DatabaseSync, tenant: Tenant, memberId: number, validBet: number, betId: number, now: number): void {
  if (validBet <= 0) return;
  const type = (db.prepare('SELECT type FROM members WHERE id = ?').get(memberId) as { type: number } | undefined)?.type;
  if (type === undefined || type === TRIAL_TYPE) return;
  const { betPerPoint } = pointSettings(db, tenant);
  db.prepare('INSERT INTO point_balances (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING').run(memberId);
  const { carry } = db.prepare('SELECT carry FROM point_balances WHERE member_id = ?').get(memberId) as { carry: number };
  const total = carry + validBet;
  const earned = Math.floor(total / betPerPoint);
  db.prepare('UPDATE point_balances SET carry = ? WHERE member_id = ?').run(total % betPerPoint, memberId);
  if (earned > 0) change(db, tenant.code, memberId, 'EARN', earned, `bet:${betId}`, now);
}

/** A conversion's outcome: points left, what reached the wallet and its balance (minor units). */
export interface Conversion {
  points: number;
  amount: number;
  balance: number;
}

/**
 * Converts points into the main wallet at the member's VIP rank's rate, in whole steps of
 * `convertPoints`, once per request id: one journal transaction from the house's 'bonuses'
 * account, written with the points it spends. The rate (the merchant's settings, the member's rank
 * and its bonus) is read in that transaction, so a rank reached or a rate changed while the call
 * checked the payment password, or by another gateway process, is the one paid.
 */
export function convertPoints(db: DatabaseSync, tenant: Tenant, memberId: number, request: ClaimRequest<'points'>): Conversion {
  const { requestId, points, now } = request;
  return transaction(db, () => {
    const s = pointSettings(db, tenant);
    if (!Number.isSafeInteger(points) || points < s.convertPoints || points % s.convertPoints !== 0)
      throw new Refusal('points.convert.step', `points convert in steps of ${s.convertPoints}`, { value: { step: s.convertPoints } });
    const rank = vipRank(db, tenant.code, vipStanding(db, memberId).level);
    const amount = (points / s.convertPoints) * convertAmountAt(s, rank.pointsBonusPercent);
    return payFromBonuses(
      db,
      tenant.code,
      memberId,
      { requestId, kind: 'points.convert', fingerprint: `points.convert ${points}`, amount, now },
      (journalId) => {
        spend(db, tenant.code, memberId, 'CONVERT', points, `journal:${journalId}`, now);
        return { points: pointsOf(db, memberId), amount, balance: balanceOf(db, tenant.code, memberId) };
      },
    );
  });
}

/** A change of a member's points, as their points details list it. */
export interface PointEntryRow {
  id: number;
  kind: EntryKind;
  points: number;
  balanceAfter: number;
  ref: string;
  createdAt: number;
}

/** A member's point changes in [from, to), newest first, one page; and what came in and went out in the period. */
export function pointEntries(
  db: DatabaseSync,
  memberId: number,
  from: number,
  to: number,
  page: { pageNo: number; pageSize: number },
): { rows: PointEntryRow[]; total: number; totalIn: number; totalOut: number } {
  const params = { member: memberId, from, to };
  const where = 'member_id = :member AND created_at >= :from AND created_at < :to';
  const sums = db
    .prepare(
      `SELECT COUNT(*) AS total, IFNULL(SUM(MAX(points, 0)), 0) AS totalIn, IFNULL(SUM(MAX(-points, 0)), 0) AS totalOut FROM point_entries WHERE ${where}`,
    )
    .get(params) as { total: number; totalIn: number; totalOut: number };
  const rows = allRows(
    db.prepare(
      `SELECT id, kind, points, balance_after AS balanceAfter, ref, created_at AS createdAt FROM point_entries WHERE ${where}
       ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    ),
    POINT_ENTRY_ROW,
    { ...params, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
  );
  return { rows, ...sums };
}
