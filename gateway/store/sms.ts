import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { randomDigits } from '../crypto/tokens.ts';
import { GatewayError } from '../http/errors.ts';
import { addToOutbox } from './outbox.ts';

/** What a code is for; a code only works for its purpose. */
export type SmsPurpose = 'noLogin' | 'register' | 'member' | 'ip';

const purposeText: Record<SmsPurpose, string> = { noLogin: 'login or password reset', register: 'registration', member: 'account', ip: 'new device sign-in' };

/**
 * Sends a code: at most one per number per 60 s and 5 per hour, after which the number is locked
 * for 5 minutes (the hour is then counted afresh, so the message tells the truth). When `deliver`
 * is false the attempt counts but nothing is written (a number that has no account must not be told
 * apart from one that has).
 */
export function sendSmsCode(db: DatabaseSync, merchant: string, number: string, purpose: SmsPurpose, now: number, deliver = true): { expiredMinutes: number } {
  const lock = db.prepare('SELECT until FROM sms_locks WHERE merchant = ? AND number = ?').get(merchant, number) as { until: number } | undefined;
  if (lock && lock.until > now) throw tooMany();
  const last = db.prepare('SELECT MAX(at) AS at FROM sms_sends WHERE merchant = ? AND number = ?').get(merchant, number) as { at: number | null };
  if (last.at !== null && now - last.at < LIMITS.smsIntervalMs) {
    const wait = Math.ceil((LIMITS.smsIntervalMs - (now - last.at)) / 1000);
    throw new GatewayError('sms.too.frequent', `a code was just sent; retry after ${wait} seconds`, { value: { retryAfterSeconds: wait } });
  }
  const since = Math.max(now - 3_600_000, lock?.until ?? 0);
  const sent = db.prepare('SELECT COUNT(*) AS n FROM sms_sends WHERE merchant = ? AND number = ? AND at > ?').get(merchant, number, since) as { n: number };
  if (sent.n >= LIMITS.smsPerHour) {
    db.prepare('INSERT INTO sms_locks (merchant, number, until) VALUES (?, ?, ?) ON CONFLICT (merchant, number) DO UPDATE SET until = excluded.until').run(merchant, number, now + LIMITS.smsLockMs);
    throw tooMany();
  }
  db.prepare('INSERT INTO sms_sends (merchant, number, at) VALUES (?, ?, ?)').run(merchant, number, now);
  if (deliver) {
    const code = randomDigits(6);
    db.prepare(`INSERT INTO sms_codes (merchant, number, purpose, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
      ON CONFLICT (merchant, number, purpose) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, attempts = 0`)
      .run(merchant, number, purpose, code, now + LIMITS.smsCodeMinutes * 60_000);
    addToOutbox(db, { merchant, channel: 'sms', recipient: number, body: `Your ${purposeText[purpose]} code is ${code}. It expires in ${LIMITS.smsCodeMinutes} minutes.`, createdAt: now });
  }
  return { expiredMinutes: LIMITS.smsCodeMinutes };
}

function tooMany(): GatewayError {
  return new GatewayError('sms.too.many.requests', 'too many requests, retry after 5 minutes', { value: { retryAfterSeconds: LIMITS.smsLockMs / 1000 } });
}

/** Why a code was refused. */
export type CodeProblem = 'missing' | 'expired' | 'invalid';

/** Checks a code; a right code is used up, five wrong tries void it. */
export function checkSmsCode(db: DatabaseSync, merchant: string, number: string, purpose: SmsPurpose, given: string, now: number): CodeProblem | null {
  const row = db.prepare('SELECT code, expires_at AS expiresAt, attempts FROM sms_codes WHERE merchant = ? AND number = ? AND purpose = ?').get(merchant, number, purpose) as
    | { code: string; expiresAt: number; attempts: number }
    | undefined;
  if (!row) return 'missing';
  const remove = () => db.prepare('DELETE FROM sms_codes WHERE merchant = ? AND number = ? AND purpose = ?').run(merchant, number, purpose);
  if (row.expiresAt <= now) {
    remove();
    return 'expired';
  }
  if (row.code !== given.trim()) {
    if (row.attempts + 1 >= LIMITS.smsCodeAttempts) remove();
    else db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE merchant = ? AND number = ? AND purpose = ?').run(merchant, number, purpose);
    return 'invalid';
  }
  remove();
  return null;
}

/** A refusal for a code problem, worded as the platform's phone verification errors. */
export function codeError(problem: CodeProblem): GatewayError {
  if (problem === 'expired') return new GatewayError('sms.code.expired', 'code expired, send again');
  if (problem === 'missing') return new GatewayError('sms.code.missing', 'no code was sent to this number, send one first');
  return new GatewayError('sms.code.invalid', 'code not valid');
}
