import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';

/** Stores the answer of a new captcha for a client, replacing any earlier one. */
export function issueCaptcha(db: DatabaseSync, merchant: string, client: string, answer: string, now: number): void {
  db.prepare(
    'INSERT INTO captchas (merchant, client, answer, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (merchant, client) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at',
  ).run(merchant, client, answer, now);
}

/** Checks an answer. A captcha is single-use: it is gone after one check, right or wrong. */
export function consumeCaptcha(db: DatabaseSync, merchant: string, client: string, given: string, now: number): boolean {
  const row = db
    .prepare('DELETE FROM captchas WHERE merchant = ? AND client = ? RETURNING answer, created_at AS createdAt')
    .get(merchant, client) as { answer: string; createdAt: number } | undefined;
  return !!row && now - row.createdAt <= LIMITS.captchaTtlMs && row.answer === given.trim();
}
