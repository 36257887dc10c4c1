// Image and launch hosts (specification section 9: "image and launch hosts are chosen at random
// from lists"). The status call lists them (imageCDNs, launchGameCDNs); boot.ts remembers them for
// the tab and islands use them for root-relative icon paths and launch addresses. Without lists,
// paths stay root-relative: the page's own origin (the gateway proxied under /wps) serves them.
// Only hosts the page's Content-Security-Policy allows are used (the gateway's and the config's
// gateway.contentHosts): an icon or a framed game on any other host would be blocked.
import { contentOrigins } from '../shared/content-hosts.ts';
import { pageConfig } from './page-data.ts';
import { HOSTS_KEY, type Hosts } from './host-lists.ts';

let chosen: { image: string; launch: string } | undefined;

/** The origins of `allowed` (entries that are not URLs are skipped), with the page's own. */
function originsOf(pageOrigin: string, allowed: readonly string[]): Set<string> {
  return new Set([pageOrigin, ...allowed].flatMap((o) => (URL.canParse(o) ? [new URL(o).origin] : [])));
}

/** The hosts of `listed` whose origin is the page's own or one of `allowed`, in their order. */
export function usableHosts(listed: readonly unknown[], pageOrigin: string, allowed: readonly string[]): string[] {
  const origins = originsOf(pageOrigin, allowed);
  return listed.filter((host): host is string => typeof host === 'string' && URL.canParse(host) && origins.has(new URL(host).origin));
}

/** The lists the status call gave this tab (empty ones when it gave none), without the hosts this page may not use. */
function lists(): Hosts {
  let stored: Partial<Hosts>;
  try {
    stored = JSON.parse(sessionStorage.getItem(HOSTS_KEY) ?? '{}') as Partial<Hosts>;
  } catch {
    // A damaged entry counts as no lists.
    stored = {};
  }
  const usable = (listed: unknown) =>
    Array.isArray(listed) ? usableHosts(listed, location.origin, contentOrigins(pageConfig().gateway)) : [];
  return { image: usable(stored.image), launch: usable(stored.launch) };
}

/** One host of each list, picked at random once per page so the browser cache keeps working. */
function hosts(): { image: string; launch: string } {
  if (chosen) return chosen;
  const found = lists();
  const pick = (list: readonly string[]) => (list.length ? list[Math.floor(Math.random() * list.length)]!.replace(/\/+$/, '') : '');
  chosen = { image: pick(found.image), launch: pick(found.launch) };
  return chosen;
}

/** Whether a host is the page's own origin (then a root-relative path is already right). */
const isOwnOrigin = (host: string) => !host || host === location.origin;

/** An icon or banner address: root-relative paths go to the chosen image host. */
export function imageUrl(path: string): string {
  const host = hosts().image;
  return path.startsWith('/') && !path.startsWith('//') && !isOwnOrigin(host) ? host + path : path;
}

/** A launch address: a root-relative gameUrl goes to the chosen launch host; absolute ones stay. */
export function launchUrl(url: string): string {
  const host = hosts().launch;
  return url.startsWith('/') && !url.startsWith('//') && !isOwnOrigin(host) ? host + url : url;
}

/**
 * The address of a launched game that a page of `pageOrigin` may frame, or null: an http(s) URL
 * (root-relative ones are the page's own) on one of the allowed origins. Anything else (another
 * site, javascript: or data: addresses) is refused, so /seamless never frames a stranger's page.
 */
export function frameableUrl(url: string, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, pageOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return originsOf(pageOrigin, allowedOrigins).has(parsed.origin) ? parsed.href : null;
}

/** Origins this page may frame games from (its CSP's frame-src): the gateway's and the content hosts (the page's own comes with frameableUrl). */
export function gameFrameOrigins(): string[] {
  return contentOrigins(pageConfig().gateway);
}
