// Promotions (migrations/022_promotions.sql): the merchant's offers, the member's state in each
// (derived from their entry, the period and their deposits; docs/gateway.md, "Promotions"),
// joining, applying, and claiming an issued bonus once through the bonus core (store/bonuses.ts).
import type { DatabaseSync } from 'node:sqlite';
import { APPLICATION_IMAGES, COMMENT_MAX, commentLength } from '../../core/promotions.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { grantBonus } from './bonuses.ts';
import { transaction } from './db.ts';
import { balanceOf } from './ledger.ts';
import type { ClaimRequest, Paid } from './claims.ts';
import type { Member } from './members.ts';
import { markUploadsUsed } from './uploads.ts';
import { allRows, oneRow, rowShape } from './rows.ts';

const ENTRY = rowShape<Entry>('ENTRY', {
  id: true,
  promotionId: true,
  memberId: true,
  status: true,
  comment: true,
  reason: true,
  amount: true,
  bonusId: true,
  createdAt: true,
});

export type Audience = 'ALL' | 'MEMBERS' | 'NEW_MEMBERS';

/** A promotion as stored (amounts in minor units, times in ms). */
export interface Promotion {
  id: number;
  merchant: string;
  titles: Record<string, string>;
  rules: Record<string, string>;
  banner: string | null;
  startsAt: number;
  endsAt: number;
  closedAt: number | null;
  audience: Audience;
  kind: 'AUTO' | 'APPLY';
  minDeposit: number | null;
  bonusKind: 'FIXED' | 'PERCENT';
  bonusValue: number;
  bonusCap: number | null;
  turnoverMultiple: number;
  sort: number;
}

type EntryStatus = 'JOINED' | 'APPLYING' | 'ISSUED' | 'REJECTED' | 'CLAIMED';

interface Entry {
  id: number;
  promotionId: number;
  memberId: number;
  status: EntryStatus;
  comment: string | null;
  reason: string | null;
  amount: number | null;
  bonusId: number | null;
  createdAt: number;
}

/** The member's state in a promotion (specification section 4; docs/gateway.md, "Promotions", says when each holds). */
type PromotionState = 'JOIN' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'PROCESS' | 'JOINED' | 'COMING_SOON' | 'CLOSED';

/** A promotion with what one member (or a visitor) sees of it. */
export interface Shown extends Promotion {
  state: PromotionState;
  /** The bonus issued or paid (minor units), when there is one. */
  amount: number | null;
  reason: string | null;
}

const COLUMNS = `id, merchant, titles, rules, banner, starts_at AS startsAt, ends_at AS endsAt, closed_at AS closedAt, audience, kind,
  min_deposit AS minDeposit, bonus_kind AS bonusKind, bonus_value AS bonusValue, bonus_cap AS bonusCap, turnover_multiple AS turnoverMultiple, sort`;
const ENTRY_COLUMNS =
  'id, promotion_id AS promotionId, member_id AS memberId, status, comment, reason, amount, bonus_id AS bonusId, created_at AS createdAt';

/** A promotion as SQLite holds it: the texts as JSON. */
type PromotionRow = Omit<Promotion, 'titles' | 'rules'> & { titles: string; rules: string };
const PROMOTION_ROW = rowShape<PromotionRow>('PROMOTION_ROW', {
  id: true,
  merchant: true,
  titles: true,
  rules: true,
  banner: true,
  startsAt: true,
  endsAt: true,
  closedAt: true,
  audience: true,
  kind: true,
  minDeposit: true,
  bonusKind: true,
  bonusValue: true,
  bonusCap: true,
  turnoverMultiple: true,
  sort: true,
});

function parsed(row: PromotionRow): Promotion {
  return { ...row, titles: JSON.parse(row.titles), rules: JSON.parse(row.rules) };
}

/** A merchant's promotions in their order. */
export function promotionsOf(db: DatabaseSync, merchant: string): Promotion[] {
  return allRows(db.prepare(`SELECT ${COLUMNS} FROM promotions WHERE merchant = ? ORDER BY sort, id`), PROMOTION_ROW, merchant).map(parsed);
}

export function promotionById(db: DatabaseSync, id: number): Promotion | undefined {
  const row = oneRow(db.prepare(`SELECT ${COLUMNS} FROM promotions WHERE id = ?`), PROMOTION_ROW, id);
  return row && parsed(row);
}

/** When a promotion stops taking part: its end, or the operator's close if earlier. */
function endOf(p: Promotion): number {
  return p.closedAt === null ? p.endsAt : Math.min(p.endsAt, p.closedAt);
}

/** Who is shown a promotion: visitors see ALL and NEW_MEMBERS ones (they would be new); members per audience. */
function shownTo(p: Promotion, member: Member | null): boolean {
  if (!member) return p.audience !== 'MEMBERS';
  return p.audience !== 'NEW_MEMBERS' || member.regDate >= p.startsAt;
}

