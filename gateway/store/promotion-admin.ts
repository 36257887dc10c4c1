// The operator's side of promotions (gateway CLI): adding, editing and closing a promotion from a
// checked draft, listing the applications waiting, and approving (the bonus is issued, the member
// claims it) or rejecting one with a reason. The member is told either way in a platform message.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { MAX_TURNOVER_MULTIPLE } from './bonuses.ts';
import { transaction } from './db.ts';
import { notify } from './messages.ts';
import { refuseOnBreak } from './protection.ts';
import { type Audience, type Promotion, promotionById } from './promotions.ts';
import { allRows, rowShape } from './rows.ts';

const APPLICATION = rowShape<Application>('APPLICATION', {
  id: true,
  merchant: true,
  promotionId: true,
  username: true,
  comment: true,
  images: true,
  createdAt: true,
});

/** What the operator writes for a promotion (a JSON file or flags); amounts in minor units, times in ms. */
export type PromotionDraft = Omit<Promotion, 'id' | 'merchant' | 'closedAt'>;

const AUDIENCES: readonly Audience[] = ['ALL', 'MEMBERS', 'NEW_MEMBERS'];
const MAX_TITLE = 100;
const MAX_RULES = 20_000;

/** Why a draft is not a promotion, one line per problem (empty when it is one). */
export function draftProblems(tenant: Tenant, d: Partial<PromotionDraft>): string[] {
  const problems: string[] = [];
  const languages = new Set<string>(['EN', ...tenant.config.languages.offered]);
  const texts = (name: 'titles' | 'rules', max: number) => {
    const byLanguage = d[name];
    if (!byLanguage || typeof byLanguage !== 'object' || !Object.keys(byLanguage).length) {
      problems.push(`${name}: give at least one language's text, e.g. {"EN": "..."}`);
      return;
    }
    for (const [language, text] of Object.entries(byLanguage)) {
      if (!languages.has(language)) problems.push(`${name}.${language}: ${tenant.code} offers ${[...languages].join(', ')}`);
      if (typeof text !== 'string' || !text.trim() || text.length > max) problems.push(`${name}.${language}: 1 to ${max} characters`);
    }
  };
  texts('titles', MAX_TITLE);
  texts('rules', MAX_RULES);
  const whole = (name: keyof PromotionDraft, min: number, value: unknown) => {
    if (!Number.isSafeInteger(value) || (value as number) < min) problems.push(`${name}: a whole number from ${min}`);
  };
  whole('startsAt', 0, d.startsAt);
  whole('endsAt', 0, d.endsAt);
  if (Number.isSafeInteger(d.startsAt) && Number.isSafeInteger(d.endsAt) && d.endsAt! <= d.startsAt!)
    problems.push('endsAt: after startsAt');
  if (d.banner !== null && d.banner !== undefined && !/^(https:\/\/|\/)[^\s"'<>]{1,500}$/.test(d.banner))
    problems.push('banner: an https URL or a path on the gateway (or null: the gateway draws one)');
  if (!AUDIENCES.includes(d.audience as Audience)) problems.push(`audience: one of ${AUDIENCES.join(', ')}`);
  if (d.kind !== 'AUTO' && d.kind !== 'APPLY') problems.push('kind: AUTO (join, paid on a deposit) or APPLY (application)');
  if (d.kind === 'AUTO') whole('minDeposit', 1, d.minDeposit);
  else if (d.minDeposit !== null && d.minDeposit !== undefined) problems.push('minDeposit: only for kind AUTO');
  if (d.bonusKind !== 'FIXED' && d.bonusKind !== 'PERCENT') problems.push('bonusKind: FIXED or PERCENT');
  whole('bonusValue', 1, d.bonusValue);
  if (d.bonusKind === 'PERCENT') {
    if (d.kind !== 'AUTO') problems.push('bonusKind: PERCENT (of the deposit) needs kind AUTO');
    if (Number.isSafeInteger(d.bonusValue) && d.bonusValue! > 100) problems.push('bonusValue: a percentage is at most 100');
    whole('bonusCap', 1, d.bonusCap);
  } else if (d.bonusCap !== null && d.bonusCap !== undefined) problems.push('bonusCap: only for bonusKind PERCENT');
  whole('turnoverMultiple', 0, d.turnoverMultiple);
  if (Number.isSafeInteger(d.turnoverMultiple) && d.turnoverMultiple! > MAX_TURNOVER_MULTIPLE)
    problems.push(`turnoverMultiple: at most ${MAX_TURNOVER_MULTIPLE}`);
  if (d.sort !== undefined) whole('sort', 0, d.sort);
  return problems;
}

function checked(tenant: Tenant, d: Partial<PromotionDraft>): PromotionDraft {
  const problems = draftProblems(tenant, d);
  if (problems.length) throw new Refusal('promotion.invalid', problems.join('\n'));
  return { minDeposit: null, bonusCap: null, banner: null, sort: 0, ...d } as PromotionDraft;
}

function values(d: PromotionDraft) {
  return [
    JSON.stringify(d.titles),
    JSON.stringify(d.rules),
    d.banner,
    d.startsAt,
    d.endsAt,
    d.audience,
    d.kind,
    d.minDeposit,
    d.bonusKind,
    d.bonusValue,
    d.bonusCap,
    d.turnoverMultiple,
    d.sort,
  ] as const;
}

/** Adds a promotion from a checked draft (promotion.invalid lists every problem); its id. */
export function addPromotion(db: DatabaseSync, tenant: Tenant, draft: Partial<PromotionDraft>, now: number): number {
  const d = checked(tenant, draft);
  const result = db
    .prepare(
      `INSERT INTO promotions (merchant, titles, rules, banner, starts_at, ends_at, audience, kind, min_deposit, bonus_kind, bonus_value, bonus_cap, turnover_multiple, sort, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(tenant.code, ...values(d), now);
  return Number(result.lastInsertRowid);
}

/**
 * Changes a promotion: the given fields over the stored ones (titles and rules per language),
 * checked as a whole. Its kind stays
 * once a member takes part (their entries were made for it).
 */
export function editPromotion(db: DatabaseSync, tenant: Tenant, id: number, changes: Partial<PromotionDraft>): Promotion {
  return transaction(db, () => {
    const stored = promotionById(db, id);
    if (!stored || stored.merchant !== tenant.code) throw new Refusal('promotion.unknown', `no promotion ${id} of ${tenant.code}`);
    const { id: _id, merchant: _merchant, closedAt: _closedAt, ...before } = stored;
    // A title or rules given in some languages changes those languages only.
    const d = checked(tenant, {
      ...before,
      ...changes,
      titles: { ...before.titles, ...changes.titles },
      rules: { ...before.rules, ...changes.rules },
    });
    const taken = db.prepare('SELECT 1 FROM promotion_entries WHERE promotion_id = ?').get(id);
    if (taken && d.kind !== stored.kind) throw new Refusal('promotion.invalid', 'kind: members take part already; it cannot change');
    db.prepare(
      `UPDATE promotions SET titles = ?, rules = ?, banner = ?, starts_at = ?, ends_at = ?, audience = ?, kind = ?, min_deposit = ?, bonus_kind = ?,
       bonus_value = ?, bonus_cap = ?, turnover_multiple = ?, sort = ? WHERE id = ?`,
    ).run(...values(d), id);
    return promotionById(db, id)!;
  });
}

/** Closes a promotion now (members can no longer join or apply; issued bonuses stay claimable). */
export function closePromotion(db: DatabaseSync, merchant: string, id: number, now: number): void {
  const closed = db
    .prepare('UPDATE promotions SET closed_at = ? WHERE id = ? AND merchant = ? AND closed_at IS NULL')
    .run(now, id, merchant);
  if (closed.changes !== 1) throw new Refusal('promotion.unknown', `no open promotion ${id} of ${merchant}`);
}

/** An application waiting for the operator. */
export interface Application {
  id: number;
  merchant: string;
  promotionId: number;
  username: string;
  comment: string;
  images: number;
  createdAt: number;
}

/** Applications waiting for a decision, oldest first. */
export function applicationsWaiting(db: DatabaseSync, merchant?: string): Application[] {
  return allRows(
    db.prepare(
      `SELECT e.id, p.merchant, e.promotion_id AS promotionId, m.username, IFNULL(e.comment, '') AS comment, e.created_at AS createdAt,
       (SELECT COUNT(*) FROM promotion_images i WHERE i.entry_id = e.id) AS images
       FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id JOIN members m ON m.id = e.member_id
       WHERE e.status = 'APPLYING' AND (? IS NULL OR p.merchant = ?) ORDER BY e.created_at, e.id`,
    ),
    APPLICATION,
    merchant ?? null,
    merchant ?? null,
  );
}

/**
 * Approves an application (the promotion's fixed bonus is issued: the member claims it) or
 * rejects it with a reason; once. The member gets a platform message in the same transaction.
 */
export function decideApplication(
  db: DatabaseSync,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  now: number,
): { status: 'ISSUED' | 'REJECTED'; memberId: number } {
  return transaction(db, () => {
    const entry = db
      .prepare('SELECT promotion_id AS promotionId, member_id AS memberId, status FROM promotion_entries WHERE id = ?')
      .get(id) as { promotionId: number; memberId: number; status: string } | undefined;
    if (!entry) throw new Refusal('promotion.application.unknown', `no application ${id}`);
    if (entry.status !== 'APPLYING')
      throw new Refusal('promotion.application.decided', `application ${id} was decided already (${entry.status})`);
    const p = promotionById(db, entry.promotionId)!;
    const title = p.titles['EN'] ?? Object.values(p.titles)[0] ?? '';
    if (decision.approve) {
      // The bonus would wait for a member on a break: the operator may reject, or decide after it ends.
      refuseOnBreak(db, entry.memberId, now);
      db.prepare("UPDATE promotion_entries SET status = 'ISSUED', amount = ?, decided_at = ? WHERE id = ?").run(p.bonusValue, now, id);
      notify(db, {
        memberId: entry.memberId,
        kind: 'promotion.approved',
        params: { promotionId: p.id, title: p.titles },
        title: 'Promotion application approved',
        body: `Your application for "${title}" was approved: claim your bonus on the promotions page.`,
        now,
      });
      return { status: 'ISSUED', memberId: entry.memberId };
    }
    db.prepare("UPDATE promotion_entries SET status = 'REJECTED', reason = ?, decided_at = ? WHERE id = ?").run(decision.reason, now, id);
    notify(db, {
      memberId: entry.memberId,
      kind: 'promotion.rejected',
      params: { promotionId: p.id, title: p.titles, reason: decision.reason },
      title: 'Promotion application rejected',
      body: `Your application for "${title}" was rejected: ${decision.reason}`,
      now,
    });
    return { status: 'REJECTED', memberId: entry.memberId };
  });
}
