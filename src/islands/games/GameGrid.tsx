import { useStore } from '@nanostores/react';
import { memo, useDeferredValue, useMemo, useState, type Ref } from 'react';
import { onDemand } from '../ui/on-demand.tsx';
import { cardAction, type CardGame } from '../../shared/game-card.ts';
import { $favouriteIds, launchGame, toggleFavourite } from '../../stores/games.ts';
import { $token } from '../../stores/session.ts';
import { GameCard } from './GameCard.tsx';

const RoomChooser = onDemand(() => import('./RoomChooser.tsx'));

const Card = memo(GameCard);
const play = (game: CardGame, free: boolean, opener: HTMLElement) => void launchGame(game, { free, opener });
const favourite = (game: CardGame, opener: HTMLElement) => void toggleFavourite(game, opener);

interface GameGridProps {
  games: readonly CardGame[];
  /**
   * Render a new list in React's background lane, which yields to the browser every few
   * milliseconds: switching category, tab, vendor or page then leaves no long task (measured by
   * bench:interactions at 4× CPU throttling). Off where focus must land on a card of the new list.
   */
  deferred?: boolean;
  ref?: Ref<HTMLUListElement>;
  /**
   * What a vendor card (isGame VASSALAGE, specification section 3: "means vendor popup") does
   * when played: open that vendor's popup. Without it, it launches (the popup's own list).
   */
  onVendorCard?: (card: CardGame, opener: HTMLElement) => void;
}

/**
 * Game cards as every list shows them: play and free trial launch, the heart toggles a favourite.
 * A member playing a card game (PVP) for money chooses a room first; a visitor is asked to log in.
 */
export function GameGrid({ games, deferred = true, ref, onVendorCard }: GameGridProps) {
  const favourites = useStore($favouriteIds);
  const [rooms, setRooms] = useState<{ game: CardGame; opener: HTMLElement } | null>(null);
  const onPlay = useMemo(() => {
    const launch = (game: CardGame, free: boolean, opener: HTMLElement) =>
      game.gameType === 'PVP' && !free && $token.get() ? setRooms({ game, opener }) : play(game, free, opener);
    return onVendorCard
      ? (game: CardGame, free: boolean, opener: HTMLElement) =>
          cardAction(game) === 'popup' && !free ? onVendorCard(game, opener) : launch(game, free, opener)
      : launch;
  }, [onVendorCard]);
  const later = useDeferredValue(games);
  const shown = deferred ? later : games;
  // A list that starts with another game (a new tab, vendor, page or search) is a new grid: React
  // then builds it whole in its render phase and the commit swaps one element, instead of removing
  // and inserting every card in one uninterruptible commit. More keeps the first game, so the
  // cards already shown stay.
  return (
    <>
      <ul className="game-grid" ref={ref} key={shown[0]?.nodeId}>
        {shown.map((game) => (
          <Card key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} onPlay={onPlay} onFavourite={favourite} />
        ))}
      </ul>
      {rooms && <RoomChooser game={rooms.game} opener={rooms.opener} onClose={() => setRooms(null)} />}
    </>
  );
}
