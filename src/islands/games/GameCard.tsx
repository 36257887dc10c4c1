import { cardView, iconSources, type CardGame } from '../../shared/game-card.ts';
import { imageUrl } from '../../client/hosts.ts';
import { t } from '../../client/t.ts';

interface GameCardProps {
  game: CardGame;
  favourite: boolean;
  onPlay: (game: CardGame, free: boolean, opener: HTMLElement) => void;
  onFavourite: (game: CardGame, opener: HTMLElement) => void;
}

/** A game's card: icon (plays), name, vendor, hot badge, free trial (supportPlay 0) and favourite toggle. Same markup as GameCard.astro. */
export function GameCard({ game, favourite, onPlay, onFavourite }: GameCardProps) {
  const card = cardView(game);
  const sources = iconSources(imageUrl(card.icon), card.iconLarge && imageUrl(card.iconLarge));
  return (
    <li className="game-card surface" data-node-id={game.nodeId} title={card.name}>
      <button
        type="button"
        className="game-card-play"
        aria-label={t('games.play', { name: card.name })}
        onClick={(e) => onPlay(game, false, e.currentTarget)}
      >
        <img
          className="game-card-icon"
          src={imageUrl(card.icon)}
          srcSet={sources.srcset}
          sizes={sources.sizes}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
      </button>
      {card.hot && <span className="game-card-hot">{t('games.hot')}</span>}
      <span className="game-card-name">{card.name}</span>
      <span className="game-card-vendor">{card.vendor}</span>
      <span className="game-card-actions">
        {card.freeTrial && (
          <button
            type="button"
            className="game-card-trial"
            aria-label={t('games.freeTrialOf', { name: card.name })}
            onClick={(e) => onPlay(game, true, e.currentTarget)}
          >
            {t('games.freeTrial')}
          </button>
        )}
        <button
          type="button"
          className="game-card-fav"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', { name: card.name })}
          onClick={(e) => onFavourite(game, e.currentTarget)}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.5 3.2 5 6.6 5c2 0 3.4 1.1 4.2 2.3h2.4C14 6.1 15.4 5 17.4 5c3.4 0 5.5 3.5 4.1 6.8C19.5 16.4 12 21 12 21Z" />
          </svg>
        </button>
      </span>
    </li>
  );
}
