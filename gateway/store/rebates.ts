// Manual rebates (migrations/018_rebates.sql): a share of a member's valid bets, by game type at
// the merchant's rates, paid into the main wallet when the member claims it. A claim takes every
// valid bet no claim took yet, marks them with itself and pays through the ledger (and the
// member's referrer their share, store/referrals.ts), all in one transaction, once per request
// id: a bet is never rebated twice, whatever races.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { balanceOf } from './ledger.ts';
import { payFromBonuses } from './claims.ts';
import { payReferrer } from './referrals.ts';

/** The smallest claim: one unit of the currency (1,000 dong). */
export function minimumClaim(tenant: Tenant): number {
  const { decimals } = tenant.config.currency;
  return decimals > 0 ? 10 ** decimals : 1_000;
}

/** What one game type's unclaimed valid bets give (minor units). */
export interface RebateRow {
  gameType: string;
  bets: number;
  validBet: number;
  rateBp: number;
  amount: number;
}

/**
 * What the member may claim now, by game type of the merchant's rates: each type's unclaimed
 * valid bet times its rate, rounded down to the minor unit. A game type without a rate gives nothing.
 */
export function claimable(db: DatabaseSync, tenant: Tenant, memberId: number): RebateRow[] {
  const rows = db
    .prepare(
      `SELECT r.game_type AS gameType, COUNT(b.id) AS bets, IFNULL(SUM(b.valid_bet), 0) AS validBet, r.rate_bp AS rateBp
       FROM rebate_rates r LEFT JOIN bets b ON b.member_id = :member AND b.game_type = r.game_type AND b.rebate_claim_id IS NULL AND b.valid_bet > 0
       WHERE r.merchant = :merchant GROUP BY r.game_type, r.rate_bp ORDER BY r.game_type`,
    )
    .all({ member: memberId, merchant: tenant.code }) as Array<Omit<RebateRow, 'amount'>>;
  return rows.map((r) => ({ ...r, amount: Math.floor((r.validBet * r.rateBp) / 10_000) }));
}

/** A claim's outcome (minor units). */
export interface Claim {
  claimId: number;
  amount: number;
  validBet: number;
  balance: number;
}

/**
 * Claims the rebate, once per request id (requester `member:<id>`): marks the bets it pays for
 * and moves the amount from the house's 'bonuses' account into the main wallet. Refused below the
 * minimum (rebate.below.minimum, with value.minimum and value.amount in minor units).
 */
export function claimRebate(db: DatabaseSync, tenant: Tenant, memberId: number, requestId: string, now: number): Claim {
  return transaction(db, () => {
    const rows = claimable(db, tenant, memberId);
    const amount = rows.reduce((sum, r) => sum + r.amount, 0);
    const validBet = rows.reduce((sum, r) => sum + r.validBet, 0);
    return payFromBonuses(
      db,
      tenant.code,
      memberId,
      { requestId, kind: 'rebate', fingerprint: 'rebate.claim', amount, now },
      (journalId) => {
        // Checked here, after a repeat of an answered request id has returned its answer.
        const minimum = minimumClaim(tenant);
        if (amount < minimum)
          throw new Refusal('rebate.below.minimum', 'there is not enough rebate to claim yet', { value: { minimum, amount } });
        const claimId = Number(
          db
            .prepare('INSERT INTO rebate_claims (merchant, member_id, amount, valid_bet, journal_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
            .run(tenant.code, memberId, amount, validBet, journalId, now).lastInsertRowid,
        );
        const rated = rows.filter((r) => r.rateBp > 0).map((r) => r.gameType);
        payReferrer(db, tenant, { id: claimId, memberId, amount, now });
        db.prepare(
          `UPDATE bets SET rebate_claim_id = ? WHERE member_id = ? AND rebate_claim_id IS NULL AND valid_bet > 0
           AND game_type IN (SELECT value FROM json_each(?))`,
        ).run(claimId, memberId, JSON.stringify(rated));
        return { claimId, amount, validBet, balance: balanceOf(db, tenant.code, memberId) };
      },
    );
  });
}

/** A member's claims, newest first, one page. */
export function claimsOf(
  db: DatabaseSync,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): { rows: Array<{ id: number; amount: number; validBet: number; createdAt: number }>; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM rebate_claims WHERE member_id = ?').get(memberId) as { n: number }).n;
  const rows = db
    .prepare(
      'SELECT id, amount, valid_bet AS validBet, created_at AS createdAt FROM rebate_claims WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize) as Array<{
    id: number;
    amount: number;
    validBet: number;
    createdAt: number;
  }>;
  return { rows, total };
}

/** The highest rate an operator may set, in hundredths of a percent (3%): more would pay back most of a house edge. */
const MAX_REBATE_RATE_BP = 300;

/** The merchant's rates by game type (hundredths of a percent), in the merchant's product order. */
export function rebateRates(db: DatabaseSync, tenant: Tenant): Array<{ gameType: string; rateBp: number }> {
  const stored = new Map(
    (
      db.prepare('SELECT game_type AS gameType, rate_bp AS rateBp FROM rebate_rates WHERE merchant = ?').all(tenant.code) as Array<{
        gameType: string;
        rateBp: number;
      }>
    ).map((r) => [r.gameType, r.rateBp]),
  );
  return tenant.config.products.map(({ gameType }) => ({ gameType, rateBp: stored.get(gameType) ?? 0 }));
}

/**
 * Sets the merchant's rate of one game type it offers (the operator's `rebate set`). Refused with
 * rebate.rate.invalid, saying what is wrong: a game type the merchant does not offer, a rate that is
 * not a whole number of hundredths of a percent from 0 to MAX_REBATE_RATE_BP. Claims from then on
 * pay the new rate on every valid bet not claimed yet.
 */
export function setRebateRate(db: DatabaseSync, tenant: Tenant, gameType: string, rateBp: number): void {
  const offered = tenant.config.products.map((p) => p.gameType as string);
  if (!offered.includes(gameType))
    throw new Refusal('rebate.rate.invalid', `${tenant.code} offers no game type "${gameType}": it offers ${offered.join(', ')}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > MAX_REBATE_RATE_BP)
    throw new Refusal(
      'rebate.rate.invalid',
      `a rate is from 0% to ${MAX_REBATE_RATE_BP / 100}% in steps of 0.01% (${gameType} asked for ${rateBp / 100}%)`,
    );
  db.prepare(
    `INSERT INTO rebate_rates (merchant, game_type, rate_bp) VALUES (?, ?, ?)
     ON CONFLICT (merchant, game_type) DO UPDATE SET rate_bp = excluded.rate_bp`,
  ).run(tenant.code, gameType, rateBp);
}
