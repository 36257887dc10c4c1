import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serializeForScript } from '../config/public-config.ts';
import { messageScopes, messagesForPage } from '../build-time/message-scopes.ts';

const MESSAGES = /(<script type="application\/json" id="sf-messages">)(.*?)(<\/script>)/s;
const ISLAND = /\bdata-island="([^"]+)"/g;

/**
 * Trims each built page's #sf-messages (BaseLayout embeds every island message of its language) to
 * what the page's islands can show (src/build-time/message-scopes.ts). `astro dev` keeps them all.
 * Returns the pages rewritten and the bytes of messages before and after.
 */
export async function trimPageMessages(outDir: string): Promise<{ pages: number; before: number; after: number }> {
  const scopes = messageScopes();
  const totals = { pages: 0, before: 0, after: 0 };
  for (const entry of await readdir(outDir, { recursive: true })) {
    if (!entry.endsWith('.html')) continue;
    const path = join(outDir, entry);
    const html = await readFile(path, 'utf8');
    const found = MESSAGES.exec(html);
    if (!found) continue;
    const islands = Array.from(html.matchAll(ISLAND), (m) => m[1]!);
    const trimmed = serializeForScript(messagesForPage(JSON.parse(found[2]!) as Record<string, string>, islands, scopes));
    totals.pages++;
    totals.before += found[2]!.length;
    totals.after += trimmed.length;
    await writeFile(
      path,
      html.replace(MESSAGES, (_, open: string, _json: string, close: string) => `${open}${trimmed}${close}`),
    );
  }
  return totals;
}
