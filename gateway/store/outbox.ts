import type { DatabaseSync } from 'node:sqlite';
import { allRows, rowShape } from './rows.ts';

const OUTBOX_ENTRY = rowShape<OutboxEntry>('OUTBOX_ENTRY', {
  id: true,
  merchant: true,
  channel: true,
  recipient: true,
  body: true,
  createdAt: true,
});

/** A message the gateway "sent": SMS codes and mails go here and nowhere else. */
export interface OutboxEntry {
  id: number;
  merchant: string;
  channel: 'sms' | 'mail';
  recipient: string;
  body: string;
  createdAt: number;
}

/** Records a message. */
export function addToOutbox(db: DatabaseSync, entry: Omit<OutboxEntry, 'id'>): void {
  db.prepare('INSERT INTO outbox (merchant, channel, recipient, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    entry.merchant,
    entry.channel,
    entry.recipient,
    entry.body,
    entry.createdAt,
  );
}

/** The latest messages, newest first. */
export function listOutbox(db: DatabaseSync, limit = 20, merchant?: string): OutboxEntry[] {
  const where = merchant ? 'WHERE merchant = ?' : '';
  const args = merchant ? [merchant, limit] : [limit];
  return allRows(
    db.prepare(`SELECT id, merchant, channel, recipient, body, created_at AS createdAt FROM outbox ${where} ORDER BY id DESC LIMIT ?`),
    OUTBOX_ENTRY,
    ...args,
  );
}
