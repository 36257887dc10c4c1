// A lobby list section's games (layout.lobby: hotGames, newGames, leadGames; the island's name is
// the kind): the build paints the cards (src/components/lobby/sections/GamesSection.astro); for a
// member this island takes their place with the same list (src/stores/lobby-rows.ts), so the
// cards do not change, and play, free trial and favourite work as on every list.
import { useEffect } from 'react';
import type { Game, GameType } from '../../../contract/generated/common.ts';
import { loadFavouriteIds } from '../../stores/games.ts';
import { lobbyRowGames } from '../../stores/lobby-rows.ts';
import { $token } from '../../stores/session.ts';
import { GameGrid } from './GameGrid.tsx';
import { useReplayedCardPress } from './replay-press.ts';

const prepared = new WeakMap<HTMLElement, Game[]>();

/**
 * Loads the section's games before the island mounts, so it replaces the build's cards with cards.
 * A list that comes back empty hides its section, heading and all, as the build leaves out a
 * section with nothing to show (docs/layout.md): a heading over no cards offers nothing to play.
 */
export async function prepareGameRow(element: HTMLElement): Promise<void> {
  const { island: kind = '', gameType, count } = element.dataset;
  const games = await lobbyRowGames(kind, gameType as GameType | undefined);
  prepared.set(element, games.slice(0, Number(count) || games.length));
  const section = element.closest<HTMLElement>('.lobby-section');
  if (section) section.hidden = !games.length;
}

/** The section's cards, live. */
export function GameRow({ element }: { element: HTMLElement }) {
  useReplayedCardPress(element);
  // The member's favourites mark the hearts (loaded once a page, whichever list asks first).
  useEffect(() => $token.subscribe((token) => void (token && loadFavouriteIds())), []);
  return <GameGrid games={prepared.get(element) ?? []} deferred={false} />;
}
