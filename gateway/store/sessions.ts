import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import { forgetAllLogins } from './remembered.ts';

/**
 * Starts a session: a new random token every time (the store keeps only its hash). It ends at the
 * absolute limit, or at `endsBy` when that is sooner (a remembered login's end, for a resumed one).
 */
export function createSession(db: DatabaseSync, memberId: number, now: number, endsBy = Number.POSITIVE_INFINITY): string {
  const token = newToken();
  db.prepare('INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    hashToken(token),
    memberId,
    now,
    now,
    Math.min(now + LIMITS.sessionAbsoluteMs, endsBy),
  );
  return token;
}

/** Why a token does not open a session. */
export type SessionProblem = 'unknown' | 'revoked' | 'idle' | 'expired';

/**
 * Resolves a token to its member, enforcing the idle and absolute timeouts, and marks it used.
 * Returns the problem instead when the session is gone.
 */
export function touchSession(db: DatabaseSync, token: string, now: number): { memberId: number } | { problem: SessionProblem } {
  const hash = hashToken(token);
  const row = db
    .prepare(
      'SELECT member_id AS memberId, expires_at AS expiresAt, last_seen_at AS lastSeenAt, revoked_at AS revokedAt FROM sessions WHERE token_hash = ?',
    )
    .get(hash) as { memberId: number; expiresAt: number; lastSeenAt: number; revokedAt: number | null } | undefined;
  if (!row) return { problem: 'unknown' };
  if (row.revokedAt !== null) return { problem: 'revoked' };
  if (now > row.expiresAt) return { problem: 'expired' };
  if (now - row.lastSeenAt > LIMITS.sessionIdleMs) return { problem: 'idle' };
  // Writing on every request would serialise readers behind the writer; a minute's precision is plenty.
  if (now - row.lastSeenAt > 60_000) db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, hash);
  return { memberId: row.memberId };
}

/** Ends one session. */
export function revokeSession(db: DatabaseSync, token: string, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, hashToken(token));
}

/** Ends every session of an account (password change or reset), and every browser's remembered login of it. */
export function revokeAllSessions(db: DatabaseSync, memberId: number, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(now, memberId);
  forgetAllLogins(db, memberId, now);
}
