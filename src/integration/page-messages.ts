import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serializeForScript } from '../config/public-config.ts';
import { messageScopes, messagesForPage } from '../build-time/message-scopes.ts';

const MESSAGES = /(<script type="application\/json" id="sf-messages">)(.*?)(<\/script>)/s;
const ISLAND = /\bdata-island="([^"]+)"/g;
/** Pages read and written at once: enough to overlap the file system's waits with the trimming. */
const AT_ONCE = 16;

/**
 * Trims each built page's #sf-messages (BaseLayout embeds every island message of its language) to
 * what the page's islands can show (src/build-time/message-scopes.ts). `astro dev` keeps them all.
 * Returns the pages rewritten and the bytes of messages before and after.
 */
export async function trimPageMessages(outDir: string): Promise<{ pages: number; before: number; after: number }> {
  const scopes = messageScopes();
  // Pages of one language embed the same catalogue and most share their islands with many others
  // (every merchant's lobby, every help page): each catalogue and island set is trimmed once.
  const trimmedFor = new Map<string, Map<string, string>>();
  const trim = (json: string, islands: string[]): string => {
    let byIslands = trimmedFor.get(json);
    if (!byIslands) {
      byIslands = new Map();
      trimmedFor.set(json, byIslands);
    }
    const key = [...new Set(islands)].sort().join(' ');
    let trimmed = byIslands.get(key);
    if (trimmed === undefined) {
      trimmed = serializeForScript(messagesForPage(JSON.parse(json) as Record<string, string>, islands, scopes));
      byIslands.set(key, trimmed);
    }
    return trimmed;
  };
  const totals = { pages: 0, before: 0, after: 0 };
  const trimPage = async (path: string): Promise<void> => {
    const html = await readFile(path, 'utf8');
    const found = MESSAGES.exec(html);
    if (!found) return;
    const trimmed = trim(
      found[2]!,
      Array.from(html.matchAll(ISLAND), (m) => m[1]!),
    );
    totals.pages++;
    totals.before += found[2]!.length;
    totals.after += trimmed.length;
    await writeFile(
      path,
      html.replace(MESSAGES, (_, open: string, _json: string, close: string) => `${open}${trimmed}${close}`),
    );
  };
  const pages = (await readdir(outDir, { recursive: true })).filter((entry) => entry.endsWith('.html'));
  for (let i = 0; i < pages.length; i += AT_ONCE) {
    await Promise.all(pages.slice(i, i + AT_ONCE).map((entry) => trimPage(join(outDir, entry))));
  }
  return totals;
}
