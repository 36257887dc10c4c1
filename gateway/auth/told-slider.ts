// Told slider challenges (decision 0021): a challenge that also says where the gap is, for a visitor
// who cannot see the picture. A script answers it without any image matching, so each one is counted
// against hourly caps per client and per merchant, and logged, issued or refused (told_challenges).
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../store/db.ts';
import { throttled } from '../store/throttle.ts';
import { Refusal } from '../refusal.ts';
import { TOLD_SLIDERS_PER_CLIENT, TOLD_SLIDERS_PER_MERCHANT } from './throttles.ts';

function logTold(db: DatabaseSync, merchant: string, client: string, issued: boolean, now: number): void {
  db.prepare('INSERT INTO told_challenges (merchant, client, at, issued) VALUES (?, ?, ?, ?)').run(merchant, client, now, issued ? 1 : 0);
}

/**
 * Issues a told challenge (`issue` stores its answer) within the caps, or refuses it
 * (captcha.told.too.many.requests, with the wait) leaving the challenge the client holds. The caps'
 * look and count and the issue are one transaction, so requests sent at once each see the others.
 */
export function issueToldChallenge(db: DatabaseSync, merchant: string, client: string, now: number, issue: () => void): void {
  try {
    transaction(db, () => {
      throttled(db, merchant, TOLD_SLIDERS_PER_CLIENT, client, now);
      throttled(db, merchant, TOLD_SLIDERS_PER_MERCHANT, '', now);
      issue();
      logTold(db, merchant, client, true, now);
    });
  } catch (error) {
    if (error instanceof Refusal) logTold(db, merchant, client, false, now);
    throw error;
  }
}
