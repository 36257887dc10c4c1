// The game lists' data (specification section 2, "Lobby: the game list"): the game list centre of
// /live, /fish, /rng and /pvp (tabs ALL, HOT, FAV, RECENT and NEW, name search in ALL only, vendor
// and class filters, 18 a page) and the account lists of /favorite and /recent. Each list is one
// store made by createGameList(); its component renders $view and calls the actions, never the
// gateway. Only the newest request may change what the list shows: a slow answer to an older
// filter never overwrites a newer one.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { GatewayClient } from '../api/gateway-client.ts';
import { favouritesList, gamesHot, gamesList, gamesRecent } from '../../contract/generated/calls.ts';
import type { Game, GameType } from '../../contract/generated/common.ts';
import { pageConfig } from '../client/page-data.ts';
import { cached, hotListName } from './game-cache.ts';
import { lazyGateway } from '../api/lazy-client.ts';
import { $favouriteIds, $recentVersion, loadFavouriteIds } from './games.ts';
import { CLIENT_TYPE, FAVOURITES_FETCH_SIZE, GAME_LIST_CLIENT, PLATFORM } from '../shared/game-requests.ts';
import { openModal } from './modal.ts';
import { $token } from './session.ts';

export const GAME_TABS = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const;
export type GameTab = (typeof GAME_TABS)[number];
/** Tabs that show the player's own games: a visitor gets the login modal instead. */
const LOGIN_TABS: ReadonlySet<GameTab> = new Set(['FAV', 'RECENT']);

export interface GameListFilters {
  tab: GameTab;
  /** The list's game type; '' for every type (the account lists). */
  gameType: GameType | '';
  /** Vendor code; '' for all vendors. */
  vendor: string;
  /** Game class (gameClassify); '' for all. Not for RECENT, which the gateway cannot filter by class. */
  classify: string;
  /** Name search; ALL only. */
  search: string;
  /** Games whose smallest bet is at most this (major units); 0 for any. Not for RECENT, which the gateway cannot filter by it. */
  minBet: number;
  /** From 1. */
  page: number;
}

/**
 * What the gateway answered for some filters. HOT and FAV come whole and are paged (and filtered
 * by class) here; ALL, NEW and RECENT come a page at a time.
 */
export type LoadedList =
  | { kind: 'whole'; filters: GameListFilters; games: readonly Game[] }
  | { kind: 'page'; filters: GameListFilters; games: readonly Game[]; totalPages: number; totalCount: number | null };

export interface GameListState {
  filters: GameListFilters;
  status: 'loading' | 'ready' | 'error';
  /** The last answer: kept on screen (busy) while the next one loads. */
  loaded: LoadedList | null;
  /**
   * "Show more": the games shown above the page being appended (the pages before it, as they were
   * on screen); null when the list shows one page, as the pager goes to it.
   */
  earlier: readonly Game[] | null;
  error: unknown;
}

/** What a list's component shows. */
export interface GameListView {
  filters: GameListFilters;
  status: GameListState['status'];
  /** Nothing has loaded yet: placeholders hold the grid's place. */
  initial: boolean;
  /** The cards shown: the page's, after those of the pages shown before it with "Show more". */
  games: readonly Game[];
  /** The page shown last (the pager's current one). */
  page: number;
  totalPages: number;
  /** Games in all pages; null where the gateway does not say (RECENT). */
  totalCount: number | null;
}

/** What a list needs from the page; tests give it an in-process gateway instead. */
export interface GameListDeps {
  client: () => Promise<Pick<GatewayClient, 'call'>>;
  merchant: () => string;
  language: () => string;
  token: ReadableAtom<string | null>;
  favouriteIds: ReadableAtom<ReadonlySet<number>>;
  /** Resolves once favouriteIds holds the session's favourites (FAV shows only games in it). */
  favouritesReady: () => Promise<void>;
  recentVersion: ReadableAtom<number>;
  cached: <T>(name: string, fetcher: () => Promise<T>) => Promise<T>;
  /** A visitor chose a list of their own games. */
  loginNeeded: (opener: HTMLElement | null) => void;
}

export interface GameListOptions {
  /** Games a page. */
  pageSize: number;
  /** Where the list goes when the session ends on a tab that needs one; null stays (an account page, which sends visitors away). */
  visitorTab: GameTab | null;
}

/** The page's own dependencies: its gateway, language, session and favourites. */
export function pageDeps(): GameListDeps {
  return {
    client: lazyGateway,
    merchant: () => pageConfig().merchantCode,
    language: () => pageConfig().lang,
    token: $token,
    favouriteIds: $favouriteIds,
    favouritesReady: loadFavouriteIds,
    recentVersion: $recentVersion,
    cached,
    loginNeeded: (opener) => openModal('login', opener),
  };
}

/** Lists the gateway sends whole, paged and filtered by class and minimum bet here. */
const isWhole = (tab: GameTab) => tab === 'HOT' || tab === 'FAV';

