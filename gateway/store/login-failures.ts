import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { reservationOf, type Reservation } from './throttle.ts';

/** Keys failures are counted under: the account name (lower case) and the caller's IP. */
export function failureKeys(account: string, ip: string): string[] {
  return [`account:${account.toLowerCase()}`, `ip:${ip}`];
}

/** Whether either key has reached the failure limit within the window (then a captcha is required). */
export function captchaRequired(db: DatabaseSync, merchant: string, keys: readonly string[], now: number): boolean {
  const count = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE merchant = ? AND key = ? AND at > ?');
  return keys.some((key) => (count.get(merchant, key, now - LIMITS.failureWindowMs) as { n: number }).n >= LIMITS.captchaAfterFailures);
}

/**
 * When an account name's lock ends, or null when it has none: 10 failures within the window lock
 * it, whatever the passwords or captchas, until the oldest of them ages out. Names without an
 * account lock alike, so a lock tells nothing about who exists.
 */
export function lockedUntil(db: DatabaseSync, merchant: string, accountKey: string, now: number): number | null {
  const row = db
    .prepare('SELECT COUNT(*) AS n, MIN(at) AS oldest FROM login_failures WHERE merchant = ? AND key = ? AND at > ?')
    .get(merchant, accountKey, now - LIMITS.failureWindowMs) as { n: number; oldest: number | null };
  return row.n >= LIMITS.lockAfterFailures && row.oldest !== null ? row.oldest + LIMITS.failureWindowMs : null;
}

/** A login try counted as a failure before its password is checked. */
export interface FailureTry extends Reservation {
  /** The check has ended (right or wrong): a right login's clear may now forget this try's rows. */
  settle(): void;
}

/**
 * The failure rows of tries whose password is still being checked, per database. A right login
 * clears the account's failures but not these: a wrong guess in flight at that moment still counts.
 */
const unsettled = new WeakMap<DatabaseSync, Set<number | bigint>>();

/** Records a failed login under each key; a try counted before its password is checked is given back by the reservation. */
export function recordFailure(db: DatabaseSync, merchant: string, keys: readonly string[], now: number): FailureTry {
  const insert = db.prepare('INSERT INTO login_failures (merchant, key, at) VALUES (?, ?, ?)');
  const rowids = keys.map((key) => insert.run(merchant, key, now).lastInsertRowid);
  const open = unsettled.get(db) ?? new Set();
  unsettled.set(db, open);
  for (const rowid of rowids) open.add(rowid);
  const settle = () => {
    for (const rowid of rowids) open.delete(rowid);
  };
  const reservation = reservationOf(db, 'login_failures', rowids);
  return {
    release: () => {
      reservation.release();
      settle();
    },
    settle,
  };
}

/**
 * Forgets an account's failures after a successful login (the IP's stay: they may be someone
 * else's), except those of tries still being checked.
 */
export function clearFailures(db: DatabaseSync, merchant: string, key: string): void {
  const inFlight = JSON.stringify([...(unsettled.get(db) ?? [])].map(Number));
  db.prepare('DELETE FROM login_failures WHERE merchant = ? AND key = ? AND rowid NOT IN (SELECT value FROM json_each(?))').run(
    merchant,
    key,
    inFlight,
  );
}
