// A game centre's vendor cards (/sports, /esports, /lott, /elott, /cockfight). The page's static
// cards have the same markup, so the island takes over without moving anything; it starts on the
// first press of one (or with a session) and mounts once the cards are loaded (prepareGameCentre),
// then does what that press asked. A vendor card opens the vendor popup, a chunk of its own loaded
// on first use; a card that is a game launches.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { GameCategory } from '../../../contract/generated/games-menus.ts';
import type { VendorCard } from '../../../contract/generated/common.ts';
import { imageUrl } from '../../client/hosts.ts';
import { t } from '../../client/t.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { cardAction } from '../../shared/game-card.ts';
import { $centre, loadCentre } from '../../stores/game-centre.ts';
import { launchGame } from '../../stores/games.ts';
import { useReplayedPress } from './replay-press.ts';
import { onDemand } from '../ui/on-demand.tsx';

const VendorPopup = onDemand(() => import('./VendorPopup.tsx'));

type GameType = GameCategory['gameCategory'];

const typeOf = (element: HTMLElement) => element.dataset['gameType'] as GameType;

/** Loads the centre's cards before the island replaces the static ones. */
export function prepareGameCentre(element: HTMLElement): Promise<void> {
  return loadCentre(typeOf(element));
}

export function GameCentre({ element }: { element: HTMLElement }) {
  const gameType = typeOf(element);
  const { cards, status } = useStore($centre);
  const [open, setOpen] = useState<{ card: VendorCard; opener: HTMLElement } | null>(null);

  const choose = (card: VendorCard, opener: HTMLElement) => {
    if (cardAction(card) === 'popup') setOpen({ card, opener });
    // A card that is a game itself: it has no node id, the gateway finds it by its codes.
    else void launchGame({ nodeId: 0, vassalage: card.vassalage, gameType: card.gameType, gameCode: card.gameCode }, { opener });
  };
  useReplayedPress(element, (vendor, opener) => {
    const card = cards.find((c) => c.vassalage === vendor);
    if (card) choose(card, opener);
  });

  if (status === 'error') {
    return <LoadFailed onRetry={() => void loadCentre(gameType)} />;
  }
  return (
    <>
      {status === 'ready' && cards.length === 0 && <p className="games-empty">{t('games.vendorsEmpty')}</p>}
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.vassalage} className="vendor-card surface" data-vendor={card.vassalage}>
            <button type="button" className="vendor-card-open" onClick={(event) => choose(card, event.currentTarget)}>
              <img className="vendor-card-icon" src={imageUrl(card.showIcon || card.iconUrl)} alt="" width={48} height={48} />
              <span className="vendor-card-name">{card.displayName}</span>
              <span className="vendor-card-count">{t('games.vendorGames', { count: card.gameCount })}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <VendorPopup gameType={gameType} vendor={open.card} opener={open.opener} onClose={() => setOpen(null)} />}
    </>
  );
}
