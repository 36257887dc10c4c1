import { sitePath } from './page-data.ts';

/** The query parameter that carries where a visitor was going when a page sent them to log in. */
const RETURN_PARAM = 'redirect';

/** A same-site path to return to, or null for anything else (never another origin). */
function returnPath(): string | null {
  const target = new URLSearchParams(location.search).get(RETURN_PARAM);
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
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
  const back = returnPath();
  if (back) location.assign(back);
  else if (document.querySelector('[data-island="modal-root"]')?.getAttribute('data-modal') === 'login') location.assign(sitePath(''));
}
