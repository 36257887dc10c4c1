// System status first (specification section 4): every page asks the gateway whether the site is
// open. Maintenance (wins) and region restriction send the visitor to their static screens; on a
// screen, a status back to normal sends them home. Each page moves at most once, to the page of
// the state it was just told, so no loop is possible.
import type { LiteGateway } from '../api/lite.ts';
import { fetchSiteState } from '../api/status.ts';
import { MAIN_DOMAIN_KEY, pageConfig, sitePath } from './page-data.ts';
import { rememberHosts } from './host-lists.ts';

/** The page's gateway for the tiny pre-island calls. */
export function liteGateway(): LiteGateway {
  const config = pageConfig();
  return { baseUrl: config.gateway.baseUrl, merchant: config.merchantCode, language: config.lang };
}

/** Resolves true when the page may run the app (status normal and this is not a status screen). */
export async function checkSiteState(): Promise<boolean> {
  const state = await fetchSiteState(liteGateway());
  if (state.imageCDNs || state.launchGameCDNs) rememberHosts(state.imageCDNs, state.launchGameCDNs);
  // Only an answer replaces what the session knows: a failed call keeps the last main domain.
  if (state.ip) sessionStorage.setItem(MAIN_DOMAIN_KEY, state.mainDomain ?? '');
  const kind = document.body.dataset['pageKind'];
  const here = kind === 'maintenance' || kind === 'restricted' ? kind : 'app';
  if (state.screen !== here) {
    location.replace(sitePath(state.screen === 'app' ? '' : state.screen));
    return false;
  }
  const ip = document.querySelector('[data-island="visitor-ip"]');
  if (ip && state.ip) ip.textContent = state.ip;
  return here === 'app';
}
