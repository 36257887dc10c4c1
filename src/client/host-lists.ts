// The status call's host lists, kept for the tab: the part of hosts.ts every page's boot script
// runs (site-state.ts), apart so the boot chunk (a static page's 3 KB of JS) leaves the readers
// to the islands that use them.

/** The tab's sessionStorage key for the lists. */
export const HOSTS_KEY = 'sf-hosts';

/** The image and launch hosts the status call listed. */
export interface Hosts {
  image: readonly string[];
  launch: readonly string[];
}

/** Keeps the status response's host lists for this tab (an empty list keeps paths as they are). */
export function rememberHosts(imageCDNs: readonly string[] | undefined, launchGameCDNs: readonly string[] | undefined): void {
  try {
    sessionStorage.setItem(HOSTS_KEY, JSON.stringify({ image: imageCDNs ?? [], launch: launchGameCDNs ?? [] } satisfies Hosts));
  } catch {
    // Storage full or blocked: root-relative paths still work through the page's origin.
  }
}
