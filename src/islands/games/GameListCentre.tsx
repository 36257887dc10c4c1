import { useStore } from '@nanostores/react';
import { memo, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GameType } from '../../../contract/generated/common.ts';
import { inNextTask } from '../../client/next-task.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { GAME_LIST_PAGE_SIZE, MIN_BET_STEPS } from '../../shared/game-requests.ts';
import { vendorName } from '../../shared/vendors.ts';
import { createGameList, GAME_TABS, pageDeps, type GameList, type GameTab } from '../../stores/game-list.ts';
import { loadFavouriteIds } from '../../stores/games.ts';
import { $token } from '../../stores/session.ts';
import { servedClasses } from '../../stores/game-classes.ts';
import { vendorGameTypes } from '../../stores/vendor-types.ts';
import { FilterChips } from './FilterChips.tsx';
import { money } from '../ui/money.ts';
import { GameResults } from './GameResults.tsx';
import { useReplayedCardPress } from './replay-press.ts';

/** Quiet time after the last keystroke before a name search is sent. */
const SEARCH_DELAY_MS = 300;
/** The longest the static list waits for the first answer before the island replaces it anyway. */
const FIRST_ANSWER_WAIT_MS = 3000;

/** One page's game list centre: its store and what the page says about it. */
interface Centre {
  list: GameList;
  /** The page's game type (data-game-type). */
  gameType: GameType;
  vendors: readonly string[];
  /** Vendors flagged new by the gateway's new-vendor call when the page was built (data-new-vendors). */
  fresh: ReadonlySet<string>;
  /** The page's classes (the config's, narrowed by the build's gateway answer); the gateway's menu narrows them again. */
  classes: readonly string[];
  /** The static search field had focus when the island took over: the island's gets it. */
  searchFocused: boolean;
}

const centres = new WeakMap<HTMLElement, Centre>();

/**
 * Reads the page: its game type and classes (data-game-type, data-classes), the product's vendors
 * (public config), a `?vassalage=` preselection (with `&gameType=` for another of its types), and
 * anything typed into the static search field.
 */
function centreOf(element: HTMLElement): Centre {
  let centre = centres.get(element);
  if (centre) return centre;
  const gameType = element.dataset['gameType'] as GameType;
  const vendors = pageConfig().products.find((p) => p.gameType === gameType)?.vendors ?? [];
  const classes = (element.dataset['classes'] ?? '').split(' ').filter(Boolean);
  const fresh = new Set((element.dataset['newVendors'] ?? '').split(' ').filter(Boolean));
  const address = new URLSearchParams(location.search);
  const asked = address.get('vassalage') ?? '';
  const vendor = vendors.includes(asked) ? asked : '';
  // Another type is a vendor's chip: it comes back only with its vendor, and only a type the site offers.
  const askedType = address.get('gameType') ?? '';
  const offered = pageConfig().products.some((p) => p.gameType === askedType);
  const shown = vendor && offered ? (askedType as GameType) : gameType;
  const input = element.querySelector<HTMLInputElement>('input[type="search"]');
  // A step chosen in the static select before the island took over.
  const minBet = Number(element.querySelector<HTMLSelectElement>('select.min-bet-select')?.value ?? 0) || 0;
  // The page "More" reached, or the pager chose (?page=): a reload or a shared link starts there.
  const page = Math.max(1, Math.floor(Number(address.get('page'))) || 1);
  const list = createGameList({ gameType: shown, vendor, search: input?.value.trim() ?? '', minBet, page }, pageDeps(), {
    pageSize: GAME_LIST_PAGE_SIZE,
    visitorTab: 'ALL',
  });
  centre = {
    list,
    gameType,
    vendors,
    fresh,
    classes,
    searchFocused: input !== null && document.activeElement === input,
  };
  centres.set(element, centre);
  return centre;
}

/**
 * Starts loading the first page before the island mounts, so it replaces the static list with
 * games rather than placeholders (unless the gateway is slow: then after a while anyway).
 */
export async function prepareGameList(element: HTMLElement): Promise<void> {
  const { list } = centreOf(element);
  list.start();
  await Promise.race([list.settled(), new Promise((done) => setTimeout(done, FIRST_ANSWER_WAIT_MS))]);
  // The player may have typed on, or moved into the field, meanwhile: the island takes over both.
  const input = element.querySelector<HTMLInputElement>('input[type="search"]');
  if (input && input.value.trim() !== list.$view.get().filters.search) list.search(input.value);
  centres.get(element)!.searchFocused = input !== null && document.activeElement === input;
}

/** A tab's element id, from the centre's id prefix (useId). */
const tabId = (prefix: string, tab: GameTab) => `${prefix}-tab-${tab}`;

