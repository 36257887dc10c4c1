// The lobby's HOT category (specification sections 2 and 9): 12 hot games on the first screen,
// more on request, and at most 5 each of the sports-like types, whose entries are vendor lobbies
// rather than games (sports, e-sports, cockfight). Shared by the build (the static first screen)
// and the lobby island (the same list, so the island takes over without the cards changing).
import type { Game } from '../../contract/generated/common.ts';
import { vendorName } from './vendors.ts';

/** Games the HOT category shows on its first screen. */
const HOT_FIRST_SCREEN = 12;
/** At most this many hot entries of each type in CAPPED_TYPES. */
const HOT_TYPE_CAP = 5;
const CAPPED_TYPES: ReadonlySet<Game['gameType']> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

/** The HOT category's whole list: the gateway's order, sports-like types cut to 5 each. */
export function lobbyHotGames<G extends Pick<Game, 'gameType'>>(games: readonly G[]): G[] {
  const counts = new Map<string, number>();
  return games.filter((game) => {
    if (!CAPPED_TYPES.has(game.gameType)) return true;
    const n = (counts.get(game.gameType) ?? 0) + 1;
    counts.set(game.gameType, n);
    return n <= HOT_TYPE_CAP;
  });
}

/** The HOT category's first screen. */
export function hotFirstScreen<G extends Pick<Game, 'gameType'>>(games: readonly G[], size = HOT_FIRST_SCREEN): G[] {
  return lobbyHotGames(games).slice(0, size);
}

/**
 * A list's vendor filter row where no menu names its vendors (HOT, FAV, RECENT; All apart): the
 * vendors its games come from, in the list's order. The build holds the row's room for a member
 * where HOT's has more than one (GameMenuSection.astro).
 */
export function vendorsPresent(games: readonly Pick<Game, 'vassalage'>[]): Array<{ code: string; name: string }> {
  const seen = new Map<string, string>();
  for (const game of games) if (!seen.has(game.vassalage)) seen.set(game.vassalage, vendorName(game.vassalage));
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** Whether the HOT category has more than its first screen: its More button. */
export const hotHasMore = (games: readonly Pick<Game, 'gameType'>[]): boolean => lobbyHotGames(games).length > HOT_FIRST_SCREEN;
