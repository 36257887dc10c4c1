// The live casino's tables (CBS_modelList). Every live game of a vendor is a table; what does not
// change (kind, dealer, studio, limits, seats) follows from its catalogue row, and what does (players,
// status, the road) from the clock, so everyone asking in the same minute sees the same room and a
// result, once on the road, stays there as later ones push it along.
import type { LiveTable } from '../../contract/generated/games-live-tables.ts';
import type { CatalogGame } from './catalog.ts';
import { hash32, Prng } from '../seed/prng.ts';

/** The most tables a vendor lists (the most popular first), as a vendor's lobby shows a screenful. */
const TABLES_PER_VENDOR = 30;
/** Results on a road. */
const ROAD_LENGTH = 12;

type Kind = LiveTable['gameKind'];

/** A kind by the word its game's name carries (gateway/seed/names.ts names live games so). */
const KIND_WORDS: ReadonlyArray<readonly [string, Kind]> = [
  ['Baccarat', 'BACCARAT'],
  ['Roulette', 'ROULETTE'],
  ['Blackjack', 'BLACKJACK'],
  ['Sic Bo', 'SICBO'],
  ['Dragon Tiger', 'DRAGON_TIGER'],
  ['Fan Tan', 'FAN_TAN'],
  ['Poker', 'POKER'],
  ['Color Game', 'COLOR_GAME'],
  ['Andar Bahar', 'ANDAR_BAHAR'],
];

/** Seats of the kinds played at a seated table; the others take any number of players. */
const SEATS: Partial<Record<Kind, number>> = { BLACKJACK: 7, POKER: 6 };

/** One result of a kind's round, from a number; undefined for kinds whose vendors give no road. */
const RESULT: Partial<Record<Kind, (n: number) => string>> = {
  BACCARAT: (n) => (n % 20 === 0 ? 'TIE' : n % 2 ? 'BANKER' : 'PLAYER'),
  DRAGON_TIGER: (n) => (n % 20 === 0 ? 'TIE' : n % 2 ? 'DRAGON' : 'TIGER'),
  ROULETTE: (n) => String(n % 37),
  SICBO: (n) => String(3 + (n % 6) + ((n >>> 3) % 6) + ((n >>> 6) % 6)),
  FAN_TAN: (n) => String(1 + (n % 4)),
};

const DEALERS = ['Anna', 'Mika', 'Lan', 'Sofia', 'Joy', 'Hana', 'Linh', 'Maria', 'Chloe', 'Mai', 'Bella', 'Rin', 'Trang', 'Ivy', 'Nina'];
const STUDIOS = ['Manila', 'Riga', 'Tbilisi', 'Phnom Penh', 'Malta', 'Bucharest', 'Makati'];

/** The tables of a vendor's live games (the catalogue's, most popular first) at a moment. */
export function liveTables(games: readonly CatalogGame[], now: number): LiveTable[] {
  const minute = Math.floor(now / 60_000);
  const hour = Math.floor(now / 3_600_000);
  const tables = games.slice(0, TABLES_PER_VENDOR).map((game): LiveTable => {
    const { nodeId, displayName, vassalage, gameCode, minBet } = game.wire;
    const prng = new Prng(hash32(`live:${nodeId}`));
    const gameKind = KIND_WORDS.find(([word]) => displayName.includes(word))?.[1] ?? 'BACCARAT';
    const seats = SEATS[gameKind] ?? 0;
    const crowd = hash32(`${nodeId}:${minute}`);
    const players = seats ? crowd % (seats + 1) : crowd % 400;
    // One table in a dozen is between shifts in any hour.
    const closed = hash32(`${nodeId}:${hour}`) % 12 === 0;
    const result = RESULT[gameKind];
    const road =
      result && !closed
        ? Array.from({ length: ROAD_LENGTH }, (_, i) => result(hash32(`${nodeId}:round:${minute - ROAD_LENGTH + 1 + i}`)))
        : [];
    const tableMin = minBet * 10;
    return {
      modelId: nodeId,
      modelName: displayName,
      vassalage,
      nodeId,
      gameCode,
      gameKind,
      // Automatic wheels and dice have no dealer.
      dealer: prng.chance(0.15) && (gameKind === 'ROULETTE' || gameKind === 'SICBO') ? '' : prng.pick(DEALERS),
      studio: prng.pick(STUDIOS),
      minBet: tableMin,
      maxBet: tableMin * prng.pick([200, 500, 1000, 2000]),
      seats,
      players: closed ? 0 : players,
      status: closed ? 'closed' : seats && players === seats ? 'full' : 'open',
      road,
    };
  });
  const rank = { open: 0, full: 1, closed: 2 } as const;
  return tables.sort((a, b) => rank[a.status] - rank[b.status]);
}