/** ALL, HOT, FAV, RECENT, NEW as tabs: arrow keys, Home and End move between them, Enter or Space chooses. */
const Tabs = memo(function Tabs({
  selected,
  panelId,
  idPrefix,
  onSelect,
}: {
  selected: GameTab;
  panelId: string;
  idPrefix: string;
  onSelect: (tab: GameTab, opener: HTMLElement) => void;
}) {
  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = [...event.currentTarget.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(event.currentTarget);
    // Right-to-left pages mirror the arrows.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const to = { [forward]: (at + 1) % tabs.length, [back]: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
  };
  return (
    <div className="filter-tabs" role="tablist" aria-label={t('games.tabs')}>
      {GAME_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          className={tab === selected ? 'filter-tab active' : 'filter-tab'}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={(event) => onSelect(tab, event.currentTarget)}
          onKeyDown={keys}
        >
          {t(`games.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
});

/** The name search (ALL only): sent once typing pauses, or at once on Enter; no work per keystroke. */
function SearchField({ initial, focus, onSearch }: { initial: string; focus: boolean; onSearch: (text: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (focus) input.current?.focus();
    return () => clearTimeout(timer.current);
  }, [focus]);
  return (
    <div className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.search')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        defaultValue={initial}
        placeholder={t('games.searchPlaceholder')}
        autoComplete="off"
        onInput={(event) => {
          const text = event.currentTarget.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          onSearch(event.currentTarget.value);
        }}
      />
    </div>
  );
}

/**
 * The address of a vendor's list, with `shownType` when one of its chips other than the page's type
 * is chosen, and the page shown last beyond the first: what the vendor links point at (the page's
 * type, the first page), and what the address bar follows.
 */
function vendorHref(vendor: string, shownType = '', page = 1): string {
  const url = new URL(location.href);
  const params = url.searchParams;
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set('vassalage', vendor);
  set('gameType', vendor ? shownType : '');
  set('page', page > 1 ? String(page) : '');
  return url.pathname + url.search;
}

/** The vendor row: links, so they still open in a new tab; a plain click filters in place. */
const VendorFilter = memo(function VendorFilter({
  vendors,
  fresh,
  vendor,
  onPick,
}: {
  vendors: readonly string[];
  fresh: ReadonlySet<string>;
  vendor: string;
  onPick: (code: string) => void;
}) {
  const pick = (code: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the link itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPick(code);
  };
  return (
    <nav aria-label={t('games.vendorFilter')}>
      <ul className="vendor-filter">
        {['', ...vendors].map((code) => (
          <li key={code}>
            <a href={vendorHref(code)} aria-current={code === vendor ? 'true' : undefined} onClick={pick(code)}>
              {code ? vendorName(code) : t('games.allVendors')}
              {fresh.has(code) && ' '}
              {fresh.has(code) && <span className="badge new-badge">{t('games.newVendor')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** A class chip's text, All for ''. */
const classText = (code: string) => (code ? t(`gameClass.${code}`) : t('games.allClasses'));
const typeText = (type: string) => t(`gameType.${type}`);

/** The game types of the chosen vendor, asked when a vendor is chosen; none for all vendors or while asking. */
/**
 * The class chips, All ('') first: the page's classes that the gateway's menu lists for the type
 * (its gameClassify); until it answers, or if it fails, the page's.
 */
/** The minimum-bet filter: a select of the steps, the same markup as GamePage.astro's. */
const MinBetFilter = memo(function MinBetFilter({ value, onPick }: { value: number; onPick: (minBet: number) => void }) {
  const id = useId();
  return (
    <div className="min-bet-filter">
      <label htmlFor={id} className="visually-hidden">
        {t('games.minBet')}
      </label>
      <select id={id} className="min-bet-select" value={value} onChange={(event) => onPick(Number(event.currentTarget.value))}>
        {MIN_BET_STEPS.map((step) => (
          <option key={step} value={step}>
            {step ? t('games.minBetUpTo', { amount: money(step) }) : t('games.minBetAny')}
          </option>
        ))}
      </select>
    </div>
  );
});

function useServedClasses(gameType: GameType, pageClasses: readonly string[]): readonly string[] {
  const [chips, setChips] = useState<readonly string[]>(() => ['', ...pageClasses]);
  useEffect(() => {
    if (!pageClasses.length) return;
    let current = true;
    servedClasses(gameType, pageClasses).then(
      (served) => current && setChips(['', ...served]),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [gameType, pageClasses]);
  return chips;
}

function useVendorTypes(vendor: string): readonly GameType[] {
  const [known, setKnown] = useState<{ vendor: string; types: readonly GameType[] } | null>(null);
  useEffect(() => {
    if (!vendor) return;
    let current = true;
    // Without the answer the list still filters by vendor in the page's own type: no chips is the fallback.
    vendorGameTypes(vendor).then(
      (types) => current && setKnown({ vendor, types }),
      () => current && setKnown({ vendor, types: [] }),
    );
    return () => {
      current = false;
    };
  }, [vendor]);
  return vendor && known?.vendor === vendor ? known.types : [];
}

/** The centre's actions, made once per list: the rows and tabs above stay memoised between renders. */
function actionsOf(list: GameList, pageType: GameType) {
  return {
    // What a choice changes re-renders the list: in a task after the click's (src/client/next-task.ts).
    selectTab: (tab: GameTab, opener: HTMLElement) => inNextTask(() => list.selectTab(tab, opener)),
    // Another vendor starts again from the page's own type (the new vendor may not have the other one).
    selectVendor: (code: string) => inNextTask(() => list.selectVendor(code, pageType)),
    selectType: (type: GameType | '') => inNextTask(() => list.selectGameType(type)),
    selectClass: (code: string) => inNextTask(() => list.selectClass(code)),
    selectMinBet: (minBet: number) => inNextTask(() => list.selectMinBet(minBet)),
    // The search already runs from its own timer (or on Enter).
    search: (text: string) => list.search(text),
  };
}

/**
 * The game list centre of /live, /fish, /rng and /pvp: tabs, the name search (ALL), the vendor
 * row, the class row, and the results. Rendered from the store in src/stores/game-list.ts: this
 * part from its filters only, the results (GameResults) from its view.
 */
export function GameListCentre({ element }: { element: HTMLElement }) {
  const [centre] = useState(() => centreOf(element));
  const { list, vendors, fresh, gameType: pageType } = centre;
  const classChips = useServedClasses(pageType, centre.classes);
  // A phone's filters stay as open as the visitor left the static ones (this runs before they are replaced).
  const [filtersOpen] = useState(() => element.querySelector<HTMLDetailsElement>('details.game-filters')?.open ?? false);
  const [actions] = useState(() => actionsOf(list, pageType));
  const filters = useStore(list.$filters);
  const { tab, vendor, classify } = filters;
  const vendorTypes = useVendorTypes(vendor);
  const shownType = filters.gameType === pageType ? '' : filters.gameType;
  const minBet = tab === 'RECENT' ? 0 : filters.minBet;
  const active = [vendor, classify, tab === 'ALL' ? filters.search : '', shownType, minBet].filter(Boolean).length;
  const ids = useId();
  const panelId = `${ids}-panel`;

  useEffect(() => list.connect(), [list]);
  // The static field's focus moves to the island's once (its effect has run by now), never again.
  useEffect(() => {
    centre.searchFocused = false;
  }, [centre]);
  // The tab or filter the visitor clicked in the static list started the island (the page's inline
  // script, game-list-script.ts, wrote its index among the .filter-tab): the same one of the
  // island's takes the click, so none is lost, and the focus the pressed button lost with the
  // static list (a keyboard's place).
  useEffect(() => {
    const clicked = Number(element.dataset['requested'] ?? Number.NaN);
    element.dataset['requested'] = 'done';
    const replayed = Number.isInteger(clicked) ? element.querySelectorAll<HTMLElement>('.filter-tab')[clicked] : undefined;
    replayed?.click();
    if (replayed && (document.activeElement === document.body || !document.activeElement)) replayed.focus();
  }, [element]);
  // A member's press on a game card the build drew, before this list took its place.
  useReplayedCardPress(element);
  // The hearts need the player's favourites; a login on this page brings them too.
  useEffect(() => $token.subscribe((token) => void (token && loadFavouriteIds())), []);
  // The address follows the vendor filter, its chosen type and the page of All shown last, so a
  // reload or a shared link keeps them.
  const page = tab === 'ALL' ? filters.page : 1;
  useEffect(() => {
    const href = vendorHref(vendor, shownType, page);
    if (href !== location.pathname + location.search) history.replaceState(history.state, '', href);
  }, [vendor, shownType, page]);
  // The page's heading (GamePage.astro, outside the island) names the type whose games are shown.
  useEffect(() => {
    const heading = document.querySelector('h1.page-title');
    if (heading) heading.textContent = typeText(shownType || pageType);
  }, [shownType, pageType]);

  return (
    <>
      <Tabs selected={tab} panelId={panelId} idPrefix={ids} onSelect={actions.selectTab} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(ids, tab)} className="game-list-panel">
        {/* Beside the tabs on a wide screen, behind "Filters" on a phone (game-list.css); the same markup as GamePage.astro's. */}
        <details className="game-filters" open={filtersOpen}>
          <summary className="filter-toggle">
            {t('games.filters')}
            {active > 0 && <span className="filter-count">{active}</span>}
          </summary>
          {tab === 'ALL' && <SearchField initial={filters.search} focus={centre.searchFocused} onSearch={actions.search} />}
          <VendorFilter vendors={vendors} fresh={fresh} vendor={vendor} onPick={actions.selectVendor} />
          {/* The classes are the page type's. */}
          {classChips.length > 1 && tab !== 'RECENT' && filters.gameType === pageType && (
            <FilterChips label={t('games.classes')} chips={classChips} selected={classify} text={classText} onPick={actions.selectClass} />
          )}
          {tab !== 'RECENT' && <MinBetFilter value={filters.minBet} onPick={actions.selectMinBet} />}
          {/* After the classes: a click on the static list's nth .filter-tab starts the island on its nth (boot.ts). */}
          {vendorTypes.length > 0 && (
            <FilterChips<GameType | ''>
              label={t('games.types')}
              chips={vendorTypes}
              selected={filters.gameType}
              text={typeText}
              onPick={actions.selectType}
            />
          )}
        </details>
        <GameResults list={list} pageSize={GAME_LIST_PAGE_SIZE} empty={t('games.empty')} />
      </div>
    </>
  );
}
