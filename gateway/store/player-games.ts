import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';

/** Ids of a member's favourites, newest first. */
export function favouriteIds(db: DatabaseSync, memberId: number): number[] {
  return (
    db.prepare('SELECT node_id AS id FROM favourites WHERE member_id = ? ORDER BY created_at DESC, rowid DESC').all(memberId) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}

/** Adds a favourite; adding one twice changes nothing. */
export function addFavourite(db: DatabaseSync, memberId: number, nodeId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)').run(memberId, nodeId, now);
}

/** Removes a favourite; removing a missing one changes nothing. */
export function removeFavourite(db: DatabaseSync, memberId: number, nodeId: number): void {
  db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
}

/** Records a launch in the member's recent games, keeping the latest few. */
export function recordLaunch(db: DatabaseSync, memberId: number, nodeId: number, now: number): void {
  db.prepare(
    'INSERT INTO recent_games (member_id, node_id, launched_at) VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = excluded.launched_at',
  ).run(memberId, nodeId, now);
  db.prepare(`DELETE FROM recent_games WHERE member_id = ? AND node_id NOT IN (
    SELECT node_id FROM recent_games WHERE member_id = ? ORDER BY launched_at DESC LIMIT ?)`).run(memberId, memberId, LIMITS.recentKept);
}

/** Ids of a member's recent games, most recent first. */
export function recentIds(db: DatabaseSync, memberId: number): number[] {
  return (
    db.prepare('SELECT node_id AS id FROM recent_games WHERE member_id = ? ORDER BY launched_at DESC, rowid DESC').all(memberId) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}
