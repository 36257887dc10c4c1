import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';

/** Keys failures are counted under: the account name (lower case) and the caller's IP. */
export function failureKeys(account: string, ip: string): string[] {
  return [`account:${account.toLowerCase()}`, `ip:${ip}`];
}

/** Whether either key has reached the failure limit within the window (then a captcha is required). */
export function captchaRequired(db: DatabaseSync, merchant: string, keys: readonly string[], now: number): boolean {
  const count = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE merchant = ? AND key = ? AND at > ?');
  return keys.some((key) => (count.get(merchant, key, now - LIMITS.failureWindowMs) as { n: number }).n >= LIMITS.captchaAfterFailures);
}

/** Records a failed login under each key. */
export function recordFailure(db: DatabaseSync, merchant: string, keys: readonly string[], now: number): void {
  const insert = db.prepare('INSERT INTO login_failures (merchant, key, at) VALUES (?, ?, ?)');
  for (const key of keys) insert.run(merchant, key, now);
}

/** Forgets an account's failures after a successful login (the IP's stay: they may be someone else's). */
export function clearFailures(db: DatabaseSync, merchant: string, key: string): void {
  db.prepare('DELETE FROM login_failures WHERE merchant = ? AND key = ?').run(merchant, key);
}
