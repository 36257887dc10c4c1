// The lobby's game menu (specification section 2, "Lobby"): HOT, FAV and the vendor categories
// from the gateway, each with a vendor filter row (All first); HOT shows 12 hot games and more on
// request; FAV needs login (a visitor gets the login modal and the menu goes back to HOT, the
// home category); a Recent section for a logged-in player with recent games, whose More switches
// the menu to RECENT. Components render from these stores and call the actions below.
import { atom, computed } from 'nanostores';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import type { GameListValue } from '../../contract/generated/games-list.ts';
import type { Game } from '../../contract/generated/common.ts';
import { favouritesList, gamesHot, gamesList, gamesMenus, gamesRecent } from '../../contract/generated/calls.ts';
import { pageConfig } from '../client/page-data.ts';
import { lobbyHotGames, vendorsPresent } from '../shared/hot-games.ts';
import { cached, hotListName } from './game-cache.ts';
import { $favouriteIds, $recentVersion, loadFavouriteIds } from './games.ts';
import { CLIENT_TYPE, FAVOURITES_FETCH_SIZE, GAME_LIST_CLIENT, PLATFORM } from '../shared/game-requests.ts';
import { openModal } from './modal.ts';
import { $token } from './session.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';

/** Games per screen in the lobby, and what More adds (specification section 9: lobby page size 12). */
const LOBBY_PAGE = 12;
/** Games the Recent section shows before its More button. */
export const RECENT_PREVIEW = 6;
/** The home category, where the menu starts and goes back to. */
const HOME = 'HOT';

export type Category = 'HOT' | 'FAV' | 'RECENT' | GameCategory['gameCategory'];

interface LobbyView {
  games: Game[];
  /** Vendors of the filter row (All comes first and is not listed). */
  vendors: Array<{ code: string; name: string }>;
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
}

export const $menus = atom<GameCategory[]>([]);
export const $category = atom<Category>(HOME);
/** The chosen vendor; '' is All. */
export const $vendor = atom('');
const $view = atom<LobbyView>({ games: [], vendors: [], hasMore: false, status: 'loading' });
/** The player's recent games (empty for a visitor). */
export const $recent = atom<Game[]>([]);

/** FAV shows only games still in the favourites set, so a removal disappears at once. */
export const $shown = computed([$view, $category, $favouriteIds], (view, category, ids) =>
  category === 'FAV' ? { ...view, games: view.games.filter((g) => ids.has(g.nodeId)) } : view,
);

let pagesShown = 1;
let request = 0;
/** The screens of a game type's list loaded since its category or vendor was chosen: More asks only for the next one. */
let screens: { key: string; list: GameListValue[] } = { key: '', list: [] };

const language = () => pageConfig().lang;

/** Vendor filter entries of a list: the menu's cards for a game type, else the vendors present. */
function vendorsOf(category: Category, games: readonly Game[]): LobbyView['vendors'] {
  const menu = $menus.get().find((m) => m.gameCategory === category);
  if (menu) return menu.cards.map((c) => ({ code: c.vassalage, name: c.displayName }));
  return vendorsPresent(games);
}

/** Every game of a category the lobby can page through locally (HOT, FAV, RECENT), unfiltered. */
async function localList(category: 'HOT' | 'FAV' | 'RECENT'): Promise<Game[]> {
  const client = await gateway();
  if (category === 'HOT') {
    const hot = await cached(hotListName('', ''), () =>
      client.call(gamesHot, { merchantCode: pageConfig().merchantCode, isPlatform: 2, platform: PLATFORM, language: language() }),
    );
    return lobbyHotGames(hot.list);
  }
  if (category === 'FAV')
    return (
      await client.call(favouritesList, {
        clientType: CLIENT_TYPE,
        platform: PLATFORM,
        language: language(),
        pageNo: 1,
        pageSize: FAVOURITES_FETCH_SIZE,
      })
    ).content;
  return (await client.call(gamesRecent, { clientType: CLIENT_TYPE, language: language(), page: 1, pageSize: 42 })).list;
}

