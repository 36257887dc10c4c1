// The points mall (migrations/017_points.sql): a merchant's goods, and members' redemptions of them.
// Redeeming takes the good's points (store/points.ts), its amount from the main wallet through the
// ledger and its stock in one transaction, once per request id, and leaves it in process for the
// operator, whose rejection gives all three back.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { post, reusedRequestId } from './ledger.ts';
import { change, spend } from './points.ts';
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
const QUEUED_REDEMPTION = widerShape<RedemptionRow, { merchant: string; username: string }>(REDEMPTION_ROW, 'QUEUED_REDEMPTION', {
  merchant: true,
  username: true,
});

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
