// Game centres (/sports, /esports, /lott, /elott, /cockfight: specification section 2) show the
// vendors of one game type as cards; a vendor card (isGame VASSALAGE) opens the vendor's games
// in a popup, any other card launches. The vendor lists come from the game menus, cached for the
// tab with the lobby's (same name, same call); the popup pages through the game list 18 at a time.
import { atom, type ReadableAtom } from 'nanostores';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import type { VendorCard } from '../../contract/generated/common.ts';
import type { Game } from '../../contract/generated/common.ts';
import { gamesList, gamesMenus } from '../../contract/generated/calls.ts';
import { liteGet } from '../api/lite.ts';
import { pageConfig } from '../client/page-data.ts';
import { cached } from './game-cache.ts';
import { GAME_LIST_CLIENT } from '../shared/game-requests.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';

/** Games per page of a vendor's list (specification section 9: game list 18). */
const VENDOR_PAGE_SIZE = 18;

type GameType = GameCategory['gameCategory'];

/**
 * The game menus (every category with its vendor cards), cached for the tab under the lobby's
 * name. A visitor's call, made without the full client: a centre shows its cards before ky loads.
 */
export function gameMenus(): Promise<GameCategory[]> {
  return cached('menus', async () => {
    const {
      gateway: { baseUrl },
      merchantCode,
      lang,
    } = pageConfig();
    const menus = await liteGet({ baseUrl, merchant: merchantCode, language: lang }, gamesMenus, { language: lang });
    if (!menus) throw new Error('the game menus could not be loaded');
    return menus;
  });
}

export interface CentreView {
  cards: VendorCard[];
  status: 'loading' | 'ready' | 'error';
}

/** The centre's vendor cards. */
export const $centre = atom<CentreView>({ cards: [], status: 'loading' });

/** Loads the vendor cards of a game type (from the cache when the tab has the menus). */
export async function loadCentre(gameType: GameType): Promise<void> {
  $centre.set({ ...$centre.get(), status: 'loading' });
  try {
    const menus = await gameMenus();
    $centre.set({ cards: menus.find((m) => m.gameCategory === gameType)?.cards ?? [], status: 'ready' });
  } catch {
    $centre.set({ cards: [], status: 'error' });
  }
}

interface VendorGamesView {
  games: Game[];
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
}

/** One vendor's games of one type, a page at a time: a popup's own store. */
export interface VendorGames {
  $view: ReadableAtom<VendorGamesView>;
  /** Loads the next page (the first on the first call); after a failure, retries that page. */
  more: () => Promise<void>;
}

export function vendorGames(gameType: GameType, vassalage: string): VendorGames {
  const $view = atom<VendorGamesView>({ games: [], status: 'loading', hasMore: false });
  let pages = 0;
  let busy = false;
  const more = async () => {
    if (busy) return;
    busy = true;
    $view.set({ ...$view.get(), status: 'loading' });
    try {
      const client = await gateway();
      const page = await client.call(gamesList, {
        ...GAME_LIST_CLIENT,
        gameType,
        vassalage,
        pageNo: pages + 1,
        pageSize: VENDOR_PAGE_SIZE,
        language: pageConfig().lang,
      });
      pages += 1;
      $view.set({ games: [...$view.get().games, ...page.games], status: 'ready', hasMore: pages < page.totalPages });
    } catch {
      $view.set({ ...$view.get(), status: 'error' });
    } finally {
      busy = false;
    }
  };
  return { $view, more };
}
