// The merchant's main domain from the permission call (info.mainDomain): links a player hands on
// (referral and invitation links) point there rather than at whichever mirror the page came from,
// which may be blocked or retired by the time the link is opened. Kept for the session, as the
// status call answers on every page before the islands start.

/** Where the session keeps the permission call's main domain (sessionStorage). */
const MAIN_DOMAIN_KEY = 'mainDomain';

/** A bare host name, optionally with a port: anything else (a path, a scheme, spaces) is not used. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/** Keeps the permission call's main domain for this session, or forgets it when the call names none. */
export function rememberMainDomain(mainDomain: string | undefined): void {
  if (mainDomain && HOST.test(mainDomain)) sessionStorage.setItem(MAIN_DOMAIN_KEY, mainDomain);
  else sessionStorage.removeItem(MAIN_DOMAIN_KEY);
}

/** The origin of links a player shares: https on the main domain, else the page's own origin. */
export function shareOrigin(): string {
  const host = sessionStorage.getItem(MAIN_DOMAIN_KEY);
  return host && HOST.test(host) ? `https://${host}` : location.origin;
}
