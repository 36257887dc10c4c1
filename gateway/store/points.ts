// Points (migrations/017_points.sql): earned from valid bets, spent on the points mall's goods or
// converted into the main wallet. Like money, points are integers, every change is an entry
// written in one SQLite transaction with the balance it changes, and a balance never goes below
// zero (a CHECK, and each spend is a conditional update). Spending carries the member's request
// id: the same request again answers what the first did and spends nothing.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { balanceOf, post, reusedRequestId } from './ledger.ts';
import { type ClaimRequest, payFromBonuses } from './claims.ts';
import { TRIAL_TYPE } from './members.ts';
import { vipRank, vipStanding } from './vip.ts';
import { allRows, insertRow, rowShape, widerShape } from './rows.ts';

const REDEMPTION_ROW = rowShape<RedemptionRow>('REDEMPTION_ROW', {
  id: true,
  memberId: true,
  goodId: true,
  quantity: true,
  points: true,
  amount: true,
  address: true,
  paidAccount: true,
  status: true,
  remark: true,
  createdAt: true,
  decidedAt: true,
});
const POINT_ENTRY_ROW = rowShape<PointEntryRow>('POINT_ENTRY_ROW', {
  id: true,
  kind: true,
  points: true,
  balanceAfter: true,
  ref: true,
  createdAt: true,
});
const QUEUED_REDEMPTION = widerShape<RedemptionRow, { merchant: string; username: string }>(REDEMPTION_ROW, 'QUEUED_REDEMPTION', {
  merchant: true,
  username: true,
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

type EntryKind = 'EARN' | 'REDEEM' | 'CONVERT' | 'REFUND';

/** Changes a member's points by `delta` and writes the entry (inside the caller's transaction); false when the balance is short. */
function change(db: DatabaseSync, merchant: string, memberId: number, kind: EntryKind, delta: number, ref: string, now: number): boolean {
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

function spend(db: DatabaseSync, merchant: string, memberId: number, kind: EntryKind, points: number, ref: string, now: number): void {
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

/** What a good's texts are: by language code. */
type Texts = Readonly<Partial<Record<string, string>>>;

/** A good of the points mall (minor units). */
export interface GoodRow {
  id: number;
  image: string;
  name: Texts;
  description: Texts;
  unit: Texts;
  points: number;
  amount: number;
  stock: number | null;
  maxQuantity: number;
  delivery: 'ADDRESS' | 'ACCOUNT' | 'NONE';
}

const GOOD_COLUMNS = 'id, image, name, description, unit, points, amount, stock, max_quantity AS maxQuantity, delivery';

/** A good as SQLite holds it: the texts as JSON. */
type GoodRecord = Omit<GoodRow, 'name' | 'description' | 'unit'> & { name: string; description: string; unit: string };
const GOOD_RECORD = rowShape<GoodRecord>('GOOD_RECORD', {
  id: true,
  image: true,
  name: true,
  description: true,
  unit: true,
  points: true,
  amount: true,
  stock: true,
  maxQuantity: true,
  delivery: true,
});

function asGood(row: GoodRecord): GoodRow {
  return {
    ...row,
    name: JSON.parse(row.name) as Texts,
    description: JSON.parse(row.description) as Texts,
    unit: JSON.parse(row.unit) as Texts,
  };
}

/** The merchant's goods, in the mall's order. */
export function goodsOf(db: DatabaseSync, merchant: string): GoodRow[] {
  return allRows(db.prepare(`SELECT ${GOOD_COLUMNS} FROM point_goods WHERE merchant = ? ORDER BY sort, id`), GOOD_RECORD, merchant).map(
    asGood,
  );
}

/** Adds a good to a merchant's mall; its id. */
export function addGood(db: DatabaseSync, merchant: string, good: Omit<GoodRow, 'id'> & { sort?: number }): number {
  return insertRow(db, 'point_goods', {
    merchant,
    image: good.image,
    name: JSON.stringify(good.name),
    description: JSON.stringify(good.description),
    unit: JSON.stringify(good.unit),
    points: good.points,
    amount: good.amount,
    stock: good.stock,
    max_quantity: good.maxQuantity,
    delivery: good.delivery,
    sort: good.sort ?? 0,
  });
}

/** A redemption (minor units). */
export interface RedemptionRow {
  id: number;
  memberId: number;
  goodId: number;
  quantity: number;
  points: number;
  amount: number;
  address: string | null;
  paidAccount: string | null;
  status: 'IN_PROCESS' | 'REJECTED' | 'APPROVED';
  remark: string;
  createdAt: number;
  decidedAt: number | null;
}

const redemptionColumns = (t = 'point_redemptions') =>
  `${t}.id, ${t}.member_id AS memberId, ${t}.good_id AS goodId, ${t}.quantity, ${t}.points, ${t}.amount, ${t}.address,
   ${t}.paid_account AS paidAccount, ${t}.status, ${t}.remark, ${t}.created_at AS createdAt, ${t}.decided_at AS decidedAt`;
const REDEMPTION_COLUMNS = redemptionColumns();

function redemptionById(db: DatabaseSync, id: number): RedemptionRow | undefined {
  return db.prepare(`SELECT ${REDEMPTION_COLUMNS} FROM point_redemptions WHERE id = ?`).get(id) as RedemptionRow | undefined;
}

/** The merchant a redemption belongs to. */
export function redemptionMerchant(db: DatabaseSync, id: number): string | undefined {
  return (db.prepare('SELECT merchant FROM point_redemptions WHERE id = ?').get(id) as { merchant: string } | undefined)?.merchant;
}

/** What a member asks to redeem. */
export interface RedeemRequest {
  requestId: string;
  goodId: number;
  quantity: number;
  address?: string | undefined;
  paidAccount?: string | undefined;
  now: number;
}

/**
 * Redeems a good, once per request id: takes its points (and its amount from the main wallet,
 * through the ledger, into the house's 'bonuses' account) and one unit of stock per unit, all in
 * one transaction, and leaves the redemption in process for the operator. Never takes more
 * points or money than the member has.
 */
export function redeemGood(db: DatabaseSync, tenant: Tenant, memberId: number, request: RedeemRequest): RedemptionRow {
  const { requestId, goodId, quantity, now } = request;
  const address = request.address?.trim() || null;
  const paidAccount = request.paidAccount?.trim() || null;
  const fingerprint = JSON.stringify([goodId, quantity, address, paidAccount]);
  return transaction(db, () => {
    const earlier = db
      .prepare(`SELECT ${REDEMPTION_COLUMNS}, fingerprint FROM point_redemptions WHERE member_id = ? AND request_id = ?`)
      .get(memberId, requestId) as (RedemptionRow & { fingerprint: string }) | undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw reusedRequestId();
      const { fingerprint: _, ...row } = earlier;
      return row;
    }
    const good = goodsOf(db, tenant.code).find((g) => g.id === goodId);
    if (!good) throw new Refusal('points.good.unknown', 'this good is not in the mall');
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > good.maxQuantity)
      throw new Refusal('points.quantity.invalid', `redeem 1 to ${good.maxQuantity} at a time`, { value: { max: good.maxQuantity } });
    if (good.delivery === 'ADDRESS' && !address) throw new Refusal('points.address.required', 'this good needs a receiving address');
    if (good.delivery === 'ACCOUNT' && !paidAccount) throw new Refusal('points.account.required', 'this good needs an account to pay into');
    if (good.stock !== null) {
      const taken = db.prepare('UPDATE point_goods SET stock = stock - ? WHERE id = ? AND stock >= ?').run(quantity, goodId, quantity);
      if (taken.changes !== 1) throw new Refusal('points.stock.out', 'not enough of this good is left', { value: { stock: good.stock } });
    }
    const points = good.points * quantity;
    const amount = good.amount * quantity;
    const id = Number(
      db
        .prepare(
          `INSERT INTO point_redemptions (merchant, member_id, request_id, fingerprint, good_id, quantity, points, amount, address, paid_account, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(tenant.code, memberId, requestId, fingerprint, goodId, quantity, points, amount, address, paidAccount, now).lastInsertRowid,
    );
    spend(db, tenant.code, memberId, 'REDEEM', points, `redemption:${id}`, now);
    if (amount > 0) pay(db, tenant.code, memberId, `member:${memberId}`, `points.redeem:${id}`, -amount, now);
    return redemptionById(db, id)!;
  });
}

/** Moves a redemption's amount between the member's main wallet and the house's 'bonuses' account. */
function pay(
  db: DatabaseSync,
  merchant: string,
  memberId: number,
  requester: `member:${number}` | 'operator',
  requestId: string,
  amount: number,
  now: number,
) {
  post(
    db,
    {
      merchant,
      requester,
      requestId,
      kind: amount < 0 ? 'points.redeem' : 'points.refund',
      memberId,
      fingerprint: `${requestId} ${amount}`,
      legs: [
        { account: { memberId }, amount },
        { account: { house: 'bonuses' }, amount: -amount },
      ],
      now,
    },
    () => ({}),
  );
}

/**
 * The operator's decision on a redemption in process: approved, or rejected with the points, the
 * amount and the stock given back, in one transaction. Deciding again is refused.
 */
export function decideRedemption(
  db: DatabaseSync,
  merchant: string,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  remark: string,
  now: number,
): RedemptionRow {
  return transaction(db, () => {
    const decided = db
      .prepare(
        "UPDATE point_redemptions SET status = ?, remark = ?, decided_at = ? WHERE id = ? AND merchant = ? AND status = 'IN_PROCESS'",
      )
      .run(decision, remark, now, id, merchant);
    if (decided.changes !== 1) throw new Refusal('points.redemption.decided', `redemption ${id} is not in process at ${merchant}`);
    const row = redemptionById(db, id)!;
    if (decision === 'REJECTED') {
      change(db, merchant, row.memberId, 'REFUND', row.points, `redemption:${id}`, now);
      db.prepare('UPDATE point_goods SET stock = stock + ? WHERE id = ? AND stock IS NOT NULL').run(row.quantity, row.goodId);
      if (row.amount > 0) pay(db, merchant, row.memberId, 'operator', `points.refund:${id}`, row.amount, now);
    }
    return row;
  });
}

/** A member's redemptions, newest first, one page (status ALL for every one). */
export function redemptionsOf(
  db: DatabaseSync,
  memberId: number,
  status: string,
  page: { pageNo: number; pageSize: number },
): { rows: RedemptionRow[]; total: number } {
  const where = status === 'ALL' ? 'member_id = :member' : 'member_id = :member AND status = :status';
  const params = { member: memberId, ...(status === 'ALL' ? {} : { status }) };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM point_redemptions WHERE ${where}`).get(params) as { n: number }).n;
  const rows = allRows(
    db.prepare(
      `SELECT ${REDEMPTION_COLUMNS} FROM point_redemptions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    ),
    REDEMPTION_ROW,
    { ...params, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
  );
  return { rows, total };
}

/** Redemptions waiting for the operator (all merchants, or one), oldest first. */
export function redemptionsInProcess(db: DatabaseSync, merchant?: string): Array<RedemptionRow & { merchant: string; username: string }> {
  return allRows(
    db.prepare(
      `SELECT ${redemptionColumns('r')}, r.merchant, m.username FROM point_redemptions r
       JOIN members m ON m.id = r.member_id WHERE r.status = 'IN_PROCESS' AND (:merchant IS NULL OR r.merchant = :merchant) ORDER BY r.created_at`,
    ),
    QUEUED_REDEMPTION,
    { merchant: merchant ?? null },
  );
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
