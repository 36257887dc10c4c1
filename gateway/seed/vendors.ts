import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';
import vendors from './vendors.json' with { type: 'json' };

/** A vendor of the demo world and how many games it has per game type. */
export interface VendorSeed {
  code: string;
  name: string;
  games: Partial<Record<GameType, number>>;
}

/**
 * Vendors the demo world added recently (its notices announce "New vendor: Kingmaker card games"):
 * GCSGAME_newGameVendor flags their cards isNew, and the sites badge them "new".
 */
export const NEW_VENDORS: ReadonlySet<string> = new Set(['KM']);

/** The demo world's vendors (vendors.json): about 40 (the codes the tenants and the contract name, and more), about 10,000 games. */
export const VENDORS = vendors as readonly VendorSeed[];

/** Game types whose vendors are a single lobby: the lists show vendor cards, not games. */
export const LOBBY_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Extra classes of RNG games and the share of RNG games in each. */
export const CLASSES: ReadonlyArray<readonly [string, number]> = [
  ['SC', 0.03],
  ['VP', 0.03],
  ['JP', 0.06],
  ['TG', 0.05],
  ['AC', 0.05],
  ['BG', 0.02],
  ['Crash', 0.02],
];

/** Display names of game types and classes (menus, lanes). */
export const TYPE_TITLES: Record<GameType, string> = {
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  PVP: 'Card Games',
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  COCKFIGHT: 'Cockfight',
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
};
export const CLASS_TITLES: Record<string, string> = {
  SC: 'Scratch',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  BG: 'Bingo',
  Crash: 'Crash',
  MG: 'Mini Games',
};

/**
 * The demo world's mini games (spec §1's "mini games"; class MG of RNG, like the other classes):
 * quick instant-win games, a few from each vendor that makes them. A merchant offers them by
 * offering the vendor's slots with MG among the product's classes.
 */
export const MINI_GAMES: ReadonlyArray<{ vendor: string; names: readonly string[] }> = [
  { vendor: 'JL', names: ['Mines', 'Plinko', 'Limbo', 'Dice', 'Hi-Lo', 'Keno'] },
  { vendor: 'PG', names: ['Mini Mines', 'Plinko Drop', 'Coin Flip'] },
  { vendor: 'PP', names: ['Keno Quick', 'Dice Duel', 'Wheel Spin'] },
];
