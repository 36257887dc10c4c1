import type { DatabaseSync } from 'node:sqlite';
import type { GatewayError } from '../http/errors.ts';
import { transaction } from './db.ts';

/** A door and its limit: at most `limit` attempts per key in any `windowMs`. */
export interface Throttle {
  scope: string;
  limit: number;
  windowMs: number;
  /** The refusal once the limit is reached, told how long until an attempt ages out. */
  refusal: (waitMs: number) => GatewayError;
}

/**
 * A try counted before its secret is checked. Counting first is what makes a limit hold against
 * guesses sent at once: each one sees the tries still in flight, not only those already answered.
 */
export interface Reservation {
  /** Gives the try back (a right secret that the rule does not count). */
  release(): void;
}

/** The rows a try added to a table of counted tries: deleting them gives it back. */
export function reservationOf(
  db: DatabaseSync,
  table: 'throttle_hits' | 'login_failures',
  rowids: readonly (number | bigint)[],
): Reservation {
  return {
    release: () => {
      const remove = db.prepare(`DELETE FROM ${table} WHERE rowid = ?`);
      for (const rowid of rowids) remove.run(rowid);
    },
  };
}

/** Attempts of a key in the window ending now, and when the oldest was. */
function window(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): { n: number; oldest: number | null } {
  return db
    .prepare('SELECT COUNT(*) AS n, MIN(at) AS oldest FROM throttle_hits WHERE merchant = ? AND scope = ? AND key = ? AND at > ?')
    .get(merchant, throttle.scope, key, now - throttle.windowMs) as { n: number; oldest: number | null };
}

/**
 * Refuses when the key has had its attempts in the window, else counts this one: in one synchronous
 * transaction, so no other request (or process) counts between the look and the count.
 */
export function reserveTry(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): Reservation {
  return transaction(db, () => {
    const { n, oldest } = window(db, merchant, throttle, key, now);
    if (n >= throttle.limit) throw throttle.refusal((oldest ?? now) + throttle.windowMs - now);
    const { lastInsertRowid } = db
      .prepare('INSERT INTO throttle_hits (merchant, scope, key, at) VALUES (?, ?, ?, ?)')
      .run(merchant, throttle.scope, key, now);
    return reservationOf(db, 'throttle_hits', [lastInsertRowid]);
  });
}

/** Refuses when the key has had its attempts, else counts this one (a door whose every attempt counts). */
export function throttled(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): void {
  reserveTry(db, merchant, throttle, key, now);
}

/**
 * Checks a secret on a try reserved beforehand: a right secret gives the try back, a wrong one (or
 * a check that failed) leaves it counted.
 */
export async function checkOnReservedTry(reservation: Reservation, check: () => Promise<boolean>): Promise<boolean> {
  const ok = await check();
  if (ok) reservation.release();
  return ok;
}

/** "retry after N minutes", at least 1. */
export const retryAfter = (waitMs: number): string => `retry after ${Math.max(1, Math.ceil(waitMs / 60_000))} minutes`;
