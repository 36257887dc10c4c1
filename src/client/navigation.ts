import { sitePath } from './page-data.ts';

/** The query parameter that carries where a visitor was going when a page sent them to log in. */
const RETURN_PARAM = 'redirect';

/** The path, query and fragment to return to from a page's query, or null for a target on any other origin. */
export function returnPath(search: string, origin: string): string | null {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  if (!target) return null;
  // Resolved as the browser will resolve it: it reads `/\host` and `/<TAB>/host` as `//host`,
  // another origin, so a check of the string's first characters is not enough.
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/** Where the /login address said to go back to after login, kept once the address became the lobby's. */
let carried: string | null = null;

/**
 * /login "shows the lobby, redirects to / and opens the login popup" (specification section 2): the
 * address becomes the lobby's, so closing the dialog leaves the visitor on / and a reload shows the
 * lobby. What else the address carries stays (a provider's answer to social sign-in is read from
 * it next); its `redirect` is kept here for afterLogin.
 */
export function showLobbyAddress(): void {
  const url = new URL(location.href);
  carried = returnPath(url.search, url.origin);
  url.searchParams.delete(RETURN_PARAM);
  url.pathname = sitePath('');
  history.replaceState(history.state, '', url);
}

/**
 * Sends a visitor on a page that needs login to log in, to come back afterwards: the agent
 * centre to its own login page (/agent), every other page to /login.
 */
export function requireLogin(): void {
  if (document.body.dataset['pageKind'] === 'agentHome') location.replace(sitePath('agent'));
  else location.replace(`${sitePath('login')}?${RETURN_PARAM}=${encodeURIComponent(location.pathname + location.search)}`);
}

/** Where a successful login goes: back where the visitor was going, home from /login, else stay. */
export function afterLogin(): void {
  const back = carried ?? returnPath(location.search, location.origin);
  if (back) location.assign(back);
  else if (document.querySelector('[data-island="modal-root"]')?.getAttribute('data-modal') === 'login') location.assign(sitePath(''));
}
