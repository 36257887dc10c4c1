// A game list page's one inline script (GamePage.astro), run as the list's first child is parsed:
// it records the visitor's use of the build's list from the first paint on, before the page's
// module scripts (boot.ts, then its game-list-start.ts) have arrived, so an early press is never
// lost. It marks the list data-requested with what was used, as game-list-start.ts reads
// it: a tab's or class's index among the list's .filter-tab (the island replays it), 'search' for
// typing (the island takes the field over), 'address' for a vendor's address (?vassalage=), a page
// beyond the first (?page=, where "More" or the pager left the list) or a provider link, which it follows in place (replaceState) instead of loading a page that would
// paint every vendor's games first; game-list.css keeps the build's games unseen until the island
// draws that vendor's. It stops once the island has taken over (done). Inline because the module
// scripts run after the first paint; its hash goes into the page's CSP (BaseLayout.astro). Every
// game list page carries it: keep it small (HTML ≤ 20 KB compressed).
import { createHash } from 'node:crypto';

/** The script: `l` the list, `r` records a use until the island is done. */
export const GAME_LIST_SCRIPT =
  "(l=>{let d=l.dataset,r=w=>d.requested!='done'&&(d.requested=w);" +
  "(q=>q.has('vassalage')||q.get('page')>1)(new URLSearchParams(location.search))&&r('address');" +
  "l.onclick=e=>{let t=e.target,a=t.closest('.vendor-filter a'),i=[...l.querySelectorAll('.filter-tab')].indexOf(t.closest('.filter-tab'));" +
  // A modified click on a provider link still opens it elsewhere.
  "i<0?a&&!(d.requested=='done'||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&(e.preventDefault(),history.replaceState(history.state,'',a.href),r('address')):r(i)};" +
  "l.oninput=()=>r('search')})(document.currentScript.parentElement)";

/** Its CSP hash (script-src). */
export const GAME_LIST_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(GAME_LIST_SCRIPT).digest('base64')}`;
