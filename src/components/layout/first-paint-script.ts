// The pages' inline scripts that run before anything below them is painted: the module scripts
// (boot.ts, analytics.ts) run after the first paint, and what they decide would move the page once
// it shows. Their hashes go into the page's CSP (BaseLayout.astro); keep them small.
import { createHash } from 'node:crypto';

const hashOf = (script: string): `sha256-${string}` => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * Every page's, where the body starts: marks <html> data-session="member" for a tab that holds a
 * session (as boot.ts takes it: the tab's token, else one passed in the address; boot.ts no longer
 * marks it, a remembered session's is marked by remembered.ts), so the header keeps a member's room
 * from the first paint (the visitor's buttons never show, the balance's place is kept).
 */
export const SESSION_SCRIPT =
  "(sessionStorage.token||/[?&]token=./.test(location.search))&&(document.documentElement.dataset.session='member')";

/**
 * After the analytics consent bar (AnalyticsConsent.astro): shows it where this browser has no
 * decision yet (analytics.ts's test), so the bar is in the page from its first paint and pushes
 * nothing down later.
 */
export const CONSENT_SCRIPT =
  "/^(granted|denied)$/.test(localStorage.getItem('analyticsConsent'))||(document.getElementById('sf-consent').hidden=!1)";

/** Their CSP hashes (script-src). */
export const SESSION_SCRIPT_HASH = hashOf(SESSION_SCRIPT);
export const CONSENT_SCRIPT_HASH = hashOf(CONSENT_SCRIPT);
