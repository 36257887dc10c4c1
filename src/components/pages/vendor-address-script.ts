// A game list page's one inline script (GamePage.astro): on a vendor's address (?vassalage=) it
// marks the list before its first paint, so the build's games of every vendor stay unseen
// (game-list.css) until the island draws that vendor's. Inline because the page's module script
// runs after the first paint; its hash goes into the page's CSP (BaseLayout.astro).
import { createHash } from 'node:crypto';

/** The script, run as the list's first child is parsed. */
export const VENDOR_ADDRESS_SCRIPT =
  "new URLSearchParams(location.search).has('vassalage')&&(document.currentScript.parentElement.dataset.requested='address')";

/** Its CSP hash (script-src). */
export const VENDOR_ADDRESS_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(VENDOR_ADDRESS_SCRIPT).digest('base64')}`;
