import type { Prng } from './prng.ts';

const adjectives = ['Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Mystic', 'Fortune', 'Dragon', 'Super', 'Mega', 'Crazy', 'Magic', 'Jungle', 'Ocean', 'Fire', 'Ice', 'Thunder', 'Diamond', 'Neon', 'Ancient', 'Happy', 'Sweet', 'Cosmic', 'Samurai', 'Pirate', 'Candy', 'Lotus', 'Phoenix', 'Tiger', 'Panda'];
const nouns = ['Empire', 'Treasure', 'Riches', 'Spins', 'Gems', 'Bonanza', 'Legends', 'Wheel', 'Temple', 'Quest', 'Kingdom', 'Jackpot', 'Gold', 'Fruits', 'Nights', 'Rush', 'Blaze', 'Party', 'Carnival', 'Voyage', 'Hunter', 'Palace', 'Garden', 'Warriors', 'Festival', 'Coins', 'Stars', 'Dynasty', 'Safari', 'Reels'];
const byType: Record<string, readonly string[]> = {
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Poker', 'Color Game', 'Andar Bahar'],
  FISH: ['Fishing', 'Ocean King', 'Fish Hunter', 'Shark Hunt', 'Mermaid Catch'],
  PVP: ['Tongits', 'Pusoy', 'Teen Patti', 'Rummy', 'Mahjong', 'Niu Niu', 'Texas Holdem', 'Sabong Cards', 'Pai Gow'],
  ELOTT: ['Mien Bac', 'Mien Nam', 'Mien Trung', 'Keno VN', 'Xoso 1 Phut', 'Xoso 3 Phut', 'Xoso 5 Phut'],
  LOTT: ['Lotto 6/45', 'Lotto 6/55', 'Super Lotto', 'Fast 3', 'Pick 3', 'Pick 4', 'Mega 5'],
};

/** A game name; uniqueness comes from the caller's numbering when a name repeats. */
export function gameName(prng: Prng, gameType: string): string {
  const base = byType[gameType];
  if (base) return `${prng.pick(adjectives)} ${prng.pick(base)}`;
  return `${prng.pick(adjectives)} ${prng.pick(nouns)}`;
}