/** Loads what the menu shows for the current category, vendor and number of screens. */
export async function refresh(): Promise<void> {
  const mine = ++request;
  const category = $category.get();
  const vendor = $vendor.get();
  $view.set({ ...$view.get(), status: 'loading' });
  try {
    let view: Omit<LobbyView, 'status'>;
    if (category === 'HOT' || category === 'FAV' || category === 'RECENT') {
      const all = await localList(category);
      const games = vendor ? all.filter((g) => g.vassalage === vendor) : all;
      view = {
        games: games.slice(0, pagesShown * LOBBY_PAGE),
        vendors: vendorsOf(category, all),
        hasMore: games.length > pagesShown * LOBBY_PAGE,
      };
    } else {
      const client = await gateway();
      const key = JSON.stringify([category, vendor, language()]);
      // The screens already loaded for these filters stay (and their cards with them); More adds one.
      const kept = screens.key === key ? screens.list.slice(0, pagesShown) : [];
      const added = await Promise.all(
        Array.from({ length: pagesShown - kept.length }, (_, i) =>
          client.call(gamesList, {
            ...GAME_LIST_CLIENT,
            gameType: category,
            ...(vendor ? { vassalage: vendor } : {}),
            pageNo: kept.length + i + 1,
            pageSize: LOBBY_PAGE,
            language: language(),
          }),
        ),
      );
      const loaded = [...kept, ...added];
      if (mine === request) screens = { key, list: loaded };
      view = {
        games: loaded.flatMap((s) => s.games),
        vendors: vendorsOf(category, []),
        hasMore: pagesShown < (loaded.at(-1)?.totalPages ?? 0),
      };
    }
    // An older request finishing after a newer one must not overwrite it.
    if (mine === request) $view.set({ ...view, status: 'ready' });
  } catch {
    if (mine === request) $view.set({ ...$view.get(), status: 'error' });
  }
}

/** The category the menu starts with: one the visitor asked for in the static menu, where allowed. */
export function initialCategory(requested: Category | undefined): void {
  if (!requested || requested === HOME) return;
  if ((requested === 'FAV' || requested === 'RECENT') && !$token.get()) openModal('login', null);
  else $category.set(requested);
}

/** Loads the menu's categories (cached for the tab), then the current view. */
export async function startLobbyGames(): Promise<void> {
  const client = await gateway();
  $menus.set(await cached('menus', () => client.call(gamesMenus, { language: language() })).catch(() => []));
  if ($token.get()) void loadFavouriteIds();
  await Promise.all([refresh(), loadRecent()]);
}

/** Chooses a category: FAV and RECENT need login (a visitor gets the login modal and HOT). */
export function selectCategory(category: Category, opener: HTMLElement | null = null): void {
  if ((category === 'FAV' || category === 'RECENT') && !$token.get()) {
    openModal('login', opener);
    category = HOME;
  }
  if (category === $category.get() && $vendor.get() === '') return;
  $category.set(category);
  $vendor.set('');
  pagesShown = 1;
  screens = { key: '', list: [] };
  void refresh();
}

/** Chooses a vendor of the filter row ('' for All); the list starts again from its first screen. */
export function selectVendor(vendor: string): void {
  if (vendor === $vendor.get()) return;
  $vendor.set(vendor);
  pagesShown = 1;
  screens = { key: '', list: [] };
  void refresh();
}

/** Shows the next screen of games. */
export function showMore(): void {
  pagesShown += 1;
  void refresh();
}

/** The player's recent games for the Recent section (none for a visitor). */
async function loadRecent(): Promise<void> {
  if (!$token.get()) return $recent.set([]);
  try {
    const client = await gateway();
    $recent.set((await client.call(gamesRecent, { clientType: CLIENT_TYPE, language: language(), page: 1, pageSize: LOBBY_PAGE })).list);
  } catch {
    // The section stays hidden; the menu's RECENT category says what went wrong if chosen.
  }
}

// A launch changes the recent games; a login or logout changes everything personal.
$recentVersion.listen(() => {
  void loadRecent();
  if ($category.get() === 'RECENT') void refresh();
});
$token.listen((token) => {
  void loadRecent();
  if (token) void loadFavouriteIds();
  else if ($category.get() === 'FAV' || $category.get() === 'RECENT') selectCategory(HOME);
});
