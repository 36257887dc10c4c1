// Platform messages to one member. Notifications are the ones the gateway writes itself when
// something happens to the member's money: `kind` names the event and `params` its values, so a
// site can write them in the page's language; title and body are the English text for clients
// that do not know the kind. An operator's message (`message send`) has no kind: its text is as
// written, or one per language (the demo's). Title and body are stored texts (localized-text.ts),
// answered in the reader's language; so is a parameter given per language (a promotion's title).
import type { DatabaseSync } from 'node:sqlite';
import type { Message } from '../../contract/generated/common.ts';
import { Refusal } from '../refusal.ts';
import { breakOf } from './protection.ts';
import { transaction } from './db.ts';
import { type LocalizedText, readText, storedText } from './localized-text.ts';
import { type MemberTable, memberPage, rowShape } from './rows.ts';

const MESSAGE_ROW = rowShape<MessageRow>('MESSAGE_ROW', {
  id: true,
  title: true,
  body: true,
  kind: true,
  params: true,
  createdAt: true,
  readAt: true,
});

/** The events the gateway tells a member about (specification section 4), and replies to their feedback. */
type NotificationKind = NonNullable<Message['kind']>;

export interface Notification {
  memberId: number;
  kind: NotificationKind;
  params: Record<string, string | number | LocalizedText>;
  title: string;
  body: string;
  now: number;
}

/** Notifications about promotions and a VIP rank's rewards: promotional, so not sent during a break. */
const PROMOTIONAL: ReadonlySet<NotificationKind> = new Set(['promotion.approved', 'promotion.rejected', 'vip.promoted']);

/**
 * Leaves a notification for a member (inside the caller's transaction, so it lands with what it
 * tells of). A member on a time-out or self-exclusion is not sent promotional ones, not even to read
 * once it ends; what happened to their money is still told.
 */
export function notify(db: DatabaseSync, n: Notification): void {
  if (PROMOTIONAL.has(n.kind) && breakOf(db, n.memberId, n.now)) return;
  db.prepare('INSERT INTO messages (member_id, title, body, created_at, kind, params) VALUES (?, ?, ?, ?, ?, ?)').run(
    n.memberId,
    storedText({ EN: n.title }),
    storedText({ EN: n.body }),
    n.now,
    n.kind,
    JSON.stringify(n.params),
  );
}

/** A member's unread messages. */
export function unreadCount(db: DatabaseSync, memberId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL').get(memberId) as { n: number }).n;
}

/** A message's text: as written (a string, for every reader) or one per language. */
type MessageText = { title: string | LocalizedText; body: string | LocalizedText };

/**
 * An operator's message to members (no kind): the platform's promotional channel, so members on a
 * time-out or self-exclusion are left out (nothing waits for them when it ends). How many got it.
 */
export function sendMessage(db: DatabaseSync, memberIds: readonly number[], text: MessageText, now: number): number {
  return transaction(db, () => {
    const insert = db.prepare('INSERT INTO messages (member_id, title, body, created_at) VALUES (?, ?, ?, ?)');
    const [title, body] = [storedText(text.title), storedText(text.body)];
    const to = memberIds.filter((id) => !breakOf(db, id, now));
    for (const id of to) insert.run(id, title, body, now);
    return to.length;
  });
}

interface MessageRow {
  id: number;
  title: string;
  body: string;
  kind: string | null;
  params: string | null;
  createdAt: number;
  readAt: number | null;
}
const COLUMNS = 'id, title, body, kind, params, created_at AS createdAt, read_at AS readAt';

/** Who reads: the page's language and the merchant's default (the fallback after English). */
export interface Reader {
  language: string;
  defaultLanguage: string;
}

function asMessage(row: MessageRow, reader: Reader): Message {
  const text = (stored: string) => readText(stored, reader.language, reader.defaultLanguage);
  const params = (stored: string | null) =>
    Object.fromEntries(
      Object.entries(JSON.parse(stored ?? '{}') as Record<string, string | number | LocalizedText>).map(([name, value]) => [
        name,
        typeof value === 'object' ? text(JSON.stringify(value)) : value,
      ]),
    );
  return {
    id: row.id,
    title: text(row.title),
    body: text(row.body),
    ...(row.kind ? { kind: row.kind as NotificationKind, params: params(row.params) } : {}),
    createdAt: row.createdAt,
    read: row.readAt !== null,
  };
}

/** A member's messages, newest first. */
const MESSAGES: MemberTable = { columns: COLUMNS, from: 'messages', orderBy: 'created_at DESC, id DESC' };

/** One page of a member's messages, newest first. */
export function messagesOf(
  db: DatabaseSync,
  reader: Reader,
  memberId: number,
  page: number,
  size: number,
): { list: Message[]; total: number } {
  const { rows, total } = memberPage(db, MESSAGES, MESSAGE_ROW, memberId, page, size);
  return { list: rows.map((row) => asMessage(row, reader)), total };
}

const unknownMessage = (id: number) => new Refusal('message.unknown', `no message ${id} of yours`);

/** Opens one of a member's messages, marking it read; refused (message.unknown) for anyone else's. */
export function readMessage(db: DatabaseSync, reader: Reader, memberId: number, id: number, now: number): Message {
  db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND member_id = ? AND read_at IS NULL').run(now, id, memberId);
  const row = db.prepare(`SELECT ${COLUMNS} FROM messages WHERE id = ? AND member_id = ?`).get(id, memberId) as MessageRow | undefined;
  if (!row) throw unknownMessage(id);
  return asMessage(row, reader);
}

/** Deletes some of a member's messages: all of them, or none when one is not theirs (message.unknown). */
export function deleteMessages(db: DatabaseSync, memberId: number, ids: readonly number[]): number {
  return transaction(db, () => {
    const remove = db.prepare('DELETE FROM messages WHERE id = ? AND member_id = ?');
    for (const id of ids) if (remove.run(id, memberId).changes === 0) throw unknownMessage(id);
    return ids.length;
  });
}

/** Marks every message of a member read; how many were unread. */
export function readAllMessages(db: DatabaseSync, memberId: number, now: number): number {
  return Number(db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(now, memberId).changes);
}
