import { DatabaseSync } from 'node:sqlite';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../core/config/paths.ts';
import { Refusal } from '../refusal.ts';

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Where the database lives unless GATEWAY_DB says otherwise. */
export const defaultDbPath = join(projectRoot, '.data', 'gateway.sqlite');

/** Opens (creating if needed) the gateway database and applies pending migrations. `:memory:` for tests. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // busy_timeout first: switching to WAL takes a lock too, and a CLI starting beside another
  // process writing would otherwise fail at once (seen with four CLI processes on a loaded machine).
  db.exec('PRAGMA busy_timeout = 5000');
  // WAL lets readers run beside the single writer; busy_timeout covers a CLI writing meanwhile.
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL');
  migrate(db);
  return db;
}

/** Deletes a database file with its WAL and shared-memory files (a fresh world); `:memory:` has none. */
export function removeDatabase(path: string): void {
  if (path === ':memory:') return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

/** Applies every migrations/NNN_*.sql newer than the database's user_version, each in a transaction. */
function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  const files = readdirSync(migrationsDir)
    .filter((n) => /^\d{3}_.+\.sql$/.test(n))
    .sort();
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (version <= row.user_version) continue;
    transaction(db, () => {
      db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      db.exec(`PRAGMA user_version = ${version}`);
    });
  }
}

/**
 * Runs fn in a transaction: all of its writes land, or none do. Inside a transaction already, fn
 * joins it (the outer one decides; an error thrown here rolls back all of it where it is not caught).
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Runs a rule's decision and the writes it allows in one transaction, for a decision that writes
 * even when it refuses (a lock it sets, a challenge an answer used up): fn returns its Refusal
 * instead of throwing it, the writes commit, and the refusal is thrown after. Thrown inside the
 * transaction it would roll them back: a lock that never holds, a challenge to answer again. Inside
 * a transaction already, the caller's transaction would roll back on the throw: compose fn there.
 */
export function decide<T>(db: DatabaseSync, fn: () => T | Refusal): T {
  const outcome = transaction(db, fn);
  if (outcome instanceof Refusal) throw outcome;
  return outcome;
}

/** Reads a meta value. */
export function getMeta(db: DatabaseSync, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** Writes a meta value. */
export function setMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
