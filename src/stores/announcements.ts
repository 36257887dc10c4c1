import { atom } from 'nanostores';
import type { Announcement } from '../../contract/generated/common.ts';
import { homeAnnouncements } from '../../contract/generated/calls.ts';
import { pageConfig } from '../client/page-data.ts';
import { claimPopups, markPopupsClosed } from '../client/popup-claims.ts';
import { type PopupAudience, popupsClosed } from '../client/popup-flags.ts';
import { liteGet } from '../api/lite.ts';
import { visitorPopups } from '../api/popups-peek.ts';
import { liteGateway } from '../client/site-state.ts';
import { closeModal, openModal } from './modal.ts';
import { whenNoOverlay, whenVisitorIdle } from '../client/overlays.ts';
import { $firstTimeLogin, $session, $token } from './session.ts';

/** Announcements per page of the list (specification section 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/** What the announcement modal lists: the popups for the current audience, or the notices. */
export const $popups = atom<{ items: Announcement[]; audiences: PopupAudience[] } | null>(null);
/** The notice modal's lists: the notices (PL) and the promotion announcements (PR) for the session's audience. */
export const $notices = atom<{ notices: Announcement[]; promotions: Announcement[] } | null>(null);

// A first login is told once by the login answer, but the page may reload before the popups are
// offered: keep "F is due" for the session.
const FIRST_LOGIN_KEY = 'popupsDue.F';
$firstTimeLogin.listen((first) => first && sessionStorage.setItem(FIRST_LOGIN_KEY, '1'));

// The announcement call needs no session: the tiny GET of src/api/lite.ts keeps ky out of the
// chunks a visitor loads for popups on their first lobby visit (the lobby's 90 KB budget).
async function fetchLists(types: 'PU' | 'PL,PR', execution: PopupAudience) {
  const value = await liteGet(liteGateway(), homeAnnouncements, { types, platform: 'W', execution, language: pageConfig().lang });
  if (!value) throw new Error('the announcements could not be loaded');
  return value;
}

/** The popups of one audience. */
async function fetchPopups(execution: PopupAudience): Promise<Announcement[]> {
  // The visitors' popups are the list boot.ts already asked for to decide to load the islands.
  const list = execution === 'B' ? await visitorPopups(liteGateway()) : undefined;
  return list ?? (await fetchLists('PU', execution)).popup;
}

/** The audiences due on this page: B for visitors; A (and F after a first login) for members. */
function dueAudiences(): PopupAudience[] {
  const { isLogin } = $session.get();
  const all: PopupAudience[] = isLogin ? ['A', ...(sessionStorage.getItem(FIRST_LOGIN_KEY) ? (['F'] as const) : [])] : ['B'];
  return all.filter((audience) => !popupsClosed(audience));
}

/**
 * Shows the lobby's popups for the session's audience, once per session per audience. `loggedIn`:
 * the visitor logged in on this page, and the members' popups are the answer to it; any other
 * offer waits for a moment the visitor is not using the page (overlays.ts whenVisitorIdle).
 */
async function offerPopups(loggedIn: boolean): Promise<void> {
  if (document.body.dataset['pageKind'] !== 'lobby') return;
  // Claimed here, so each audience is offered once on this page (boot.ts may have offered B already).
  const audiences = dueAudiences().filter(claimPopups);
  if (!audiences.length) return;
  const lists = await Promise.all(audiences.map((audience) => fetchPopups(audience).catch(() => [])));
  // The gateway's F list includes the A popups too ("F additionally"): show each popup once.
  const items = [...new Map(lists.flat().map((item) => [item.id, item])).values()];
  if (!items.length) return;
  // One modal layer at a time (the drawer, a modal the player asked for).
  (loggedIn ? whenNoOverlay : whenVisitorIdle)(() => {
    $popups.set({ items, audiences });
    openModal('popups', null);
  });
}

/** Offers popups now and whenever the session settles into another audience (a login). */
export function startPopups(): void {
  const visitorAtStart = !$token.get();
  $session.subscribe(({ isLogin }) => {
    // A token whose member is still loading is neither audience yet.
    if (isLogin || !$token.get()) void offerPopups(isLogin && visitorAtStart);
  });
}

/** Remembers for the session that the popups shown were dealt with (closed, or followed to a promotion). */
export function rememberPopupsClosed(): void {
  $popups.get()?.audiences.forEach(markPopupsClosed);
  if (popupsClosed('F')) sessionStorage.removeItem(FIRST_LOGIN_KEY);
}

/** Closes the popups and remembers it for the session. */
export function closePopups(): void {
  rememberPopupsClosed();
  closeModal();
}

/**
 * Loads the notice modal's lists (the marquee's) in one call: the notices and the promotion
 * announcements (type PR, specification section 7) of the session's audience, B for a visitor and
 * A for a member (F after a first login, which admits A too). A login asks again.
 */
export async function loadNotices(): Promise<void> {
  if ($notices.get()) return;
  const audience = $session.get().isLogin ? (sessionStorage.getItem(FIRST_LOGIN_KEY) ? 'F' : 'A') : 'B';
  const value = await fetchLists('PL,PR', audience);
  $notices.set({ notices: value.player, promotions: value.promotion });
}
$session.listen(() => $notices.set(null));

/** Pages of a list of announcements (at least one, so an empty list still has a page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ANNOUNCEMENT_PAGE_SIZE));
}

/** The announcements on one page (0-based). */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * ANNOUNCEMENT_PAGE_SIZE, (page + 1) * ANNOUNCEMENT_PAGE_SIZE);
}
