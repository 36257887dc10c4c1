// What a game card shows, shared by the static card (src/components/games/GameCard.astro) and the
// island's (src/islands/games/GameCard.tsx) so both render the same markup from the same fields.
import type { Game } from '../../contract/generated/common.ts';
import { vendorName } from './vendors.ts';

/** The fields of a game a card needs (game lists, hot games, favourites and recent games all carry them). */
export type CardGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode'> &
  Partial<Pick<Game, 'displayName' | 'gameName' | 'nodeName' | 'showIcon' | 'iconUrl' | 'lagerIcon' | 'isHot' | 'supportPlay' | 'isGame'>>;

export interface CardView {
  name: string;
  vendor: string;
  /** Root-relative or absolute icon address, before any image host is applied. */
  icon: string;
  /** The gateway's large icon (lagerIcon, twice the size) when it has one besides `icon`: the srcset's second width. */
  iconLarge: string | undefined;
  hot: boolean;
  /** supportPlay 0: the game offers a free-trial launch. */
  freeTrial: boolean;
}

/**
 * What choosing a card does (specification section 3): a vendor card (isGame VASSALAGE) opens the
 * vendor popup with its games, any other card is a game and launches.
 */
export function cardAction(card: { isGame?: string }): 'popup' | 'launch' {
  return card.isGame === 'VASSALAGE' ? 'popup' : 'launch';
}

/** A game's card: display name (else game or node name), vendor name, icon, badges. */
export function cardView(game: CardGame): CardView {
  const icon = game.showIcon || game.iconUrl || game.lagerIcon || '';
  return {
    name: game.displayName || game.gameName || game.nodeName || game.gameCode,
    vendor: vendorName(game.vassalage),
    icon,
    iconLarge: game.lagerIcon && game.lagerIcon !== icon ? game.lagerIcon : undefined,
    hot: game.isHot === 1,
    freeTrial: game.supportPlay === 0,
  };
}

/**
 * A card icon's srcset and sizes: the gateway's icon is 200 px and its large one 400 px, and a
 * card is half a phone's width (two columns) or about 11rem wide on a desk (games.css), so a
 * phone at 2× or 3× takes the large one and a desk at 1× the small one. No large icon: src alone.
 */
export function iconSources(icon: string, large: string | undefined): { srcset?: string; sizes?: string } {
  if (!large) return {};
  return { srcset: `${icon} 200w, ${large} 400w`, sizes: '(max-width: 40rem) 50vw, 12rem' };
}
