import { serializeForScript } from '../config/public-config.ts';
import { type KeyScope, type MessageScopes, messagesForPage } from '../build-time/message-scopes.ts';

const MESSAGES = /(<script type="application\/json" id="sf-messages">)(.*?)(<\/script>)/s;
const ISLAND = /\bdata-island="([^"]+)"/g;

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
 * (src/middleware.ts). Pages of one language embed the same catalogue and most share their islands
 * with many others (every merchant's lobby, every help page): each catalogue and island set is
 * trimmed once per compile.
 */
export function pageMessagesTrimmer(json: ScopesJson): (html: string) => string {
  const scopes = scopesFromJson(json);
  const trimmedFor = new Map<string, Map<string, string>>();
  return (html) => {
    const found = MESSAGES.exec(html);
    if (!found) return html;
    const catalogue = found[2]!;
    let byIslands = trimmedFor.get(catalogue);
    if (!byIslands) {
      byIslands = new Map();
      trimmedFor.set(catalogue, byIslands);
    }
    const key = [...new Set(Array.from(html.matchAll(ISLAND), (m) => m[1]!))].sort().join(' ');
    let trimmed = byIslands.get(key);
    if (trimmed === undefined) {
      trimmed = serializeForScript(messagesForPage(JSON.parse(catalogue) as Record<string, string>, key ? key.split(' ') : [], scopes));
      byIslands.set(key, trimmed);
    }
    return html.replace(MESSAGES, (_, open: string, _json: string, close: string) => `${open}${trimmed}${close}`);
  };
}
