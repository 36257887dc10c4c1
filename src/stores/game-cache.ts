// Hot games and vendor lists are cached in sessionStorage (specification section 9), per merchant
// page language: a tab asks the gateway for them once. A `refresh` query parameter on the page is
// the refresh flag: it clears the cache before anything reads it.
import { pageConfig } from '../client/page-data.ts';

const PREFIX = 'sf-games:';

let flagChecked = false;

/** Drops every cached list when the page was opened with the refresh flag (once per page). */
function honourRefreshFlag(): void {
  if (flagChecked) return;
  flagChecked = true;
  if (new URLSearchParams(location.search).has('refresh')) clearGameCache();
}

/** The cache key of a list: its name and the page's language. */
const keyOf = (name: string) => `${PREFIX}${pageConfig().lang}:${name}`;

/** Lists this page has already read: parsing the hot list again on every More was a long task. */
const memory = new Map<string, unknown>();

/** The cache name of a hot list, per game type and vendor ('' for all): one name for one request, wherever it is made. */
export const hotListName = (gameType: string, vendor: string) => `hot:${gameType || 'ALL'}:${vendor || 'ALL'}`;

/** A cached list, else fetched and cached; a failed fetch is not cached. */
export async function cached<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
  honourRefreshFlag();
  const key = keyOf(name);
  if (memory.has(key)) return memory.get(key) as T;
  const stored = sessionStorage.getItem(key);
  if (stored) {
    try {
      const value = JSON.parse(stored) as T;
      memory.set(key, value);
      return value;
    } catch {
      sessionStorage.removeItem(key);
    }
  }
  const value = await fetcher();
  memory.set(key, value);
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full: the list still shows, it is just asked again next time.
  }
  return value;
}

/** Forgets every cached list (the refresh flag, or a test). */
function clearGameCache(): void {
  memory.clear();
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
