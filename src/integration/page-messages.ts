import { serializeForScript } from '../config/public-config.ts';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { type KeyScope, type MessageScopes, messagesForPage } from '../build-time/message-scopes.ts';

// The page is searched as the bytes Astro rendered it to: decoding each page to a string and
// encoding it again cost more than the trimming (docs/scale.md). These markers are ASCII, so a byte
// match is a character match.
const MESSAGES_OPEN = Buffer.from('<script type="application/json" id="sf-messages">');
const SCRIPT_CLOSE = Buffer.from('</script>');
const ISLAND = Buffer.from('data-island="');
const QUOTE = '"'.charCodeAt(0);
/** Begins #sf-messages' placeholder in a rendered page; the language code follows (never a catalogue: JSON starts with `{`). */
const PLACEHOLDER = 'sf-messages-of:';
const PLACEHOLDER_OPEN = Buffer.concat([MESSAGES_OPEN, Buffer.from(PLACEHOLDER)]);

/**
 * What BaseLayout puts in #sf-messages in a build: its language, which the trimmer replaces with
 * the messages the page's islands can show. The page never carries its language's whole catalogue
 * (63 KB), which Astro encoded and copied on every page only for the trimmer to cut most of it out.
 */
export function messagesPlaceholder(lang: LanguageCode): string {
  return `${PLACEHOLDER}${lang}`;
}

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
 * Replaces a built page's #sf-messages placeholder ({@link messagesPlaceholder}) with its
 * language's island messages (`catalogue`) trimmed to what the page's islands can show
 * (src/build-time/message-scopes.ts), as each page is rendered (messages-middleware.ts); takes and
 * gives the page's UTF-8 bytes. Most pages share their language and islands with many others
 * (every merchant's lobby, every help page): each pair is trimmed and serialised once per compile.
 */
export function pageMessagesTrimmer(
  json: ScopesJson,
  catalogue: (lang: LanguageCode) => Record<string, string>,
): (page: Buffer<ArrayBuffer>) => Buffer<ArrayBuffer> {
  const scopes = scopesFromJson(json);
  const trimmed = new Map<string, Buffer>();
  const catalogues = new Map<LanguageCode, Record<string, string>>();
  return (page) => {
    const open = page.indexOf(PLACEHOLDER_OPEN);
    if (open < 0) return page;
    const langStart = open + PLACEHOLDER_OPEN.length;
    const end = page.indexOf(SCRIPT_CLOSE, langStart);
    if (end < 0) return page;
    const lang = page.toString('latin1', langStart, end) as LanguageCode;
    const islands = islandsKey(page);
    const key = `${lang} ${islands}`;
    let messages = trimmed.get(key);
    if (messages === undefined) {
      let all = catalogues.get(lang);
      if (!all) {
        all = catalogue(lang);
        catalogues.set(lang, all);
      }
      messages = Buffer.from(serializeForScript(messagesForPage(all, islands ? islands.split(' ') : [], scopes)));
      trimmed.set(key, messages);
    }
    return Buffer.concat([page.subarray(0, open + MESSAGES_OPEN.length), messages, page.subarray(end)]);
  };
}