/**
 * The first credited deposit that issues an AUTO promotion's bonus: at least its minimum, credited
 * after the member joined and within the period. Its credited amount (after fee), or null.
 */
function qualifyingDeposit(db: DatabaseSync, p: Promotion, entry: Entry): number | null {
  if (p.kind !== 'AUTO' || p.minDeposit === null) return null;
  const row = db
    .prepare(
      `SELECT amount - fee AS credited FROM deposit_orders WHERE member_id = ? AND status = 'CREDITED' AND settled_at >= ? AND settled_at >= ?
       AND settled_at < ? AND amount - fee >= ? ORDER BY settled_at, id LIMIT 1`,
    )
    .get(entry.memberId, entry.createdAt, p.startsAt, endOf(p), p.minDeposit) as { credited: number } | undefined;
  return row?.credited ?? null;
}

/** What an issued entry pays (minor units): the approved amount, or the bonus of its qualifying deposit. */
function issuedAmount(db: DatabaseSync, p: Promotion, entry: Entry): number | null {
  if (entry.status === 'ISSUED' || entry.status === 'CLAIMED') return entry.amount;
  if (entry.status !== 'JOINED') return null;
  const deposit = qualifyingDeposit(db, p, entry);
  if (deposit === null) return null;
  if (p.bonusKind === 'FIXED') return p.bonusValue;
  return Math.min(Math.floor((deposit * p.bonusValue) / 100), p.bonusCap ?? Number.POSITIVE_INFINITY) || null;
}

/** The valid bet a paid bonus still asks (minor units; bonuses table): a claim is in PROCESS while it is above zero. */
function requirementLeft(db: DatabaseSync, bonusId: number | null): number {
  if (bonusId === null) return 0;
  const row = db.prepare('SELECT turnover_required - turnover_done AS remaining FROM bonuses WHERE id = ?').get(bonusId) as
    | { remaining: number }
    | undefined;
  return row?.remaining ?? 0;
}

function stateOf(db: DatabaseSync, p: Promotion, entry: Entry | undefined, now: number): Pick<Shown, 'state' | 'amount' | 'reason'> {
  const open = now >= p.startsAt && now < endOf(p);
  const none = { amount: null, reason: null };
  if (!entry) return { state: now < p.startsAt ? 'COMING_SOON' : open ? 'JOIN' : 'CLOSED', ...none };
  if (entry.status === 'CLAIMED')
    return { state: requirementLeft(db, entry.bonusId) > 0 ? 'PROCESS' : 'CLAIMED', amount: entry.amount, reason: null };
  if (entry.status === 'REJECTED') return { state: 'REJECTED', amount: null, reason: entry.reason };
  if (entry.status === 'APPLYING') return { state: 'APPLYING', ...none };
  const amount = issuedAmount(db, p, entry);
  if (amount !== null) return { state: 'ISSUED', amount, reason: null };
  // Joined but its deposit never came in the period: nothing more can happen.
  return { state: open ? 'JOINED' : 'CLOSED', ...none };
}

function entriesOf(db: DatabaseSync, memberId: number): Map<number, Entry> {
  const rows = allRows(db.prepare(`SELECT ${ENTRY_COLUMNS} FROM promotion_entries WHERE member_id = ?`), ENTRY, memberId);
  return new Map(rows.map((e) => [e.promotionId, e]));
}

/** The merchant's promotions a visitor (null) or a member is shown, with their state in each. */
export function shownPromotions(db: DatabaseSync, tenant: Tenant, member: Member | null, now: number): Shown[] {
  const entries = member ? entriesOf(db, member.id) : new Map<number, Entry>();
  return promotionsOf(db, tenant.code)
    .filter((p) => shownTo(p, member))
    .map((p) => ({ ...p, ...stateOf(db, p, entries.get(p.id), now) }));
}

/** How many of a member's promotions have an issued bonus waiting to be claimed (the reward centre's count). */
export function claimablePromotions(db: DatabaseSync, tenant: Tenant, memberId: number): number {
  const entries = entriesOf(db, memberId);
  return promotionsOf(db, tenant.code).filter((p) => {
    const entry = entries.get(p.id);
    return entry !== undefined && entry.status !== 'CLAIMED' && issuedAmount(db, p, entry) !== null;
  }).length;
}

/** A promotion the member may take part in now, by kind; refused otherwise. */
function takingPart(
  db: DatabaseSync,
  tenant: Tenant,
  member: Member,
  promotionId: number,
  kind: Promotion['kind'],
  now: number,
): Promotion {
  const p = promotionById(db, promotionId);
  if (!p || p.merchant !== tenant.code || !shownTo(p, member)) throw new Refusal('promotion.unknown', 'there is no such promotion');
  if (db.prepare('SELECT 1 FROM promotion_entries WHERE promotion_id = ? AND member_id = ?').get(p.id, member.id))
    throw new Refusal('promotion.taken.part', 'you already take part in this promotion');
  if (now < p.startsAt) throw new Refusal('promotion.not.started', 'this promotion has not started yet');
  if (now >= endOf(p)) throw new Refusal('promotion.closed', 'this promotion is closed');
  if (p.kind !== kind)
    throw kind === 'AUTO'
      ? new Refusal('promotion.apply.only', 'this promotion takes applications: apply instead')
      : new Refusal('promotion.join.only', 'this promotion takes no applications: join it instead');
  return p;
}

