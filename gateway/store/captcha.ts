import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';

/** The two kinds of captcha a client can hold at once: the image's text, and the slider's gap offset. */
export type CaptchaKind = 'image' | 'slider';

// Both kinds share the table: a slider's row is keyed by its own client name, so holding one does not void the other.
const holder = (kind: CaptchaKind, client: string) => (kind === 'image' ? client : `slider:${client}`);
const ttl: Record<CaptchaKind, number> = { image: LIMITS.captchaTtlMs, slider: LIMITS.sliderTtlMs };

/** Stores the answer of a new captcha for a client, replacing any earlier one of that kind. */
export function issueCaptcha(
  db: DatabaseSync,
  merchant: string,
  client: string,
  answer: string,
  now: number,
  kind: CaptchaKind = 'image',
): void {
  db.prepare(
    'INSERT INTO captchas (merchant, client, answer, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (merchant, client) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at',
  ).run(merchant, holder(kind, client), answer, now);
}

/**
 * Takes a client's captcha of one kind and checks an answer against it. A captcha is single-use:
 * one `DELETE … RETURNING` takes it before the check, so answers sent at once cannot both see it.
 */
function takeAndCheck(
  db: DatabaseSync,
  merchant: string,
  client: string,
  kind: CaptchaKind,
  now: number,
  right: (answer: string) => boolean,
): boolean {
  const row = db
    .prepare('DELETE FROM captchas WHERE merchant = ? AND client = ? RETURNING answer, created_at AS createdAt')
    .get(merchant, holder(kind, client)) as { answer: string; createdAt: number } | undefined;
  return !!row && now - row.createdAt <= ttl[kind] && right(row.answer);
}

/** Checks an image captcha's text; it is gone after one check, right or wrong. */
export function consumeCaptcha(db: DatabaseSync, merchant: string, client: string, given: string, now: number): boolean {
  return takeAndCheck(db, merchant, client, 'image', now, (answer) => answer === given.trim());
}

/** Checks a slider answer (the piece's x offset, as digits) within the tolerance; gone after one check. */
export function consumeSlider(db: DatabaseSync, merchant: string, client: string, given: string, now: number): boolean {
  const offset = /^\s*\d{1,4}\s*$/.test(given) ? Number(given) : Number.NaN;
  return takeAndCheck(db, merchant, client, 'slider', now, (answer) => Math.abs(Number(answer) - offset) <= LIMITS.sliderTolerancePx);
}
