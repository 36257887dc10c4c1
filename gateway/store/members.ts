import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './db.ts';
import { creditOpening } from './ledger.ts';
import { allRows, oneRow, rowShape } from './rows.ts';

/** An account row as the handlers use it. */
export interface Member {
  id: number;
  merchant: string;
  username: string;
  passwordHash: string;
  passwordKnown: boolean;
  passwordChangedAt: number;
  type: number;
  nickname: string;
  mobile: string | null;
  dialingCode: string | null;
  email: string | null;
  uplineId: number | null;
  affiliateCode: string | null;
  language: string | null;
  vipLevel: number;
  loginCount: number;
  regDate: number;
  /** Counted up by every password change or reset: a login creates its session only under the one its check saw. */
  credentialVersion: number;
}

/** Agent account types (specification section 4). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial account type. */
export const TRIAL_TYPE = 4;

const columns = `id, merchant, username, password_hash AS passwordHash, password_known AS passwordKnown, password_changed_at AS passwordChangedAt,
  type, nickname, mobile, dialing_code AS dialingCode, email, upline_id AS uplineId, affiliate_code AS affiliateCode, language,
  vip_level AS vipLevel, login_count AS loginCount, reg_date AS regDate, credential_version AS credentialVersion`;

/** A member as SQLite holds it: the flag is 0 or 1. */
type MemberRow = Omit<Member, 'passwordKnown'> & { passwordKnown: number };
const MEMBER_ROW = rowShape<MemberRow>('MEMBER_ROW', {
  id: true,
  merchant: true,
  username: true,
  passwordHash: true,
  passwordKnown: true,
  passwordChangedAt: true,
  type: true,
  nickname: true,
  mobile: true,
  dialingCode: true,
  email: true,
  uplineId: true,
  affiliateCode: true,
  language: true,
  vipLevel: true,
  loginCount: true,
  regDate: true,
  credentialVersion: true,
});

function toMember(row: MemberRow | undefined): Member | null {
  return row ? { ...row, passwordKnown: row.passwordKnown === 1 } : null;
}

/** Finds an account by name, case-insensitively. */
export function findByUsername(db: DatabaseSync, merchant: string, username: string): Member | null {
  return toMember(
    oneRow(
      db.prepare(`SELECT ${columns} FROM members WHERE merchant = ? AND username_key = ?`),
      MEMBER_ROW,
      merchant,
      username.toLowerCase(),
    ),
  );
}

/** Finds an account by mobile number. */
export function findByMobile(db: DatabaseSync, merchant: string, mobile: string): Member | null {
  return toMember(oneRow(db.prepare(`SELECT ${columns} FROM members WHERE merchant = ? AND mobile = ?`), MEMBER_ROW, merchant, mobile));
}

/** Finds an account by id. */
export function findById(db: DatabaseSync, id: number): Member | null {
  return toMember(oneRow(db.prepare(`SELECT ${columns} FROM members WHERE id = ?`), MEMBER_ROW, id));
}

/** Gives an account an affiliate code (a taken code throws the SQLite constraint error). */
export function setAffiliateCode(db: DatabaseSync, id: number, code: string): void {
  db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ?').run(code, id);
}

/** A member's direct downlines (trial accounts excluded), by username, at most `limit` of them. */
export function findDownlines(db: DatabaseSync, uplineId: number, limit: number): Member[] {
  const rows = allRows(
    db.prepare(`SELECT ${columns} FROM members WHERE upline_id = ? AND type <> ? ORDER BY username_key LIMIT ?`),
    MEMBER_ROW,
    uplineId,
    TRIAL_TYPE,
    limit,
  );
  return rows.map((row) => toMember(row)!);
}

/** Finds an agent by affiliate code. */
export function findByAffiliateCode(db: DatabaseSync, merchant: string, code: string): Member | null {
  return toMember(
    oneRow(
      db.prepare(`SELECT ${columns} FROM members WHERE merchant = ? AND affiliate_code = ? COLLATE NOCASE`),
      MEMBER_ROW,
      merchant,
      code,
    ),
  );
}