/**
 * What decides the gateway's answer: two filters with the same key need no new request. A whole
 * list's key leaves out the page and the class, which it applies itself.
 */
function requestKey(f: GameListFilters): string {
  if (isWhole(f.tab)) return JSON.stringify([f.tab, f.gameType, f.vendor]);
  const recent = f.tab === 'RECENT';
  return JSON.stringify([
    f.tab,
    f.gameType,
    f.vendor,
    recent ? '' : f.classify,
    recent ? 0 : f.minBet,
    f.tab === 'ALL' ? f.search : '',
    f.page,
  ]);
}

/** The page of a whole list the filters ask for: favourites still in the set, of the class and minimum bet, 18 a page. */
function pageOfWhole(games: readonly Game[], f: GameListFilters, ids: ReadonlySet<number>, pageSize: number) {
  const shown = games.filter(
    (g) => (f.tab !== 'FAV' || ids.has(g.nodeId)) && (!f.classify || g.gameClassify === f.classify) && (!f.minBet || g.minBet <= f.minBet),
  );
  const totalPages = Math.max(1, Math.ceil(shown.length / pageSize));
  const page = Math.min(f.page, totalPages);
  return { games: shown.slice((page - 1) * pageSize, page * pageSize), page, totalPages, totalCount: shown.length };
}

