// Remembered logins (spec §9's remember-me cookie of 24 hours): a token that starts new sessions
// from one browser. The store keeps only its hash, as it does for sessions.
import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import { oneRow, rowShape } from './rows.ts';

/** A remembered login as resume reads it. */
const REMEMBERED = rowShape<RememberedLogin>('remembered login', { memberId: true, expiresAt: true, credentialVersion: true });

/** A remembered login: whose, until when, and under which credential of the account it was granted. */
export interface RememberedLogin {
  memberId: number;
  expiresAt: number;
  credentialVersion: number;
}

/** Remembers a login for a day, under the credential its check saw: the new token (for the cookie) and when it expires. */
export function rememberLogin(
  db: DatabaseSync,
  merchant: string,
  member: { id: number; credentialVersion: number },
  now: number,
): { token: string; expiresAt: number } {
  const token = newToken();
  const expiresAt = now + LIMITS.rememberMs;
  db.prepare(
    'INSERT INTO remembered_logins (token_hash, merchant, member_id, created_at, expires_at, credential_version) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(hashToken(token), merchant, member.id, now, expiresAt, member.credentialVersion);
  return { token, expiresAt };
}

/** The member a remembered login's token stands for, while it is the merchant's, unexpired and not revoked; else null. */
export function rememberedMember(db: DatabaseSync, merchant: string, token: string, now: number): RememberedLogin | null {
  const row = oneRow(
    db.prepare(
      'SELECT member_id AS memberId, expires_at AS expiresAt, credential_version AS credentialVersion FROM remembered_logins WHERE token_hash = ? AND merchant = ? AND revoked_at IS NULL AND expires_at > ?',
    ),
    REMEMBERED,
    hashToken(token),
    merchant,
    now,
  );
  return row ?? null;
}

/** Forgets one browser's remembered login (a logout there). */
export function forgetLogin(db: DatabaseSync, token: string, now: number): void {
  db.prepare('UPDATE remembered_logins SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, hashToken(token));
}

/** Forgets every remembered login of an account (its password changed or was reset). */
export function forgetAllLogins(db: DatabaseSync, memberId: number, now: number): void {
  db.prepare('UPDATE remembered_logins SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(now, memberId);
}
