import type { DatabaseSync } from 'node:sqlite';
import { memberPage, rowShape } from './rows.ts';

const LOGIN_ROW = rowShape<LoginRow>('LOGIN_ROW', { at: true, ip: true, userAgent: true });

/** Logins a member keeps in their history; older ones are dropped as new ones come in. */
const KEPT = 100;

/** One login as the security centre lists it. */
export interface LoginRow {
  at: number;
  ip: string;
  userAgent: string;
}

/** Records a login, dropping the member's logins beyond the latest KEPT. */
export function recordLogin(db: DatabaseSync, memberId: number, client: { ip: string; userAgent: string }, now: number): void {
  db.prepare('INSERT INTO login_history (member_id, at, ip, user_agent) VALUES (?, ?, ?, ?)').run(
    memberId,
    now,
    client.ip,
    client.userAgent,
  );
  db.prepare(
    'DELETE FROM login_history WHERE member_id = ? AND id <= (SELECT id FROM login_history WHERE member_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
  ).run(memberId, memberId, KEPT);
}

/** A page of the member's logins, newest first, and how many there are. */
export function loginsOf(db: DatabaseSync, memberId: number, page: number, size: number): { rows: LoginRow[]; total: number } {
  const columns = 'at, ip, user_agent AS userAgent';
  return memberPage(db, { columns, from: 'login_history', orderBy: 'id DESC' }, LOGIN_ROW, memberId, page, size);
}
