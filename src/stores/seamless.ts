// /seamless hosts a launched game in a frame (specification section 2). Its address says which:
// `?url=` a game address already launched (where launchGame sends the player when no window could
// open), framed only on this site's own origin, the merchant gateway's or a launch host of the
// status call; or `?gameType=&vassalage=&gameCode=&nodeId=`, which the page launches itself.
import { atom } from 'nanostores';
import { gamesLaunch } from '../../contract/generated/calls.ts';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import { frameableUrl, gameFrameOrigins, launchUrl } from '../client/hosts.ts';
import { errorText } from '../client/error-text.ts';
import { $recentVersion, launchRequest } from './games.ts';
import { openModal } from './modal.ts';
import { $member, $token, loadMember, TRIAL_TYPE } from './session.ts';
import { lazyGateway } from '../api/lazy-client.ts';

export type SeamlessState =
  | { status: 'launching' }
  | { status: 'ready'; url: string }
  /** The address is not one this site frames. */
  | { status: 'refused' }
  /** Neither an address nor a game. */
  | { status: 'missing' }
  /** The player must log in or needs a real account first (the modal says so). */
  | { status: 'blocked' }
  | { status: 'failed'; message: string };

export const $seamless = atom<SeamlessState>({ status: 'launching' });

/** The game an address may name: a game type with a vendor game code or a node id. */
export function gameOfQuery(query: URLSearchParams) {
  const gameType = query.get('gameType') as GameCategory['gameCategory'] | null;
  const id = Number(query.get('nodeId') ?? 0);
  const nodeId = Number.isInteger(id) && id > 0 ? id : 0;
  const gameCode = query.get('gameCode') ?? '';
  if (!gameType || (!gameCode && !nodeId)) return null;
  return { gameType, vassalage: query.get('vassalage') ?? '', gameCode, nodeId };
}

/** Whether this page may frame an address (see frameableUrl). */
const frameable = (url: string) => frameableUrl(url, location.origin, gameFrameOrigins());

/** Works out what the page frames from its address, launching the named game when it names one. */
export async function startSeamless(query: URLSearchParams): Promise<void> {
  const url = query.get('url');
  if (url !== null) {
    const allowed = frameable(url);
    $seamless.set(allowed ? { status: 'ready', url: allowed } : { status: 'refused' });
    return;
  }
  const game = gameOfQuery(query);
  if (!game) return $seamless.set({ status: 'missing' });
  if (!$token.get()) {
    // The page needs login (visitors are sent to /login first); a session that ended meanwhile gets the modal.
    openModal('login', null);
    return $seamless.set({ status: 'blocked' });
  }
  $seamless.set({ status: 'launching' });
  try {
    const member = $member.get() ?? (await loadMember());
    if (member?.type === TRIAL_TYPE) {
      openModal('trial', null);
      return $seamless.set({ status: 'blocked' });
    }
    const client = await lazyGateway();
    const { gameUrl } = await client.call(gamesLaunch, launchRequest(game, false));
    $recentVersion.set($recentVersion.get() + 1);
    const allowed = frameable(launchUrl(gameUrl));
    $seamless.set(allowed ? { status: 'ready', url: allowed } : { status: 'refused' });
  } catch (error) {
    $seamless.set({ status: 'failed', message: errorText(error) });
  }
}
