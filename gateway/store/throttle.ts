import type { DatabaseSync } from 'node:sqlite';
import type { GatewayError } from '../http/errors.ts';

/** A door and its limit: at most `limit` attempts per key in any `windowMs`. */
export interface Throttle {
  scope: string;
  limit: number;
  windowMs: number;
  /** The refusal once the limit is reached, told how long until an attempt ages out. */
  refusal: (waitMs: number) => GatewayError;
}

/** Attempts of a key in the window ending now, and when the oldest was. */
function window(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): { n: number; oldest: number | null } {
  return db
    .prepare('SELECT COUNT(*) AS n, MIN(at) AS oldest FROM throttle_hits WHERE merchant = ? AND scope = ? AND key = ? AND at > ?')
    .get(merchant, throttle.scope, key, now - throttle.windowMs) as { n: number; oldest: number | null };
}

/** Refuses when the key has had its attempts in the window; otherwise lets it by without counting. */
export function checkThrottle(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): void {
  const { n, oldest } = window(db, merchant, throttle, key, now);
  if (n >= throttle.limit) throw throttle.refusal((oldest ?? now) + throttle.windowMs - now);
}

/** Counts one attempt of a key. */
export function countAttempt(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): void {
  db.prepare('INSERT INTO throttle_hits (merchant, scope, key, at) VALUES (?, ?, ?, ?)').run(merchant, throttle.scope, key, now);
}

/** Refuses when the key has had its attempts, else counts this one. */
export function throttled(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): void {
  checkThrottle(db, merchant, throttle, key, now);
  countAttempt(db, merchant, throttle, key, now);
}

/** "retry after N minutes", at least 1. */
export const retryAfter = (waitMs: number): string => `retry after ${Math.max(1, Math.ceil(waitMs / 60_000))} minutes`;
