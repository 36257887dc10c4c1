import type { DatabaseSync } from 'node:sqlite';
import { Prng } from './prng.ts';
import { gameName } from './names.ts';
import { CLASSES, LOBBY_TYPES, MINI_GAMES, VENDORS } from './vendors.ts';
import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';

/** Inserts the deterministic game catalogue (about 10,000 games over about 40 vendors). */
export function seedGames(db: DatabaseSync): number {
  const prng = new Prng(20250101);
  const insert =
    db.prepare(`INSERT INTO games (node_id, game_type, vendor, game_code, name, classify, is_game, is_hot, is_new, support_play, min_bet, popularity, draw_minutes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let nodeId = 1000;
  const seen = new Set<string>();
  for (const vendor of VENDORS) {
    for (const [type, count] of Object.entries(vendor.games) as Array<[GameType, number]>) {
      for (let i = 0; i < count; i++) {
        nodeId++;
        const lobby = LOBBY_TYPES.includes(type);
        let name = lobby ? `${vendor.name} Lobby` : gameName(prng, type);
        // Vendors reuse themes; number the repeats so every name in a vendor's list is distinct.
        for (let n = 2; seen.has(`${vendor.code}/${name}`); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
        seen.add(`${vendor.code}/${name}`);
        const classify = type === 'RNG' ? pickClass(prng) : '';
        const freePlay = (type === 'RNG' || type === 'FISH') && prng.chance(0.45);
        const draw = type === 'ELOTT' || type === 'LOTT' ? prng.pick([1, 3, 5, 10, 1440]) : 0;
        // Both rolls are drawn for every game (the rest of the seeded world stays as it was), but a
        // game the platform has just added is not yet one of its hot games: the lobby's new games
        // and its hot games are two different lists.
        const hot = prng.chance(lobby ? 1 : 0.05);
        const fresh = prng.chance(0.06) && !hot;
        insert.run(
          nodeId,
          type,
          vendor.code,
          lobby ? `${vendor.code}_LOBBY` : `${vendor.code}_${type}_${String(i + 1).padStart(4, '0')}`,
          name,
          classify,
          lobby ? 'VASSALAGE' : 'GAME',
          hot ? 1 : 0,
          fresh ? 1 : 0,
          freePlay ? 0 : 1,
          prng.pick([0.1, 0.2, 0.5, 1, 2, 5, 10]),
          prng.int(1, 100_000),
          draw,
        );
      }
    }
  }
  return nodeId - 1000;
}

function pickClass(prng: Prng): string {
  let roll = prng.next();
  for (const [code, share] of CLASSES) {
    if (roll < share) return code;
    roll -= share;
  }
  return '';
}

/**
 * Adds the mini games (class MG) after the catalogue, each a free-play RNG game with a small bet.
 * A step of its own (after the merchants' seeded bets, which stay as they were) so that a world
 * seeded before they existed gets them on its next start. Returns how many it added.
 */
export function seedMiniGames(db: DatabaseSync): number {
  const insert =
    db.prepare(`INSERT INTO games (node_id, game_type, vendor, game_code, name, classify, is_game, is_hot, is_new, support_play, min_bet, popularity, draw_minutes)
    VALUES (?, 'RNG', ?, ?, ?, 'MG', 'GAME', 0, 0, 0, 0.1, ?, 0)`);
  let nodeId = (db.prepare('SELECT MAX(node_id) AS n FROM games').get() as { n: number | null }).n ?? 1000;
  let added = 0;
  for (const { vendor, names } of MINI_GAMES) {
    names.forEach((name, i) => {
      // Below the catalogue's popularity (1 to 100,000): they follow the lists' first pages.
      insert.run(++nodeId, vendor, `${vendor}_MG_${String(i + 1).padStart(4, '0')}`, name, 50 - i);
      added++;
    });
  }
  return added;
}
