// What the end-to-end gateway "sent" and, for the few states no call can reach, its accounts:
// read (and in one case written) beside it in its database file, as the operator CLI does.
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { E2E_FIXTURES, E2E_GATEWAY_DB } from '../../../scripts/lib/e2e-sites.ts';
import { hashPassword } from '../../../gateway/crypto/password.ts';
import { creditOpening } from '../../../gateway/store/ledger.ts';
import { findByUsername, rememberIp } from '../../../gateway/store/members.ts';

function open(): DatabaseSync {
  const db = new DatabaseSync(E2E_GATEWAY_DB);
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** An account's id, or an error naming what is missing. */
function memberId(db: DatabaseSync, merchant: string, username: string): number {
  const member = findByUsername(db, merchant, username);
  if (!member) throw new Error(`no account ${username} on ${merchant}`);
  return member.id;
}

/** The newest outbox id (0 when empty): codes sent after this are the test's own. */
export function lastOutboxId(): number {
  const db = open();
  try {
    return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM outbox').get() as { id: number }).id;
  } finally {
    db.close();
  }
}

/** How many messages the gateway has sent to one recipient of a merchant (tests run in parallel: count your own). */
export function outboxCount(merchant: string, recipient: string): number {
  const db = open();
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE merchant = ? AND recipient = ?').get(merchant, recipient) as { n: number })
      .n;
  } finally {
    db.close();
  }
}

/** The answer of the captcha a client of a merchant holds (the tests play an attacker whose matcher reads it). */
export function captchaAnswer(merchant: string, client: string): string {
  return heldCaptcha(merchant, client)?.answer ?? '';
}

/** The captcha a client holds now, with when the gateway issued it (ms), or undefined. */
export function heldCaptcha(merchant: string, client: string): { answer: string; issuedAt: number } | undefined {
  const db = open();
  try {
    return db.prepare('SELECT answer, created_at AS issuedAt FROM captchas WHERE merchant = ? AND client = ?').get(merchant, client) as
      | { answer: string; issuedAt: number }
      | undefined;
  } finally {
    db.close();
  }
}

/** The SMS code sent to a number of a merchant after outbox id `after`, waiting up to 5 s for it. */
export async function smsCode(merchant: string, recipient: string, after: number): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const db = open();
    const row = db
      .prepare("SELECT body FROM outbox WHERE merchant = ? AND channel = 'sms' AND recipient = ? AND id > ? ORDER BY id DESC LIMIT 1")
      .get(merchant, recipient, after) as { body: string } | undefined;
    db.close();
    const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
    if (code) return code;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no SMS code for ${recipient} on ${merchant} in the gateway's outbox`);
}

/**
 * Gives an account the platform's weak default password. No call can set it (every merchant's
 * password rule refuses it), yet accounts migrated from older systems have it.
 */
export async function setPassword(merchant: string, username: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const db = open();
  try {
    const result = db.prepare('UPDATE members SET password_hash = ? WHERE merchant = ? AND username = ?').run(hash, merchant, username);
    if (result.changes !== 1) throw new Error(`no account ${username} on ${merchant}`);
  } finally {
    db.close();
  }
}

/** Makes an account's password 100 days old, as stale01's is: its next login answers passwordExpired. */
export function expirePassword(merchant: string, username: string): void {
  const db = open();
  try {
    const result = db
      .prepare('UPDATE members SET password_known = 1, password_changed_at = ? WHERE merchant = ? AND username = ?')
      .run(Date.now() - 100 * 86_400_000, merchant, username);
    if (result.changes !== 1) throw new Error(`no account ${username} on ${merchant}`);
  } finally {
    db.close();
  }
}

/**
 * Adds an announcement to a merchant, as the platform's back office would, once (a second call
 * with the same title adds nothing: parallel workers may each ask for it).
 */
export function addAnnouncement(
  merchant: string,
  a: { type: 'PL' | 'PU' | 'PR'; execution: 'A' | 'B' | 'F'; title: string; content: string },
): void {
  const db = open();
  try {
    db.prepare(
      `INSERT INTO announcements (merchant, type, execution, title, content, promotion_type, created_at)
       SELECT ?, ?, ?, ?, ?, NULL, ? WHERE NOT EXISTS (SELECT 1 FROM announcements WHERE merchant = ? AND title = ?)`,
    ).run(merchant, a.type, a.execution, a.title, a.content, Date.now() - 7 * 86_400_000, merchant, a.title);
  } finally {
    db.close();
  }
}

/**
 * Gives an account money (minor units) through the ledger, from the house's opening account, as
 * an operator's credit would until deposits land: a test's own account, that no other test signs
 * out by logging in or resetting its password. `at` dates the movement (now by default), for the
 * records of an earlier period.
 */
export function credit(merchant: string, username: string, minor: number, at = Date.now()): void {
  const db = open();
  try {
    const id = memberId(db, merchant, username);
    creditOpening(db, {
      merchant,
      memberId: id,
      amount: minor,
      requester: 'operator',
      requestId: `test-credit:${id}:${minor}`,
      now: at,
    });
  } finally {
    db.close();
  }
}

/**
 * Makes `ip` an address the account has signed in from before, as a returning player's own network
 * is: its next login there is not asked for an SMS code (IP verification, LOGINIPVERF3). Tests that
 * only need a session use it; the verification itself has its own tests (login-more.spec.ts).
 */
export function knownAddress(merchant: string, username: string, ip: string): void {
  const db = open();
  try {
    rememberIp(db, memberId(db, merchant, username), ip, Date.now());
  } finally {
    db.close();
  }
}

/** Runs the operator's CLI (`npm run gateway -- …`) on the end-to-end gateway's database: its exit code and output. */
export function gatewayCli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['gateway/cli.ts', ...args], {
    env: { ...process.env, GATEWAY_DB: E2E_GATEWAY_DB, GATEWAY_EXTRA_TENANTS: E2E_FIXTURES.join(delimiter) },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The operator pays a member a bonus (major units) that needs `turnover` times its amount in valid bets, with the CLI; fails the test if refused. */
export function grantBonus(merchant: string, username: string, amount: number, turnover: number, title: string): void {
  const granted = gatewayCli(
    'bonus',
    'grant',
    username,
    '--merchant',
    merchant,
    '--amount',
    String(amount),
    '--turnover',
    String(turnover),
    '--title',
    title,
  );
  if (granted.status !== 0) throw new Error(`bonus grant for ${username} failed: ${granted.stderr}`);
}
