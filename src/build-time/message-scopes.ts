// Which of the islands' messages a page needs. Every page embeds its islands' UI strings
// (#sf-messages, read synchronously by src/client/t.ts); the whole catalogue on every page had made
// the lobby's HTML twice what it was (104 KB, 63 KB of it messages), on the critical path of its
// first paint. The build follows the import graph instead and reads which `island.` keys each module
// names: those the app can show on any page (boot.ts, main.tsx and what they load: the modals, the
// header, the chrome) and, per page island, those its own modules show. A page gets the app's and its
// islands' keys, and every key outside `island.` (docs/decisions/0004-page-messages-by-import-graph.md).
import { ISLANDS, type IslandName } from '../shared/islands.ts';
import { importsOf, readSource, sourceFiles } from './source-graph.ts';

/** Where the app starts on every page (BaseLayout's script). */
const APP_ROOTS = ['src/client/boot.ts', 'src/client/language-memory.ts'];
/** main.tsx reaches the page islands only through their loaders: a page island's messages are its pages' alone. */
const PAGE_ISLAND_LOADERS = 'src/islands/page-islands.ts';

/**
 * An `island.` key named in source text: `'island.deposit'` names that key (and its plural forms),
 * `'island.deposit.'`, `` `island.bonus.source.${kind}` `` or `'island.points.' + x` every key it begins.
 */
const NAMED = /['"`](island\.[A-Za-z0-9_.]*)(['"`]?)/g;
/** The plural forms of a key (i18next's suffixes, as src/client/t.ts picks them). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The `island.` keys a page's code can show: whole keys, and the beginnings of keys it completes at run time. */
export interface KeyScope {
  readonly keys: ReadonlySet<string>;
  readonly prefixes: ReadonlySet<string>;
}

/** The keys the app shows on any page, and those each page island shows. */
export interface MessageScopes {
  readonly app: KeyScope;
  readonly islands: ReadonlyMap<string, KeyScope>;
}

/** The keys and key beginnings a source text names. */
export function namedKeys(source: string): KeyScope {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const [, name, closed] of source.matchAll(NAMED)) {
    if (closed && !name!.endsWith('.')) keys.add(name!);
    else prefixes.add(name!);
  }
  return { keys, prefixes };
}

/** True when a catalogue key is in a scope. */
export function inScope(key: string, scope: KeyScope): boolean {
  if (!key.startsWith('island.')) return true;
  if (scope.keys.has(key) || scope.keys.has(key.replace(PLURAL, ''))) return true;
  for (const prefix of scope.prefixes) if (key.startsWith(prefix)) return true;
  return false;
}

/** Reads src/ and core/ and works out the scopes. */
export function messageScopes(): MessageScopes {
  const edges = new Map<string, string[]>();
  const named = new Map<string, KeyScope>();
  for (const file of ['src', 'core'].flatMap((dir) => sourceFiles(dir))) {
    const source = readSource(file);
    edges.set(
      file,
      importsOf(file, source)
        .filter((i) => !i.typeOnly)
        .map((i) => i.target),
    );
    named.set(file, namedKeys(source));
  }
  const scopeOf = (roots: readonly string[]): KeyScope => {
    const seen = new Set<string>();
    const todo = [...roots];
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file) || file === PAGE_ISLAND_LOADERS || !edges.has(file)) continue;
      seen.add(file);
      todo.push(...edges.get(file)!);
    }
    return union([...seen].map((file) => named.get(file)!));
  };
  const islands = new Map<string, KeyScope>();
  for (const [name, spec] of Object.entries(ISLANDS)) if (spec.by === 'page') islands.set(name, scopeOf([spec.module]));
  return { app: scopeOf(APP_ROOTS), islands };
}

/** Several scopes as one. */
function union(scopes: readonly KeyScope[]): KeyScope {
  return { keys: new Set(scopes.flatMap((s) => [...s.keys])), prefixes: new Set(scopes.flatMap((s) => [...s.prefixes])) };
}

/** The messages a page with these islands needs: every key outside `island.`, and the app's and the islands' keys. */
export function messagesForPage(
  messages: Readonly<Record<string, string>>,
  islands: Iterable<IslandName | string>,
  scopes: MessageScopes,
): Record<string, string> {
  const scope = union([scopes.app, ...Array.from(islands, (name) => scopes.islands.get(name)).filter((s) => s !== undefined)]);
  return Object.fromEntries(Object.entries(messages).filter(([key]) => inScope(key, scope)));
}
