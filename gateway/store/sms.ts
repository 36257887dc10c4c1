import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { randomDigits } from '../crypto/tokens.ts';
import { Refusal } from '../refusal.ts';
import { addToOutbox } from './outbox.ts';
import { type CodePurpose, smsAndMailTexts } from '../sms-and-mail-texts.ts';
import { decide, transaction } from './db.ts';

/** What a code is for (sms-and-mail-texts.ts names each in every language). */
export type SmsPurpose = CodePurpose;

/** One SMS to send: to whom, for what, and who asked. */
export interface SmsRequest {
  merchant: string;
  number: string;
  purpose: SmsPurpose;
  /** The asking client's IP: clients are capped too. */
  client: string;
  now: number;
  /**
   * False for a number that has no account: the attempt counts, and a code is kept that nobody
   * receives, so that neither this answer nor a later check of a code tells the number apart.
   */
  deliver?: boolean;
  /** How the code goes out: by SMS to a number (the default), or by mail to an address (then `number` is the address). */
  channel?: 'sms' | 'mail';
  /** The reader's language: the account's chosen one, else the asking page's (sms-and-mail-texts.ts); English when left out. */
  language?: { member: string | null | undefined; page: string };
}

const HOUR = 3_600_000;

/**
 * Sends a code (by SMS, or by mail to an address with the same limits): at most one per number per 60 s, 5 per number, 10 per client and 500 per merchant
 * in any hour. A refusal for too many names the real wait (when the oldest send of the hour ages
 * out), at least 5 minutes. The look at the limits and the send are one transaction, so two
 * gateway processes over one database each see the other's sends.
 */
export function sendSmsCode(db: DatabaseSync, request: SmsRequest): { expiredMinutes: number } {
  return decide(db, () => trySmsCode(db, request));
}

/**
 * sendSmsCode's decision and send, for a caller that decides more in the same transaction (the
 * slider rule): the refusal is returned, not thrown, so the per-number lock it sets stays written.
 */
export function trySmsCode(db: DatabaseSync, request: SmsRequest): { expiredMinutes: number } | Refusal {
  const { merchant, number, purpose, client, now, deliver = true, channel = 'sms', language } = request;
  const lock = db.prepare('SELECT until FROM sms_locks WHERE merchant = ? AND number = ?').get(merchant, number) as
    | { until: number }
    | undefined;
  if (lock && lock.until > now) return tooMany(lock.until - now);
  const last = db.prepare('SELECT MAX(at) AS at FROM sms_sends WHERE merchant = ? AND number = ?').get(merchant, number) as {
    at: number | null;
  };
  if (last.at !== null && now - last.at < LIMITS.smsIntervalMs) {
    const wait = Math.ceil((LIMITS.smsIntervalMs - (now - last.at)) / 1000);
    return new Refusal('sms.too.frequent', `a code was just sent; retry after ${wait} seconds`, { value: { retryAfterSeconds: wait } });
  }
  const window = (column: 'number' | 'client', value: string) =>
    db
      .prepare(`SELECT COUNT(*) AS n, MIN(at) AS oldest FROM sms_sends WHERE merchant = ? AND ${column} = ? AND at > ?`)
      .get(merchant, value, now - HOUR) as { n: number; oldest: number | null };
  const perNumber = window('number', number);
  if (perNumber.n >= LIMITS.smsPerHour) {
    const until = Math.max(now + LIMITS.smsLockMs, (perNumber.oldest ?? now) + HOUR);
    db.prepare(
      'INSERT INTO sms_locks (merchant, number, until) VALUES (?, ?, ?) ON CONFLICT (merchant, number) DO UPDATE SET until = excluded.until',
    ).run(merchant, number, until);
    return tooMany(until - now);
  }
  const perClient = window('client', client);
  if (perClient.n >= LIMITS.smsPerClientPerHour) return tooMany(Math.max(LIMITS.smsLockMs, (perClient.oldest ?? now) + HOUR - now));
  const perMerchant = db.prepare('SELECT COUNT(*) AS n FROM sms_sends WHERE merchant = ? AND at > ?').get(merchant, now - HOUR) as {
    n: number;
  };
  if (perMerchant.n >= LIMITS.smsPerMerchantPerHour) return new Refusal('sms.quota.insufficient', 'quota insufficient, try again later');
  db.prepare('INSERT INTO sms_sends (merchant, number, at, client) VALUES (?, ?, ?, ?)').run(merchant, number, now, client);
  const code = randomDigits(6);
  db.prepare(`INSERT INTO sms_codes (merchant, number, purpose, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
    ON CONFLICT (merchant, number, purpose) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, attempts = 0`).run(
    merchant,
    number,
    purpose,
    code,
    now + LIMITS.smsCodeMinutes * 60_000,
  );
  if (deliver) {
    const texts = smsAndMailTexts(language?.member, language?.page ?? 'EN');
    addToOutbox(db, {
      merchant,
      channel,
      recipient: number,
      body: texts.code(texts.purpose[purpose], code, LIMITS.smsCodeMinutes),
      createdAt: now,
    });
  }
  return { expiredMinutes: LIMITS.smsCodeMinutes };
}

function tooMany(waitMs: number): Refusal {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new Refusal('sms.too.many.requests', `too many requests, retry after ${minutes} minutes`, {
    value: { retryAfterSeconds: Math.ceil(waitMs / 1000) },
  });
}

/** Why a code was refused. */
export type CodeProblem = 'missing' | 'expired' | 'invalid';

/**
 * Checks a code; a right code is used up, five wrong tries void it. The look and the count are one
 * transaction, so codes guessed at once (or from two processes) each see the tries before them.
 */
export function checkSmsCode(
  db: DatabaseSync,
  merchant: string,
  number: string,
  purpose: SmsPurpose,
  given: string,
  now: number,
): CodeProblem | null {
  return transaction(db, () => {
    const row = db
      .prepare('SELECT code, expires_at AS expiresAt, attempts FROM sms_codes WHERE merchant = ? AND number = ? AND purpose = ?')
      .get(merchant, number, purpose) as { code: string; expiresAt: number; attempts: number } | undefined;
    if (!row) return 'missing';
    const remove = () =>
      db.prepare('DELETE FROM sms_codes WHERE merchant = ? AND number = ? AND purpose = ?').run(merchant, number, purpose);
    if (row.expiresAt <= now) {
      remove();
      return 'expired';
    }
    if (row.code !== given.trim()) {
      if (row.attempts + 1 >= LIMITS.smsCodeAttempts) remove();
      else
        db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE merchant = ? AND number = ? AND purpose = ?').run(
          merchant,
          number,
          purpose,
        );
      return 'invalid';
    }
    remove();
    return null;
  });
}

/** A refusal for a code problem, worded as the platform's phone verification errors. */
export function codeError(problem: CodeProblem): Refusal {
  if (problem === 'expired') return new Refusal('sms.code.expired', 'code expired, send again');
  if (problem === 'missing') return new Refusal('sms.code.missing', 'no code was sent to this number, send one first');
  return new Refusal('sms.code.invalid', 'code not valid');
}
