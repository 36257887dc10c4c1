// Remember me, on the page's side (spec §9: a remember-me cookie of 24 hours). The credential is an
// HttpOnly cookie no script can read; this browser keeps only a hint of until when it holds one,
// so a page knows to ask the gateway for a new session (POST /wps/session/resume) when it opens
// without one, after the browser was closed. Plain TypeScript: src/client/boot.ts loads it before
// any island, only in a browser that holds the hint.
import { resumeSession } from '../api/session-resume.ts';
import { REMEMBERED_KEY as HINT_KEY } from './page-data.ts';
import { liteGateway } from './site-state.ts';

/** The remember-me cookie's lifetime, as the gateway sets it. */
const REMEMBER_MS = 24 * 60 * 60_000;

/** Notes that the gateway has just remembered this browser's login. */
export function markRemembered(now = Date.now()): void {
  localStorage.setItem(HINT_KEY, String(now + REMEMBER_MS));
}

/** Forgets the hint (a logout, a password change, or a resume the gateway refused). */
export function forgetRemembered(): void {
  localStorage.removeItem(HINT_KEY);
}

/** Whether this browser may hold a remembered login still valid. */
function isRemembered(now = Date.now()): boolean {
  return Number(localStorage.getItem(HINT_KEY) ?? 0) > now;
}

/**
 * Asks the gateway for a new session from the remember cookie (src/api/session-resume.ts): the
 * session token, or null (none remembered, refused or unreachable). A refusal forgets the hint; a
 * network failure keeps it.
 */
export async function resumeRemembered(): Promise<string | null> {
  if (!isRemembered()) return null;
  const token = await resumeSession(liteGateway());
  if (token === null) forgetRemembered();
  // The page's session, for the CSS that shows a member's header and entries (the tab's own token
  // marks it before the first paint: first-paint-script.ts); src/islands/main.tsx keeps it current.
  else document.documentElement.dataset['session'] = 'member';
  return token ?? null;
}
