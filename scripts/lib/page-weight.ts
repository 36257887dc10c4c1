import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';

/** Gzipped bytes of JavaScript and CSS one page loads before any interaction. */
export interface PageWeight {
  js: number;
  css: number;
  /** JS files the page loads without any interaction: module scripts, islands, their static imports. */
  scripts: string[];
  /** Chunks it loads only on demand (dynamic import()), e.g. a modal on first open. */
  lazy: string[];
  /**
   * The analytics consent bar's script (src/client/analytics.ts), on the pages of a merchant that
   * configures analytics: the cost of that merchant's choice, counted apart from `js`.
   */
  consent: number;
}

/** What names the consent bar's script: the element it looks up (AnalyticsConsent.astro). */
const CONSENT_MARK = 'sf-consent';

const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Static `import` specifiers of an ES module (not dynamic import(), which loads later). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => m[1]!);
}

/** Dynamic `import("./x.js")` specifiers: chunks loaded on demand. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
}

/** Measures a built HTML page against its site root: what it costs a visitor on first load. */
export async function measurePage(html: string, siteRoot: string): Promise<PageWeight> {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = new Set<string>();
  let js = 0;
  let css = 0;
  let consent = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = match;
    if (/type="application\/json"/.test(attrs)) continue;
    const src = attr(attrs, 'src');
    if (src) scripts.add(src.split('?')[0]!);
    else if (body.includes(CONSENT_MARK)) consent += gz(body);
    else {
      js += gz(body);
      for (const spec of staticImports(body)) scripts.add(new URL(spec, 'http://site/').pathname);
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = attr(tag, 'href')?.split('?')[0];
    if (!href?.startsWith('/')) continue;
    if (/rel="modulepreload"/.test(tag)) scripts.add(href);
    if (/rel="stylesheet"/.test(tag)) css += await gzFile(siteRoot, href);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(match[1]!);
  // Islands hydrate without interaction (load, idle, visible): their code is first-load weight.
  for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (url?.startsWith('/')) scripts.add(url);
    }
  }
  const lazy = new Set<string>();
  // Follow static imports: a module script costs everything it imports up front.
  const graph = await moduleGraph(siteRoot, [...scripts]);
  for (const file of graph.files) js += await gzFile(siteRoot, file);
  graph.files.forEach((f) => scripts.add(f));
  graph.dynamic.forEach((d) => lazy.add(d));
  return { js, css, scripts: [...scripts], lazy: [...lazy].filter((l) => !scripts.has(l)), consent };
}

/** A built module graph: files loaded together with some entries, and the chunks they import on demand. */
export interface ModuleGraph {
  files: Set<string>;
  dynamic: Set<string>;
}

/** The static-import closure of entry modules, and the dynamic imports found in it. */
export async function moduleGraph(siteRoot: string, entries: string[]): Promise<ModuleGraph> {
  const files = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const src = queue.pop()!;
    if (files.has(src)) continue;
    files.add(src);
    const imports = await importsOf(siteRoot, src);
    for (const spec of imports.dynamic) dynamic.add(join(dirname(src), spec));
    for (const spec of imports.static) queue.push(join(dirname(src), spec));
  }
  for (const file of files) dynamic.delete(file);
  return { files, dynamic };
}

/**
 * What `measure` makes of one built file, once per file version (its path, size and modification
 * time) and process: a merchant's hundred pages load the same few dozen chunks and stylesheet.
 */
async function perVersion<T>(cache: Map<string, T>, file: string, measure: () => Promise<T>): Promise<T> {
  const { size, mtimeMs } = await stat(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  let known = cache.get(key);
  if (known === undefined) {
    known = await measure();
    cache.set(key, known);
  }
  return known;
}

const imported = new Map<string, { static: string[]; dynamic: string[] }>();

/**
 * The import specifiers of one built module. Reading and scanning each chunk again for every page
 * that loads it took a fifth of `npm run budget`'s time.
 */
function importsOf(siteRoot: string, path: string): Promise<{ static: string[]; dynamic: string[] }> {
  const file = join(siteRoot, path);
  return perVersion(imported, file, async () => {
    const code = await readFile(file, 'utf8');
    return { static: staticImports(code), dynamic: dynamicImports(code) };
  });
}

const gzipped = new Map<string, number>();

/** Gzipped size of one built file (level 9 is slow: each file version is compressed once). */
export function gzFile(siteRoot: string, path: string): Promise<number> {
  const file = join(siteRoot, path);
  return perVersion(gzipped, file, async () => gz(await readFile(file)));
}