/** Joins an AUTO promotion: its bonus is issued once a qualifying deposit is credited. */
export function joinPromotion(db: DatabaseSync, tenant: Tenant, member: Member, promotionId: number, now: number): void {
  transaction(db, () => {
    const p = takingPart(db, tenant, member, promotionId, 'AUTO', now);
    db.prepare("INSERT INTO promotion_entries (promotion_id, member_id, status, created_at) VALUES (?, ?, 'JOINED', ?)").run(
      p.id,
      member.id,
      now,
    );
  });
}

/** Applies to an APPLY promotion with a comment and up to 3 of the member's own uploads (png or jpg, at most 5 MB each). */
export function applyPromotion(
  db: DatabaseSync,
  tenant: Tenant,
  member: Member,
  application: { promotionId: number; comment: string; imageIds: readonly number[] },
  now: number,
): void {
  const comment = application.comment.trim();
  if (commentLength(comment) > COMMENT_MAX)
    throw new Refusal('promotion.comment.length', `the comment is at most ${COMMENT_MAX} characters`, { value: { max: COMMENT_MAX } });
  const most = APPLICATION_IMAGES.most;
  if (application.imageIds.length > most || new Set(application.imageIds).size !== application.imageIds.length)
    throw new Refusal('promotion.images', `at most ${most} different images`, { value: { most } });
  transaction(db, () => {
    const p = takingPart(db, tenant, member, application.promotionId, 'APPLY', now);
    markUploadsUsed(db, member.id, application.imageIds);
    const entry = db
      .prepare("INSERT INTO promotion_entries (promotion_id, member_id, status, comment, created_at) VALUES (?, ?, 'APPLYING', ?, ?)")
      .run(p.id, member.id, comment, now);
    const image = db.prepare('INSERT INTO promotion_images (entry_id, upload_id) VALUES (?, ?)');
    for (const upload of application.imageIds) image.run(entry.lastInsertRowid, upload);
  });
}

/**
 * Claims an issued bonus: paid once through grantBonus (source 'promotion', the promotion's
 * turnover multiple), whatever the request ids (the entry turns CLAIMED in the same transaction;
 * another claim finds it claimed), and once per request id (a repeat answers the same).
 */
export function claimPromotion(db: DatabaseSync, tenant: Tenant, memberId: number, request: ClaimRequest<'promotionId'>): Paid {
  const { requestId, promotionId, now } = request;
  return transaction(db, () => {
    const p = promotionById(db, promotionId);
    if (!p || p.merchant !== tenant.code) throw new Refusal('promotion.unknown', 'there is no such promotion');
    const entry = entriesOf(db, memberId).get(p.id);
    const amount = entry ? issuedAmount(db, p, entry) : null;
    return grantBonus(
      db,
      {
        merchant: tenant.code,
        memberId,
        // A repeat of an answered request returns its answer before this amount matters.
        amount: amount ?? 1,
        turnoverMultiple: p.turnoverMultiple,
        source: 'promotion',
        title: p.titles,
        requester: `member:${memberId}`,
        requestId,
        fingerprint: `promotion ${promotionId}`,
        now,
      },
      ({ bonusId }) => {
        // Checked here, after a repeat of an answered request id has returned its answer.
        if (entry?.status === 'CLAIMED') throw new Refusal('promotion.claimed', 'this bonus was claimed already');
        if (!entry || amount === null) throw new Refusal('promotion.not.issued', 'no bonus of this promotion is issued to you');
        const claimed = db
          .prepare(
            "UPDATE promotion_entries SET status = 'CLAIMED', amount = ?, bonus_id = ?, claimed_at = ? WHERE id = ? AND status <> 'CLAIMED'",
          )
          .run(amount, bonusId, now, entry.id);
        if (claimed.changes !== 1) throw new Refusal('promotion.claimed', 'this bonus was claimed already');
        return { amount, balance: balanceOf(db, tenant.code, memberId) };
      },
    );
  });
}

/** The member's application to a promotion, when they applied: its comment, image count and time. */
export function applicationOf(
  db: DatabaseSync,
  memberId: number,
  promotionId: number,
): { comment: string; images: number; createdAt: number } | undefined {
  return db
    .prepare(
      `SELECT IFNULL(e.comment, '') AS comment, e.created_at AS createdAt, (SELECT COUNT(*) FROM promotion_images i WHERE i.entry_id = e.id) AS images
       FROM promotion_entries e WHERE e.member_id = ? AND e.promotion_id = ? AND e.comment IS NOT NULL`,
    )
    .get(memberId, promotionId) as { comment: string; images: number; createdAt: number } | undefined;
}
