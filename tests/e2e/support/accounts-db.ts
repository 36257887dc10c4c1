// Reads what registration and password resets left in the end-to-end gateway's database file,
// as the operator CLI does (`npm run gateway -- outbox`): no call exposes uplines or mails.
import { DatabaseSync } from 'node:sqlite';
import { E2E_GATEWAY_DB } from '../../../scripts/lib/e2e-sites.ts';

function read<T>(sql: string, ...args: Array<string | number>): T | undefined {
  const db = new DatabaseSync(E2E_GATEWAY_DB, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

/** An account's username and its upline's username (null without one), or undefined when absent. */
export function accountWithUpline(merchant: string, username: string): { username: string; upline: string | null } | undefined {
  return read(
    'SELECT m.username AS username, u.username AS upline FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.merchant = ? AND m.username = ?',
    merchant,
    username,
  );
}

/** The newest mail to a recipient of a merchant after outbox id `after`, if any. */
export function mailTo(merchant: string, recipient: string, after: number): string | undefined {
  return read<{ body: string }>(
    "SELECT body FROM outbox WHERE merchant = ? AND channel = 'mail' AND recipient = ? AND id > ? ORDER BY id DESC LIMIT 1",
    merchant,
    recipient,
    after,
  )?.body;
}
