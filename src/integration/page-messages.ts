import { serializeForScript } from '../config/public-config.ts';
import { type KeyScope, type MessageScopes, messagesForPage } from '../build-time/message-scopes.ts';

// The page is searched as the bytes Astro rendered it to: decoding each 100 KB page to a string and
// encoding it again cost more than the trimming (docs/scale.md). These markers are ASCII, so a byte
// match is a character match.
const MESSAGES_OPEN = Buffer.from('<script type="application/json" id="sf-messages">');
const SCRIPT_CLOSE = Buffer.from('</script>');
const ISLAND = Buffer.from('data-island="');
const QUOTE = '"'.charCodeAt(0);

/** Whether a byte is a word character of a regular expression's \b (ASCII letter, digit or _). */
function isWordByte(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte === 95);
}

/** The names of a page's islands (`data-island="<name>"`), once each, sorted, joined by spaces. */
function islandsKey(page: Buffer): string {
  const names = new Set<string>();
  for (let at = page.indexOf(ISLAND); at >= 0; at = page.indexOf(ISLAND, at + 1)) {
    if (isWordByte(page[at - 1])) continue;
    const start = at + ISLAND.length;
    const end = page.indexOf(QUOTE, start);
    if (end < 0) break;
    if (end > start) names.add(page.toString('utf8', start, end));
  }
  return [...names].sort().join(' ');
}

/** Message scopes as plain JSON, for the compile's virtual module (virtual:skinforge/message-scopes). */
export interface ScopesJson {
  app: { keys: string[]; prefixes: string[] };
  islands: Array<[string, { keys: string[]; prefixes: string[] }]>;
}

/** Scopes as JSON for the compile; {@link pageMessagesTrimmer} takes them back. */
export function scopesToJson(scopes: MessageScopes): ScopesJson {
  const plain = (scope: KeyScope) => ({ keys: [...scope.keys], prefixes: [...scope.prefixes] });
  return { app: plain(scopes.app), islands: [...scopes.islands].map(([name, scope]) => [name, plain(scope)]) };
}

function scopesFromJson(json: ScopesJson): MessageScopes {
  const scope = (plain: { keys: string[]; prefixes: string[] }): KeyScope => ({
    keys: new Set(plain.keys),
    prefixes: new Set(plain.prefixes),
  });
  return { app: scope(json.app), islands: new Map(json.islands.map(([name, plain]) => [name, scope(plain)])) };
}

/**
 * Trims a built page's #sf-messages (BaseLayout embeds every island message of its language) to
 * what the page's islands can show (src/build-time/message-scopes.ts), as each page is rendered
 * (messages-middleware.ts); takes and gives the page's UTF-8 bytes. Pages of one language embed the
 * same catalogue and most share their islands with many others (every merchant's lobby, every help
 * page): each catalogue and island set is trimmed once per compile.
 */
export function pageMessagesTrimmer(json: ScopesJson): (page: Buffer<ArrayBuffer>) => Buffer<ArrayBuffer> {
  const scopes = scopesFromJson(json);
  // Catalogues by byte length, then compared whole: cheaper than decoding each to key a map by it.
  const catalogues = new Map<number, Array<{ bytes: Buffer; byIslands: Map<string, Buffer> }>>();
  return (page) => {
    const open = page.indexOf(MESSAGES_OPEN);
    if (open < 0) return page;
    const start = open + MESSAGES_OPEN.length;
    const end = page.indexOf(SCRIPT_CLOSE, start);
    if (end < 0) return page;
    const catalogue = page.subarray(start, end);
    let sameLength = catalogues.get(catalogue.length);
    if (!sameLength) {
      sameLength = [];
      catalogues.set(catalogue.length, sameLength);
    }
    let known = sameLength.find((c) => c.bytes.equals(catalogue));
    if (!known) {
      known = { bytes: Buffer.from(catalogue), byIslands: new Map() };
      sameLength.push(known);
    }
    const key = islandsKey(page);
    let trimmed = known.byIslands.get(key);
    if (trimmed === undefined) {
      const messages = JSON.parse(known.bytes.toString('utf8')) as Record<string, string>;
      trimmed = Buffer.from(serializeForScript(messagesForPage(messages, key ? key.split(' ') : [], scopes)));
      known.byIslands.set(key, trimmed);
    }
    return Buffer.concat([page.subarray(0, start), trimmed, page.subarray(end)]);
  };
}
