// The lottery pages (/lottery, /seaLottery, /vnLottery, /zyLottery; specification sections 2, 4, 7): the
// games of the page's prize mode from the lottery gateway, the player's recent lottery games, the
// chosen game's latest results, and favourites kept in this browser per username (section 3:
// "Lottery favourites are kept locally per username").
import { atom } from 'nanostores';
import type { Draw, LotteryGame } from '../../contract/generated/common.ts';
import { lotteryMenu, lotteryMenuRecent, lotteryOpenedGame, lotteryOpenedNumero } from '../../contract/generated/calls.ts';
import { pageConfig } from '../client/page-data.ts';
import { lotteryGameType, prizeMode, type LotteryPage, type PrizeMode } from '../shared/prize-mode.ts';
import { gameMenus } from './game-centre.ts';
import { $recentVersion, launchGame } from './games.ts';
import { $member } from './session.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';

/** Latest results shown for the chosen game. */
const DRAWS_SHOWN = 5;

export interface LotteryView {
  status: 'loading' | 'ready' | 'error';
  mode: PrizeMode | null;
  games: LotteryGame[];
  recent: LotteryGame[];
  /** The chosen game's code (a gameCode query parameter chooses it first). */
  selected: string | null;
}

export interface DrawsView {
  gameCode: string | null;
  list: Draw[];
  status: 'loading' | 'ready' | 'error';
}

export const $lottery = atom<LotteryView>({ status: 'loading', mode: null, games: [], recent: [], selected: null });
export const $draws = atom<DrawsView>({ gameCode: null, list: [], status: 'loading' });
/** Codes of the logged-in player's favourite lottery games (this browser's). */
export const $lotteryFavourites = atom<ReadonlySet<string>>(new Set());
/** The list shows every game, or only favourites. */
export const $lotteryFilter = atom<'all' | 'favourites'>('all');

let page: LotteryPage = 'lottery';

/** The request fields every lottery menu call carries (specification section 7: device WEB). */
const menuRequest = (mode: PrizeMode) => ({ prizeMode: mode, device: 'WEB', language: pageConfig().lang });

/** The page's prize mode: /lottery looks at the vendor data (the game menus), the others are fixed. */
async function modeOf(which: LotteryPage): Promise<PrizeMode> {
  return which === 'lottery' ? prizeMode(await gameMenus(), which) : prizeMode([], which);
}

/** Loads a lottery page: its prize mode, that mode's games, the player's recent ones, the chosen game's results. */
export async function startLottery(which: LotteryPage, gameCode: string | null): Promise<void> {
  page = which;
  $lottery.set({ ...$lottery.get(), status: 'loading' });
  try {
    const mode = await modeOf(which);
    const client = await gateway();
    const { list } = await client.call(lotteryMenu, menuRequest(mode));
    const selected = list.find((g) => g.gameCode === gameCode)?.gameCode ?? list[0]?.gameCode ?? null;
    $lottery.set({ status: 'ready', mode, games: list, recent: [], selected });
    if (selected) void loadDraws(selected);
    void loadRecent();
  } catch {
    $lottery.set({ ...$lottery.get(), status: 'error' });
  }
}

/** Tries the page again after a failure. */
export function retryLottery(): Promise<void> {
  return startLottery(page, $lottery.get().selected);
}

/** The player's recent lottery games of the page's mode; a failure leaves the section out. */
async function loadRecent(): Promise<void> {
  const { mode } = $lottery.get();
  if (!mode) return;
  try {
    const { list } = await (await gateway()).call(lotteryMenuRecent, menuRequest(mode));
    $lottery.set({ ...$lottery.get(), recent: list });
  } catch {
    $lottery.set({ ...$lottery.get(), recent: [] });
  }
}

// A launch from this page (or any) changes the recent games.
$recentVersion.listen(() => void loadRecent());

/** Chooses a game: it is highlighted and its results load. */
export function selectLottery(gameCode: string): void {
  if ($lottery.get().selected === gameCode) return;
  $lottery.set({ ...$lottery.get(), selected: gameCode });
  void loadDraws(gameCode);
}

/**
 * Where a prize mode's results come from. The specification names two opened-numbers calls and not
 * which mode uses which: the Vietnamese e-lottery (ELOTT, lotto area VN) asks the VN lottery
 * gateway's /lgw/vn/numeros/opened/game, every other mode the lotto gateway's
 * /lotto/lgw/games/opened/numero. Both answer the same shape.
 */
const openedNumbersCall = (mode: PrizeMode | null) => (mode === 'ELOTT' ? lotteryOpenedGame : lotteryOpenedNumero);

/** Loads a game's latest results (again after each draw). */
export async function loadDraws(gameCode: string): Promise<void> {
  $draws.set({ gameCode, list: $draws.get().gameCode === gameCode ? $draws.get().list : [], status: 'loading' });
  try {
    const call = openedNumbersCall($lottery.get().mode);
    const { list } = await (await gateway()).call(call, { gameCode, size: DRAWS_SHOWN, language: pageConfig().lang });
    if ($lottery.get().selected === gameCode) $draws.set({ gameCode, list, status: 'ready' });
  } catch {
    if ($lottery.get().selected === gameCode) $draws.set({ gameCode, list: [], status: 'error' });
  }
}

/** Launches a lottery game in its betting view or the lottery lobby (a new window, as every launch). */
export function playLottery(game: LotteryGame, view: 'betting' | 'lobby', opener: HTMLElement): void {
  const mode = $lottery.get().mode;
  if (!mode) return;
  const card = {
    nodeId: 0,
    vassalage: game.vassalage,
    gameType: lotteryGameType(mode),
    gameCode: game.gameCode,
    displayName: game.gameName,
  };
  void launchGame(card, { opener, lottery: { prizeMode: mode, view } });
}

// Favourites: a list of game codes in localStorage under a key naming the merchant and the account,
// so another player on the same browser never sees them.

/** A Storage, or the part of it the favourites use. */
export type FavouriteStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key of a player's lottery favourites. */
export function favouritesKey(merchantCode: string, account: string): string {
  return `sf-lottery-favourites:${merchantCode}:${account}`;
}

/** The favourites stored under a key (none when absent or damaged). */
export function readFavourites(storage: FavouriteStorage, key: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds or removes one game code and stores the result; returns the new set. */
export function toggleStoredFavourite(storage: FavouriteStorage, key: string, gameCode: string): Set<string> {
  const codes = readFavourites(storage, key);
  if (codes.has(gameCode)) codes.delete(gameCode);
  else codes.add(gameCode);
  try {
    storage.setItem(key, JSON.stringify([...codes]));
  } catch {
    // Storage full or blocked: the star still changes for this page.
  }
  return codes;
}

const keyOfMember = () => {
  const account = $member.get()?.account;
  return account ? favouritesKey(pageConfig().merchantCode, account) : null;
};

// The favourites follow the logged-in member (none before member info has loaded, or after logout).
$member.subscribe(() => {
  const key = keyOfMember();
  $lotteryFavourites.set(key ? readFavourites(localStorage, key) : new Set());
});

/** Stars or unstars a game for the logged-in player. */
export function toggleLotteryFavourite(gameCode: string): void {
  const key = keyOfMember();
  if (key) $lotteryFavourites.set(toggleStoredFavourite(localStorage, key, gameCode));
}
