// The merchant's main domain from the permission call (info.mainDomain): links a player hands on
// (referral and invitation links) point there rather than at whichever mirror the page came from,
// which may be blocked or retired by the time the link is opened. The status check every page runs
// first keeps the call's value as it came (site-state.ts, kept small for static pages); it is
// checked here, where it is used.
import { MAIN_DOMAIN_KEY } from './page-data.ts';

/** A bare host name, optionally with a port: anything else (a path, a scheme, spaces) is not used. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/** The origin of links a player shares: https on the main domain, else the page's own origin. */
export function shareOrigin(): string {
  const host = sessionStorage.getItem(MAIN_DOMAIN_KEY);
  return host && HOST.test(host) ? `https://${host}` : location.origin;
}