/** What a new account needs. */
export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  passwordKnown?: boolean;
  type?: number;
  nickname?: string;
  mobile?: string | null;
  dialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  extra?: Record<string, string>;
  uplineId?: number | null;
  affiliateCode?: string | null;
  /** Money the account starts with, in the currency's minor unit: an opening journal transaction. */
  openingBalance?: number;
  vipLevel?: number;
  /** Defaults to now. */
  passwordChangedAt?: number;
  now: number;
}

/**
 * Inserts an account, with its opening balance in the ledger, in one transaction; a taken
 * username or mobile throws the SQLite constraint error.
 */
export function insertMember(db: DatabaseSync, m: NewMember): number {
  return transaction(db, () => {
    const result = db
      .prepare(`INSERT INTO members (merchant, username, username_key, password_hash, password_known, password_changed_at, type, nickname, mobile, dialing_code, email, payee_name, extra, upline_id, affiliate_code, vip_level, reg_date)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        m.merchant,
        m.username,
        m.username.toLowerCase(),
        m.passwordHash,
        m.passwordKnown === false ? 0 : 1,
        m.passwordChangedAt ?? m.now,
        m.type ?? 0,
        m.nickname ?? '',
        m.mobile ?? null,
        m.dialingCode ?? null,
        m.email ?? null,
        m.payeeName ?? null,
        JSON.stringify(m.extra ?? {}),
        m.uplineId ?? null,
        m.affiliateCode ?? null,
        m.vipLevel ?? 0,
        m.now,
      );
    const id = Number(result.lastInsertRowid);
    if (m.openingBalance)
      creditOpening(db, {
        merchant: m.merchant,
        memberId: id,
        amount: m.openingBalance,
        requester: 'system',
        requestId: `opening:${id}`,
        now: m.now,
      });
    return id;
  });
}

/** True when a SQLite error is a unique-constraint violation (a taken name or number). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message);
}

/** Replaces the password hash, as a new credential: logins whose check began before it get no session. */
export function setPassword(db: DatabaseSync, id: number, hash: string, now: number): void {
  db.prepare(
    'UPDATE members SET password_hash = ?, password_known = 1, password_changed_at = ?, credential_version = credential_version + 1 WHERE id = ?',
  ).run(hash, now, id);
}

/**
 * Replaces the hash of an unchanged password (a rehash at a higher cost): the password's age stays.
 * Only while `stored` is still the hash: a login's rehash must not put back a password changed meanwhile.
 */
export function rehashPassword(db: DatabaseSync, id: number, stored: string, hash: string): void {
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ? AND password_hash = ?').run(hash, id, stored);
}

/** The account's credential version now (see Member.credentialVersion); -1 for no account. */
export function credentialVersionOf(db: DatabaseSync, id: number): number {
  const row = db.prepare('SELECT credential_version AS version FROM members WHERE id = ?').get(id) as { version: number } | undefined;
  return row?.version ?? -1;
}

/** Counts a login and returns the count before it (0 means first login). */
export function countLogin(db: DatabaseSync, id: number): number {
  const row = db.prepare('UPDATE members SET login_count = login_count + 1 WHERE id = ? RETURNING login_count').get(id) as {
    login_count: number;
  };
  return row.login_count - 1;
}

/** Remembers an IP the account has logged in from; returns false when it was new. */
export function rememberIp(db: DatabaseSync, memberId: number, ip: string, now: number): boolean {
  return db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip, first_at) VALUES (?, ?, ?)').run(memberId, ip, now).changes === 0;
}

/** Whether the account has logged in from this IP before (or has no record at all). */
export function knowsIp(db: DatabaseSync, memberId: number, ip: string): boolean {
  return db.prepare('SELECT 1 FROM member_ips WHERE member_id = ? AND ip = ?').get(memberId, ip) !== undefined;
}

/** Stores the member's language. */
export function setLanguage(db: DatabaseSync, id: number, language: string): void {
  db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, id);
}