/** A game list: its state, its view and its actions. */
export function createGameList(initial: Partial<GameListFilters>, deps: GameListDeps, options: GameListOptions) {
  const { pageSize } = options;
  const $state = atom<GameListState>({
    filters: { tab: 'ALL', gameType: '', vendor: '', classify: '', search: '', minBet: 0, page: 1, ...initial },
    status: 'loading',
    loaded: null,
    earlier: null,
    error: null,
  });
  let latest = 0;
  let started = false;

  /** Asks the gateway for the list the filters describe. */
  async function fetchList(f: GameListFilters): Promise<LoadedList> {
    const client = await deps.client();
    const language = deps.language();
    // Empty filters are left out of the request, as the platform's own clients do.
    const common = { ...(f.gameType ? { gameType: f.gameType } : {}), ...(f.vendor ? { vassalage: f.vendor } : {}) };
    switch (f.tab) {
      case 'ALL':
      case 'NEW': {
        const value = await client.call(gamesList, {
          ...GAME_LIST_CLIENT,
          merchant: deps.merchant(),
          ...common,
          ...(f.classify ? { gameClassify: f.classify } : {}),
          ...(f.minBet ? { minBet: f.minBet } : {}),
          ...(f.tab === 'ALL' && f.search ? { gameName: f.search } : {}),
          ...(f.tab === 'NEW' ? { isNew: 1 as const } : {}),
          pageNo: f.page,
          pageSize,
          language,
        });
        return { kind: 'page', filters: f, games: value.games, totalPages: value.totalPages, totalCount: value.totalCount };
      }
      case 'HOT': {
        // Cached for the tab per type and vendor (specification section 9).
        const value = await deps.cached(hotListName(f.gameType, f.vendor), () =>
          client.call(gamesHot, { merchantCode: deps.merchant(), isPlatform: 2, ...common, platform: PLATFORM, language }),
        );
        return { kind: 'whole', filters: f, games: value.list };
      }
      case 'FAV': {
        // The list is shown filtered by the favourite ids: both must be there, or it would show empty.
        const [value] = await Promise.all([
          client.call(favouritesList, {
            clientType: CLIENT_TYPE,
            platform: PLATFORM,
            language,
            ...common,
            pageNo: 1,
            pageSize: FAVOURITES_FETCH_SIZE,
          }),
          deps.favouritesReady(),
        ]);
        return { kind: 'whole', filters: f, games: value.content };
      }
      case 'RECENT': {
        const value = await client.call(gamesRecent, {
          clientType: CLIENT_TYPE,
          platform: PLATFORM,
          language,
          ...common,
          page: f.page,
          pageSize,
        });
        return { kind: 'page', filters: f, games: value.list, totalPages: value.totalPages, totalCount: null };
      }
    }
  }

  /** Loads the current filters' list; the old one stays shown (busy) until the answer. */
  function load(): void {
    const mine = ++latest;
    const { filters } = $state.get();
    $state.set({ ...$state.get(), status: 'loading', error: null });
    fetchList(filters).then(
      (loaded) => {
        if (mine === latest) $state.set({ ...$state.get(), status: 'ready', loaded, error: null });
      },
      (error: unknown) => {
        if (mine === latest) $state.set({ ...$state.get(), status: 'error', error });
      },
    );
  }

  /**
   * Changes filters (the page goes back to 1 unless it is what changed) and loads what they need.
   * A forced change reloads even an unchanged list (a tab chosen again shows fresh games). The
   * games shown above the page go (it shows one page again) unless `earlier` keeps them.
   */
  function change(patch: Partial<GameListFilters>, force = false, earlier: readonly Game[] | null = null): void {
    const state = $state.get();
    const filters: GameListFilters = { ...state.filters, page: 1, ...patch };
    if (!force && !earlier && !state.earlier && JSON.stringify(filters) === JSON.stringify(state.filters)) return;
    $state.set({ ...state, filters, earlier });
    if (!force && state.loaded && state.status !== 'error' && requestKey(state.loaded.filters) === requestKey(filters)) {
      // What is loaded answers these filters already: nothing to ask, and a request still
      // running for other filters must not land after this.
      latest++;
      $state.set({ ...$state.get(), status: 'ready' });
      return;
    }
    load();
  }

  function start(): void {
    if (started) return;
    started = true;
    load();
  }

  /** One page's view: the loaded page, or an older list still on screen while the filters' loads. */
  function pageView(state: GameListState, ids: ReadonlySet<number>): Omit<GameListView, 'filters' | 'status' | 'initial'> {
    const { filters, loaded } = state;
    if (!loaded) return { games: [], page: filters.page, totalPages: 0, totalCount: null };
    if (loaded.kind === 'whole') {
      // The loaded list is the filters' own (another page or class of it), or an older list still on screen.
      const own = requestKey(loaded.filters) === requestKey(filters);
      return pageOfWhole(loaded.games, own ? filters : loaded.filters, ids, pageSize);
    }
    return { games: loaded.games, page: filters.page, totalPages: loaded.totalPages, totalCount: loaded.totalCount };
  }

  const $view = computed([$state, deps.favouriteIds], (state, ids): GameListView => {
    const { filters, loaded, status, earlier } = state;
    const base = { filters, status, initial: loaded === null };
    const view = pageView(state, ids);
    if (!earlier) return { ...base, ...view };
    // Appending: the earlier pages' games, then the new page's once it is the one loaded (until
    // then the earlier games are all there is: they include the page on screen before).
    const arrived = loaded !== null && requestKey(loaded.filters) === requestKey(filters);
    return { ...base, ...view, page: filters.page, games: arrived ? [...earlier, ...view.games] : earlier };
  });

  return {
    $state: $state as ReadableAtom<GameListState>,
    $view,
    /** The filters alone: what the tabs and filter rows render, unchanged while a list loads. */
    $filters: computed($state, (state) => state.filters),

    /** Chooses a tab; a visitor choosing one of their own lists gets the login modal and stays. */
    selectTab(tab: GameTab, opener: HTMLElement | null = null): boolean {
      if (LOGIN_TABS.has(tab) && !deps.token.get()) {
        deps.loginNeeded(opener);
        return false;
      }
      change({ tab }, tab !== $state.get().filters.tab);
      return true;
    },
    /** Chooses a vendor; a game type given with it is chosen in the same request. */
    selectVendor(vendor: string, gameType?: GameType): void {
      change({ vendor, ...(gameType ? { gameType } : {}) });
    },
    selectClass(classify: string): void {
      change({ classify });
    },
    /** Chooses the minimum-bet step (0: any). */
    selectMinBet(minBet: number): void {
      change({ minBet });
    },
    /** Chooses a game type; classes belong to a type, so the class goes back to all. */
    selectGameType(gameType: GameType | ''): void {
      change({ gameType, classify: '' });
    },
    /** Searches by name (ALL only), from the first page. */
    search(text: string): void {
      change({ search: text.trim() });
    },
    /** Goes to a page of the list (clamped to the pages there are). */
    goToPage(page: number): void {
      const total = $view.get().totalPages;
      change({ page: Math.max(1, Math.min(page, total || 1)) });
    },
    /**
     * "Show more": the next page, appended to the games shown (the pager's current page moves on
     * to it). Nothing while a page loads or on the last page.
     */
    showMore(): void {
      const view = $view.get();
      if (view.status !== 'ready' || view.page >= view.totalPages) return;
      change({ page: view.page + 1 }, false, view.games);
    },
    /** Asks again after a failure, or for fresh games. */
    reload(): void {
      load();
    },

    /** Loads the first answer, once (before the island mounts, or when it does). */
    start,

    /** Resolves once no request is running (the first answer has landed, or failed). */
    settled(): Promise<void> {
      return new Promise((done) => {
        const stop = $state.subscribe(({ status }) => {
          if (status === 'loading') return;
          queueMicrotask(() => stop());
          done();
        });
      });
    },

    /**
     * Starts the list and follows the page: recent games again after every launch, and back to a
     * visitor's tab when the session ends on a list of one's own. Returns the way to stop.
     */
    connect(): () => void {
      start();
      const stops = [
        deps.recentVersion.listen(() => {
          if ($state.get().filters.tab === 'RECENT') load();
        }),
        deps.token.listen((token) => {
          if (!token && options.visitorTab && LOGIN_TABS.has($state.get().filters.tab)) change({ tab: options.visitorTab }, true);
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}

export type GameList = ReturnType<typeof createGameList>;
