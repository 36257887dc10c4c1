// What every game list shares: the player's favourites (optimistic toggle, throttled, rolled back
// on failure), launching a game under the rules of specification section 4, and a counter lists
// of recent games watch. Lists themselves (lobby menu, game list centre, account lists) keep their
// own stores and render favourites from $favouriteIds, so a removal shows everywhere at once.
import { atom } from 'nanostores';
import { favouritesAdd, favouritesIds, favouritesRemove, gamesLaunch } from '../../contract/generated/calls.ts';
import { pageConfig, sitePath } from '../client/page-data.ts';
import { launchUrl } from '../client/hosts.ts';
import { t } from '../client/t.ts';
import { errorText } from '../client/error-text.ts';
import type { CardGame } from '../shared/game-card.ts';
import type { PrizeMode } from '../shared/prize-mode.ts';
import { showAlert } from './alert.ts';
import { openModal } from './modal.ts';
import { $member, $token, loadMember, TRIAL_TYPE } from './session.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';

/** Favourite toggles allowed: one per second (specification section 9). */
const FAVOURITE_THROTTLE_MS = 1000;

/** Node ids of the player's favourite games; empty for a visitor. */
export const $favouriteIds = atom<ReadonlySet<number>>(new Set());
/** Grows after every launch: lists of recent games refetch when it changes. */
export const $recentVersion = atom(0);

let loading: Promise<void> | undefined;
/**
 * Toggles made while the ids were on their way (a heart clicked before the list arrived): the
 * answer may have been read before the gateway saw them, so they are applied over it, not lost.
 */
let toggledWhileLoading: Map<number, boolean> | undefined;

/** Loads the favourite ids once per session (again after a new login). */
export function loadFavouriteIds(): Promise<void> {
  if (!$token.get()) return Promise.resolve();
  if (loading) return loading;
  const toggled = new Map<number, boolean>();
  toggledWhileLoading = toggled;
  loading = gateway()
    .then((client) => client.call(favouritesIds, {}))
    .then((value) => {
      if (toggledWhileLoading !== toggled) return; // a logout or another login since
      const ids = new Set(value.list);
      for (const [id, added] of toggled) {
        if (added) ids.add(id);
        else ids.delete(id);
      }
      $favouriteIds.set(ids);
    })
    .catch(() => {
      if (toggledWhileLoading === toggled) loading = undefined;
    })
    .finally(() => {
      if (toggledWhileLoading === toggled) toggledWhileLoading = undefined;
    });
  return loading;
}

$token.listen((token) => {
  loading = undefined;
  toggledWhileLoading = undefined;
  if (!token) $favouriteIds.set(new Set());
});

let lastToggle = -Infinity;

const withId = (ids: ReadonlySet<number>, id: number) => new Set([...ids, id]);
const withoutId = (ids: ReadonlySet<number>, id: number) => new Set([...ids].filter((x) => x !== id));

/**
 * Adds or removes a favourite: the local set changes first (an add is skipped when the game is
 * already a favourite), then the gateway is told; a refusal puts the set back and says so. A
 * visitor gets the login modal; toggles within a second of the last one are ignored.
 */
export async function toggleFavourite(
  game: CardGame,
  opener: HTMLElement | null = null,
): Promise<'added' | 'removed' | 'throttled' | 'login' | 'failed'> {
  if (!$token.get()) {
    openModal('login', opener);
    return 'login';
  }
  const now = performance.now();
  if (now - lastToggle < FAVOURITE_THROTTLE_MS) return 'throttled';
  lastToggle = now;
  const adding = !$favouriteIds.get().has(game.nodeId);
  $favouriteIds.set(adding ? withId($favouriteIds.get(), game.nodeId) : withoutId($favouriteIds.get(), game.nodeId));
  toggledWhileLoading?.set(game.nodeId, adding);
  const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  try {
    const client = await gateway();
    await client.call(adding ? favouritesAdd : favouritesRemove, payload);
    return adding ? 'added' : 'removed';
  } catch (error) {
    toggledWhileLoading?.delete(game.nodeId);
    $favouriteIds.set(adding ? withoutId($favouriteIds.get(), game.nodeId) : withId($favouriteIds.get(), game.nodeId));
    showAlert(`${t('games.favouriteFailed')} ${errorText(error)}`);
    return 'failed';
  }
}

/** What a lottery page's launch adds: the lottery gateway's prize mode, game and view. */
export interface LotteryLaunch {
  prizeMode: PrizeMode;
  /** Open the game's betting screen, or the lottery lobby. */
  view: 'betting' | 'lobby';
}

/**
 * The launch call's request for a game. Lottery pages add their lotto fields (specification
 * section 7: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device); a
 * card game launched from the room chooser names its room.
 * Vendor cards and lottery games have no node id (0): the gateway finds them by their codes.
 */
export function launchRequest(game: CardGame, free: boolean, lottery?: LotteryLaunch, roomId?: number) {
  return {
    launchMode: lottery || game.gameType === 'LOTT' || game.gameType === 'ELOTT' ? 'LOTT' : 'GLS',
    accountType: free ? 0 : 1,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    ...(game.nodeId ? { nodeId: game.nodeId } : {}),
    ...(roomId ? { roomId } : {}),
    language: pageConfig().lang,
    platform: 'html5-desktop',
    backUrl: location.href,
    ...(lottery
      ? { lottoArea: 'VN', lottoPrizeMode: lottery.prizeMode, lottoGameCode: game.gameCode, lottoView: lottery.view, device: 'WEB' }
      : {}),
  } as const;
}

/** Where a launched game opens when no new window could: /seamless frames it. */
function seamlessPath(gameUrl: string): string {
  return `${sitePath('seamless')}?${new URLSearchParams({ url: gameUrl })}`;
}

/**
 * Starts a game (specification section 4): a visitor gets the login modal; a trial account gets
 * the needs-a-real-account dialog unless this is a free-trial launch of a game that offers one
 * (supportPlay 0); a member's launch call runs and the game opens in a new window (opened during
 * the click, so pop-up blockers allow it), or in /seamless when no window could open.
 */
export async function launchGame(
  game: CardGame,
  options: { free?: boolean; opener?: HTMLElement | null; lottery?: LotteryLaunch; roomId?: number } = {},
): Promise<'login' | 'trial' | 'launched' | 'failed'> {
  const free = Boolean(options.free && game.supportPlay === 0);
  const opener = options.opener ?? null;
  if (!$token.get()) {
    openModal('login', opener);
    return 'login';
  }
  // Open the window while the click still counts as the player's own action.
  const member = $member.get();
  const win = member && (member.type !== TRIAL_TYPE || free) ? window.open('', '_blank') : null;
  if (win) win.opener = null;
  try {
    const known = member ?? (await loadMember());
    if (known?.type === TRIAL_TYPE && !free) {
      win?.close();
      openModal('trial', opener);
      return 'trial';
    }
    const client = await gateway();
    const { gameUrl } = await client.call(gamesLaunch, launchRequest(game, free, options.lottery, options.roomId));
    const url = launchUrl(gameUrl);
    if (win) win.location.href = url;
    else location.assign(seamlessPath(url));
    $recentVersion.set($recentVersion.get() + 1);
    return 'launched';
  } catch (error) {
    win?.close();
    showAlert(errorText(error));
    return 'failed';
  }
}
