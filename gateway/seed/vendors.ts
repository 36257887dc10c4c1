import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';

/** A vendor of the demo world and how many games it has per game type. */
export interface VendorSeed {
  code: string;
  name: string;
  games: Partial<Record<GameType, number>>;
}

// About 40 vendors (the codes the tenants and the contract name, and more), about 10,000 games.
/**
 * Vendors the demo world added recently (its notices announce "New vendor: Kingmaker card games"):
 * GCSGAME_newGameVendor flags their cards isNew, and the sites badge them "new".
 */
export const NEW_VENDORS: ReadonlySet<string> = new Set(['KM']);

export const VENDORS: readonly VendorSeed[] = [
  { code: 'JL', name: 'JILI', games: { RNG: 525, FISH: 40, PVP: 60, LIVE: 20 } },
  { code: 'PG', name: 'PG Soft', games: { RNG: 485 } },
  { code: 'JDB', name: 'JDB', games: { RNG: 465, FISH: 40 } },
  { code: 'FC', name: 'Fa Chai', games: { RNG: 405, FISH: 30 } },
  { code: 'PP', name: 'Pragmatic Play', games: { RNG: 625, LIVE: 60 } },
  { code: 'CQ9', name: 'CQ9', games: { RNG: 465, FISH: 30 } },
  { code: 'KA', name: 'KA Gaming', games: { RNG: 505, FISH: 20 } },
  { code: 'MG', name: 'Microgaming', games: { RNG: 525 } },
  { code: 'HB', name: 'Habanero', games: { RNG: 405 } },
  { code: 'RT', name: 'Red Tiger', games: { RNG: 425 } },
  { code: 'NE', name: 'NetEnt', games: { RNG: 485 } },
  { code: 'BNG', name: 'Booongo', games: { RNG: 365 } },
  { code: 'PS', name: 'PlayStar', games: { RNG: 345 } },
  { code: 'YGG', name: 'Yggdrasil', games: { RNG: 405 } },
  { code: 'SPN', name: 'Spinomenal', games: { RNG: 385 } },
  { code: 'FTG', name: 'FunTa Gaming', games: { RNG: 325, FISH: 20 } },
  { code: 'BT', name: 'BetSoft', games: { RNG: 365 } },
  { code: 'RSG', name: 'Royal Slot Gaming', games: { RNG: 345, FISH: 20 } },
  { code: 'AMB', name: 'AMB Poker', games: { RNG: 305, PVP: 80 } },
  { code: 'SG', name: 'Spadegaming', games: { RNG: 385, FISH: 20 } },
  { code: 'YL', name: 'Youlian', games: { FISH: 30, PVP: 60 } },
  { code: 'IA', name: 'Invincible Asia', games: { LIVE: 40 } },
  { code: 'SV3', name: 'SV388 Live', games: { LIVE: 30 } },
  { code: 'EVO', name: 'Evolution', games: { LIVE: 160 } },
  { code: 'SA', name: 'SA Gaming', games: { LIVE: 60 } },
  { code: 'DG', name: 'Dream Gaming', games: { LIVE: 40 } },
  { code: 'AG', name: 'Asia Gaming', games: { LIVE: 50 } },
  { code: 'WM', name: 'WM Casino', games: { LIVE: 40 } },
  { code: 'KM', name: 'Kingmaker', games: { PVP: 120, RNG: 60 } },
  { code: 'V8', name: 'V8 Poker', games: { PVP: 90 } },
  { code: 'KY', name: 'Kaiyuan', games: { PVP: 100 } },
  { code: 'SPB', name: 'SportsBook', games: { SPORTS: 1 } },
  { code: 'SS', name: 'Super Sports', games: { SPORTS: 1 } },
  { code: 'IMS', name: 'IM Sports', games: { SPORTS: 1 } },
  { code: 'SBO', name: 'SBOBET', games: { SPORTS: 1 } },
  { code: 'CMD', name: 'CMD368', games: { SPORTS: 1 } },
  { code: 'TF', name: 'TF Gaming', games: { ESPORTS: 1 } },
  { code: 'IMES', name: 'IM Esports', games: { ESPORTS: 1 } },
  { code: 'DS88', name: 'DS88 Sabong', games: { COCKFIGHT: 1 } },
  { code: 'SV388', name: 'SV388 Cockfight', games: { COCKFIGHT: 1 } },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', games: { ELOTT: 40 } },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', games: { LOTT: 30 } },
  { code: 'VR', name: 'VR Lottery', games: { LOTT: 30 } },
];

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
};
