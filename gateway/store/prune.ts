import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { transaction } from './db.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What can no longer matter, by table: the SQL deleting it, with the cutoff before which a row is
 * dead. Sessions past their timeouts (revoked ones a day later, for the record), codes, captchas,
 * links and tickets once expired, throttle counts once out of every window that reads them, and
 * uploads no call used within a day.
 */
const RULES: ReadonlyArray<{ table: string; sql: string; cutoff: (now: number) => number[] }> = [
  {
    table: 'sessions',
    sql: 'DELETE FROM sessions WHERE expires_at < ? OR last_seen_at < ? OR revoked_at < ?',
    cutoff: (now) => [now, now - LIMITS.sessionIdleMs, now - DAY],
  },
  {
    table: 'remembered_logins',
    sql: 'DELETE FROM remembered_logins WHERE expires_at < ? OR revoked_at < ?',
    cutoff: (now) => [now, now - DAY],
  },
  { table: 'sms_codes', sql: 'DELETE FROM sms_codes WHERE expires_at < ?', cutoff: (now) => [now] },
  { table: 'sms_sends', sql: 'DELETE FROM sms_sends WHERE at < ?', cutoff: (now) => [now - HOUR] },
  { table: 'sms_locks', sql: 'DELETE FROM sms_locks WHERE until < ?', cutoff: (now) => [now] },
  { table: 'captchas', sql: 'DELETE FROM captchas WHERE created_at < ?', cutoff: (now) => [now - LIMITS.captchaTtlMs] },
  { table: 'login_failures', sql: 'DELETE FROM login_failures WHERE at < ?', cutoff: (now) => [now - LIMITS.failureWindowMs] },
  { table: 'throttle_hits', sql: 'DELETE FROM throttle_hits WHERE at < ?', cutoff: (now) => [now - HOUR] },
  { table: 'told_challenges', sql: 'DELETE FROM told_challenges WHERE at < ?', cutoff: (now) => [now - 30 * DAY] },
  { table: 'reset_tokens', sql: 'DELETE FROM reset_tokens WHERE expires_at < ?', cutoff: (now) => [now] },
  { table: 'oauth_codes', sql: 'DELETE FROM oauth_codes WHERE expires_at < ?', cutoff: (now) => [now] },
  { table: 'social_tickets', sql: 'DELETE FROM social_tickets WHERE expires_at < ?', cutoff: (now) => [now] },
  { table: 'uploads', sql: 'DELETE FROM uploads WHERE used = 0 AND created_at < ?', cutoff: (now) => [now - DAY] },
];

/** How often the server prunes. */
export const PRUNE_EVERY_MS = 10 * 60_000;

/** Deletes every row that can no longer matter (nothing a rule, a session or a link still reads); answers the counts by table. */
export function prune(db: DatabaseSync, now: number): Record<string, number> {
  return transaction(db, () =>
    Object.fromEntries(RULES.map(({ table, sql, cutoff }) => [table, Number(db.prepare(sql).run(...cutoff(now)).changes)])),
  );
}
