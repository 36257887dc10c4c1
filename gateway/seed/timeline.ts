// The demo world's history as it happened: each seeded account's bets, deposits, withdrawals and
// transfers are planned first, as events, and then carried out in time order through the stores
// the site's calls use, so each journal row's balance after follows from the one before it and a
// stake is only ever placed from the money the account had then. The accounts log in on each day
// they did something, shortly before it (the security centre's history, an agent's "last login").
import type { DatabaseSync } from 'node:sqlite';
import { recordLogin } from '../store/login-history.ts';

const DAY = 86_400_000;

/** How the demo accounts' seeded logins read in the security centre: a phone's browser, from loopback. */
const DEMO_CLIENT = {
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** Something a seeded account does at `at` (the time its money moves), for the accounts it concerns. */
export interface SeedEvent {
  at: number;
  memberIds: readonly number[];
  run: () => void;
}

/**
 * Carries out the events in time order (the plan's order among equal times), then records the
 * logins they imply: one per account and day it was active, a quarter of an hour before its first
 * event of that day.
 */
export function runInOrder(db: DatabaseSync, events: readonly SeedEvent[]): void {
  const ordered = [...events].sort((a, b) => a.at - b.at);
  for (const event of ordered) event.run();
  const firstOfDay = new Map<number, Map<number, number>>();
  for (const { at, memberIds } of ordered) {
    for (const memberId of memberIds) {
      const days = firstOfDay.get(memberId) ?? new Map<number, number>();
      if (!days.has(Math.floor(at / DAY))) days.set(Math.floor(at / DAY), at);
      firstOfDay.set(memberId, days);
    }
  }
  const count = db.prepare('UPDATE members SET login_count = login_count + ? WHERE id = ?');
  for (const [memberId, days] of firstOfDay) {
    for (const at of days.values()) recordLogin(db, memberId, DEMO_CLIENT, at - DAY / 96);
    count.run(days.size, memberId);
  }
}
