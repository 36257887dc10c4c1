// Bonuses (migrations/021_bonuses.sql): what a reward pays into the main wallet, from the house's
// 'bonuses' account, and the turnover requirement it brings (valid bet to place before a
// withdrawal). Every paying reward (promotions, reward-centre tickets, raffles, VIP upgrades, an
// operator's grant) pays through `grantBonus`; `placeBet` works the requirements off, oldest bonus
// first, in the bet's own transaction; `requestWithdrawal` refuses while any remains.
import type { DatabaseSync } from 'node:sqlite';
import type { BonusRecord } from '../../contract/generated/member-bonus-details.ts';
import { post, type Requester } from './ledger.ts';
import { type LocalizedText, storedText } from './localized-text.ts';
import { allRows, rowShape } from './rows.ts';

const BONUS_ROW = rowShape<BonusRow>('BONUS_ROW', {
  id: true,
  source: true,
  title: true,
  amount: true,
  turnoverRequired: true,
  turnoverDone: true,
  grantedAt: true,
  metAt: true,
});

/** Where a bonus comes from (the CHECK of bonuses.source). */
type BonusSource = BonusRecord['source'];

/** The turnover multiple's ceiling: a requirement of more than 100 times the bonus is a typo. */
export const MAX_TURNOVER_MULTIPLE = 100;

/** What one bonus pays and asks (amounts in minor units). */
export interface BonusGrant {
  merchant: string;
  memberId: number;
  amount: number;
  /** A whole number ≥ 0: the valid bet required is amount × this. */
  turnoverMultiple: number;
  source: BonusSource;
  /** What the member's bonus details show, in the reader's language (a plain string: the operator's words for everyone). */
  title: string | LocalizedText;
  requester: Requester;
  requestId: string;
  fingerprint: string;
  now: number;
}

/**
 * Pays the bonus and records its requirement in one transaction (nest it in the caller's own to
 * write their rows with it), once per request id. `after` runs the first time only, with the new
 * bonus's ids; what it returns is the answer, and a repeat of the request id returns it again.
 */
export function grantBonus<T>(db: DatabaseSync, grant: BonusGrant, after: (ids: { bonusId: number; journalId: number }) => T): T {
  const { merchant, memberId, amount, turnoverMultiple, now } = grant;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('bonus: the amount is a positive integer in the minor unit');
  if (!Number.isInteger(turnoverMultiple) || turnoverMultiple < 0 || turnoverMultiple > MAX_TURNOVER_MULTIPLE)
    throw new Error(`bonus: the turnover multiple is a whole number from 0 to ${MAX_TURNOVER_MULTIPLE}`);
  const required = amount * turnoverMultiple;
  return post(
    db,
    {
      merchant,
      requester: grant.requester,
      requestId: grant.requestId,
      kind: 'bonus',
      memberId,
      fingerprint: `bonus ${grant.source} ${amount}×${turnoverMultiple} ${grant.fingerprint}`,
      legs: [
        { account: { memberId }, amount },
        { account: { house: 'bonuses' }, amount: -amount },
      ],
      now,
    },
    (journalId) => {
      const bonusId = Number(
        db
          .prepare(
            `INSERT INTO bonuses (merchant, member_id, source, title, amount, turnover_required, journal_id, granted_at, met_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(merchant, memberId, grant.source, storedText(grant.title), amount, required, journalId, now, required === 0 ? now : null)
          .lastInsertRowid,
      );
      return after({ bonusId, journalId });
    },
  );
}

/**
 * Works a valid bet off the member's open requirements, oldest bonus first (a bet larger than one
 * requirement goes on to the next). Runs inside the bet's transaction.
 */
export function workOffTurnover(db: DatabaseSync, memberId: number, validBet: number, now: number): void {
  if (validBet <= 0) return;
  const open = db
    .prepare('SELECT id, turnover_required - turnover_done AS left FROM bonuses WHERE member_id = ? AND met_at IS NULL ORDER BY id')
    .all(memberId) as Array<{ id: number; left: number }>;
  let rest = validBet;
  const work = db.prepare(
    'UPDATE bonuses SET turnover_done = turnover_done + :taken, met_at = CASE WHEN turnover_done + :taken = turnover_required THEN :now END WHERE id = :id',
  );
  for (const bonus of open) {
    if (rest === 0) break;
    const taken = Math.min(rest, bonus.left);
    work.run({ taken, now, id: bonus.id });
    rest -= taken;
  }
}

/** The valid bet the member must still place before a withdrawal (minor units; 0 when free). */
export function remainingTurnover(db: DatabaseSync, memberId: number): number {
  const row = db
    .prepare('SELECT IFNULL(SUM(turnover_required - turnover_done), 0) AS left FROM bonuses WHERE member_id = ? AND met_at IS NULL')
    .get(memberId) as { left: number };
  return row.left;
}

/**
 * A bonus as the member's bonus details list it: the contract's BonusRecord under the row's id,
 * amounts in minor units and the title as stored (store/localized-text.ts: render it with readText).
 */
export type BonusRow = Omit<BonusRecord, 'bonusId'> & { id: number };

/** Which of a member's bonuses: granted in [from, to), all, the open or the met ones. */
export interface BonusFilter {
  memberId: number;
  from: number;
  to: number;
  status: 'ALL' | 'OPEN' | 'MET';
}

/** A member's bonuses by the filter, newest first, one page; with the count and total paid over all pages. */
export function bonusesOf(
  db: DatabaseSync,
  filter: BonusFilter,
  page: { pageNo: number; pageSize: number },
): { rows: BonusRow[]; total: number; amount: number } {
  const where = `member_id = :member AND granted_at >= :from AND granted_at < :to
    AND (:status = 'ALL' OR (:status = 'OPEN' AND met_at IS NULL) OR (:status = 'MET' AND met_at IS NOT NULL))`;
  const params = { member: filter.memberId, from: filter.from, to: filter.to, status: filter.status };
  const sums = db.prepare(`SELECT COUNT(*) AS total, IFNULL(SUM(amount), 0) AS amount FROM bonuses WHERE ${where}`).get(params) as {
    total: number;
    amount: number;
  };
  const rows = allRows(
    db.prepare(
      `SELECT id, source, title, amount, turnover_required AS turnoverRequired, turnover_done AS turnoverDone,
         granted_at AS grantedAt, met_at AS metAt
       FROM bonuses WHERE ${where} ORDER BY granted_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    ),
    BONUS_ROW,
    { ...params, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
  );
  return { rows, ...sums };
}
