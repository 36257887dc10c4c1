// Platform messages to one member. Notifications are the ones the gateway writes itself when
// something happens to the member's money: `kind` names the event and `params` its values, so a
// site can write them in the page's language; title and body are the English text for clients
// that do not know the kind.
import type { DatabaseSync } from 'node:sqlite';

/** The events the gateway tells a member about (specification section 4). */
type NotificationKind =
  | 'deposit.credited'
  | 'deposit.failed'
  | 'withdrawal.approved'
  | 'withdrawal.rejected'
  | 'withdrawal.refunded'
  | 'withdrawal.upheld'
  | 'transfer.received';

export interface Notification {
  memberId: number;
  kind: NotificationKind;
  params: Record<string, string | number>;
  title: string;
  body: string;
  now: number;
}

/** Leaves a notification for a member (inside the caller's transaction, so it lands with what it tells of). */
export function notify(db: DatabaseSync, n: Notification): void {
  db.prepare('INSERT INTO messages (member_id, title, body, created_at, kind, params) VALUES (?, ?, ?, ?, ?, ?)').run(
    n.memberId,
    n.title,
    n.body,
    n.now,
    n.kind,
    JSON.stringify(n.params),
  );
}

/** A member's unread messages. */
export function unreadCount(db: DatabaseSync, memberId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL').get(memberId) as { n: number }).n;
}
