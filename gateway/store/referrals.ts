// Referrals (migrations/019_referrals.sql): a member's referral code, the friends who registered
// with it, and what the member earned from them: REFERRAL_SHARE of every rebate a friend claims,
// paid from the house into the member's main wallet in the claim's own transaction, once per claim.
// All of it only while the merchant's REFERRAL promotion runs (migrations/025, the operator's switch),
// and no share to a member on a break (decision 0019).
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { generateAffiliateCode } from '../auth/generated-credentials.ts';
import { transaction } from './db.ts';
import { post } from './ledger.ts';
import { isUniqueViolation, TRIAL_TYPE } from './members.ts';
import { breakOf } from './protection.ts';
import { allRows, rowShape } from './rows.ts';

const FRIEND_ROW = rowShape<FriendRow>('FRIEND_ROW', { account: true, regDate: true, earned: true });

/** What a referrer earns of each rebate a friend claims, in percent (the seeded promotion says 10%). */
export const REFERRAL_SHARE_PERCENT = 10;

/**
 * Whether the merchant's REFERRAL promotion runs: the referral feature (the build's switch: without
 * it the site has no referral pages) and the operator's switch (seeded on, seed/promotions.ts).
 */
export function referralEnabled(db: DatabaseSync, tenant: Tenant): boolean {
  if (!tenant.config.features.referral) return false;
  const row = db.prepare("SELECT enabled FROM promotion_switches WHERE merchant = ? AND promotion_type = 'REFERRAL'").get(tenant.code) as
    | { enabled: number }
    | undefined;
  return row?.enabled === 1;
}

/** Runs or stops the merchant's REFERRAL promotion (the operator's `referral on|off`). */
export function setReferralEnabled(db: DatabaseSync, merchant: string, enabled: boolean): void {
  db.prepare(
    `INSERT INTO promotion_switches (merchant, promotion_type, enabled) VALUES (?, 'REFERRAL', ?)
     ON CONFLICT (merchant, promotion_type) DO UPDATE SET enabled = excluded.enabled`,
  ).run(merchant, enabled ? 1 : 0);
}

/** The member's referral code: the one they have, or a new one kept from now on. */
export function referralCodeOf(db: DatabaseSync, memberId: number): string {
  return transaction(db, () => {
    const row = db.prepare('SELECT referral_code AS code FROM members WHERE id = ?').get(memberId) as { code: string | null };
    if (row.code) return row.code;
    for (let attempt = 0; ; attempt++) {
      const code = generateAffiliateCode();
      try {
        db.prepare('UPDATE members SET referral_code = ? WHERE id = ?').run(code, memberId);
        return code;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  });
}

/**
 * The referrer a registration's code names: a real member of the merchant, while its REFERRAL
 * promotion runs. An unknown code, or one given while the promotion is off, is not a reason to
 * refuse a registration: it links nothing.
 */
export function referrerOf(db: DatabaseSync, tenant: Tenant, code: string | undefined): number | null {
  if (!code || !referralEnabled(db, tenant)) return null;
  const row = db
    .prepare('SELECT id FROM members WHERE merchant = ? AND referral_code = ? AND type <> ?')
    .get(tenant.code, code.trim().toUpperCase(), TRIAL_TYPE) as { id: number } | undefined;
  return row?.id ?? null;
}

/** Records who referred a new member (inside the registration's transaction). */
export function setReferrer(db: DatabaseSync, memberId: number, referrerId: number | null): void {
  if (referrerId !== null && referrerId !== memberId)
    db.prepare('UPDATE members SET referred_by = ? WHERE id = ?').run(referrerId, memberId);
}

/**
 * Pays the referrer of a member who just claimed a rebate (inside the claim's transaction): their
 * share, rounded down, once per claim (the journal's request id and the earnings' unique claim).
 * Nothing while the REFERRAL promotion is off, nor while the referrer is on a break (decision
 * 0019): what friends claim then earns no share, now or later.
 */
export function payReferrer(db: DatabaseSync, tenant: Tenant, claim: { id: number; memberId: number; amount: number; now: number }): void {
  if (!referralEnabled(db, tenant)) return;
  const referrer = (db.prepare('SELECT referred_by AS id FROM members WHERE id = ?').get(claim.memberId) as { id: number | null }).id;
  const amount = Math.floor((claim.amount * REFERRAL_SHARE_PERCENT) / 100);
  if (referrer === null || amount <= 0) return;
  // The share is the REFERRAL promotion's reward, not the referrer's own money: a break stops it as it
  // stops every promotion, and holding it to pay at the break's end would greet the member on return.
  if (breakOf(db, referrer, claim.now)) return;
  post(
    db,
    {
      merchant: tenant.code,
      requester: 'system',
      requestId: `referral:${claim.id}`,
      kind: 'referral',
      memberId: referrer,
      fingerprint: `referral ${claim.id} ${amount}`,
      legs: [
        { account: { memberId: referrer }, amount },
        { account: { house: 'bonuses' }, amount: -amount },
      ],
      now: claim.now,
    },
    (journalId) =>
      db
        .prepare(
          'INSERT INTO referral_earnings (merchant, member_id, friend_id, claim_id, amount, journal_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(tenant.code, referrer, claim.memberId, claim.id, amount, journalId, claim.now),
  );
}

/** A friend as the referrer sees them: the account partly hidden, when they joined, what they earned the referrer. */
export interface FriendRow {
  account: string;
  regDate: number;
  earned: number;
}

/** The member's friends, newest first, one page; and how many there are and what they earned in all. */
export function friendsOf(
  db: DatabaseSync,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): { rows: FriendRow[]; total: number; earned: number } {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM members WHERE referred_by = ?').get(memberId) as { total: number };
  const { earned } = db.prepare('SELECT IFNULL(SUM(amount), 0) AS earned FROM referral_earnings WHERE member_id = ?').get(memberId) as {
    earned: number;
  };
  const rows = allRows(
    db.prepare(
      `SELECT m.username AS account, m.reg_date AS regDate, IFNULL(SUM(e.amount), 0) AS earned FROM members m
       LEFT JOIN referral_earnings e ON e.member_id = :member AND e.friend_id = m.id
       WHERE m.referred_by = :member GROUP BY m.id ORDER BY m.reg_date DESC, m.id DESC LIMIT :limit OFFSET :offset`,
    ),
    FRIEND_ROW,
    { member: memberId, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
  );
  return { rows: rows.map((r) => ({ ...r, account: maskedAccount(r.account) })), total, earned };
}

/** An account name with its middle hidden (ab***9): a friend's privacy on the referrer's page. */
export function maskedAccount(account: string): string {
  return account.length <= 3 ? `${account[0] ?? ''}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}
