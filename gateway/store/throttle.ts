import type { DatabaseSync } from 'node:sqlite';
import type { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';

/** A door and its limit: at most `limit` attempts per key in any `windowMs`. */
export interface Throttle {
  scope: string;
  limit: number;
  windowMs: number;
  /** The refusal once the limit is reached, told how long until an attempt ages out. */
  refusal: (waitMs: number) => Refusal;
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
 * transaction, so no other request (or process) counts between the look and the count. With tries
 * of the key still in flight, a try the limit would refuse answers 'wait' instead.
 */
function reserveTry(
  db: DatabaseSync,
  merchant: string,
  throttle: Throttle,
  key: string,
  now: number,
  othersInFlight: boolean,
): Reservation | 'wait' {
  return transaction(db, () => {
    const { n, oldest } = window(db, merchant, throttle, key, now);
    if (n >= throttle.limit) {
      if (othersInFlight) return 'wait';
      throw throttle.refusal((oldest ?? now) + throttle.windowMs - now);
    }
    const { lastInsertRowid } = db
      .prepare('INSERT INTO throttle_hits (merchant, scope, key, at) VALUES (?, ?, ?, ?)')
      .run(merchant, throttle.scope, key, now);
    return reservationOf(db, 'throttle_hits', [lastInsertRowid]);
  });
}

/** Refuses when the key has had its attempts, else counts this one (a door whose every attempt counts). */
export function throttled(db: DatabaseSync, merchant: string, throttle: Throttle, key: string, now: number): void {
  reserveTry(db, merchant, throttle, key, now, false);
}

/** Checks in flight, per database and door (a limit's key): what a try refused only because of them waits for. */
const inFlight = new WeakMap<DatabaseSync, Map<string, Set<Promise<unknown>>>>();

/**
 * Runs a secret's check on a try reserved first (`reserve`, synchronous: it counts the try or throws
 * the refusal). A try that the limit would refuse only because of tries still in flight on one of
 * its doors gets 'wait' from `reserve`: it waits for one of them to end and asks again. So guesses
 * sent at once are refused once the wrong ones counted reach the limit, while right secrets sent at
 * once (eight conversions with the right payment password) are each checked, as one after another.
 */
export async function checkOnReservedTry<T, R extends Reservation = Reservation>(
  db: DatabaseSync,
  doors: readonly string[],
  reserve: (othersInFlight: boolean) => R | 'wait',
  check: (reservation: R) => Promise<T>,
): Promise<T> {
  const byDoor = inFlight.get(db) ?? new Map<string, Set<Promise<unknown>>>();
  inFlight.set(db, byDoor);
  for (;;) {
    const pending = doors.flatMap((door) => [...(byDoor.get(door) ?? [])]);
    const reservation = reserve(pending.length > 0);
    if (reservation === 'wait') {
      await Promise.race(pending.map((p) => p.then(noop, noop)));
      continue;
    }
    const running = check(reservation);
    for (const door of doors) byDoor.set(door, (byDoor.get(door) ?? new Set()).add(running));
    try {
      return await running;
    } finally {
      for (const door of doors) {
        byDoor.get(door)?.delete(running);
        if (byDoor.get(door)?.size === 0) byDoor.delete(door);
      }
    }
  }
}

const noop = () => undefined;

/**
 * Checks a secret under a throttle: the try is counted first; a wrong secret leaves it counted, a
 * right one gives it back (the rule counts wrong tries only). The refusal once the limit is reached.
 */
export function checkWithinLimit(
  db: DatabaseSync,
  merchant: string,
  throttle: Throttle,
  key: string,
  now: number,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  return checkOnReservedTry(
    db,
    [`${merchant} ${throttle.scope} ${key}`],
    (othersInFlight) => reserveTry(db, merchant, throttle, key, now, othersInFlight),
    async (reservation) => {
      const ok = await verify();
      if (ok) reservation.release();
      return ok;
    },
  );
}

/** "retry after N minutes", at least 1. */
export const retryAfter = (waitMs: number): string => `retry after ${Math.max(1, Math.ceil(waitMs / 60_000))} minutes`;
