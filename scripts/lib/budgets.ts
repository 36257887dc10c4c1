// What `npm run budget` and the release gate (site check) hold every built page to: JS, CSS and HTML (gzipped).
// Budgets (docs/performance.md, docs/decisions/0002-what-the-budget-counts.md and the react-by-need
// record): a visitor's first visit to any page ≤ 20 KB of JS, counting everything the page loads
// without input (its scripts, the plain-TypeScript islands of src/shared/islands.ts it has with what
// they load by themselves, the lobby's popup dialog), the carousel's chunk (swiper) apart at ≤ 22 KB
// where a carousel is, and the analytics consent bar's script apart at ≤ 0.8 KB where the merchant
// configures analytics (its choice, and consent the law asks for); static pages (nothing beyond the
// boot script) ≤ 3 KB; CSS ≤ 30 KB; and any
// chunk loaded on demand (dynamic import: the islands, each modal) ≤ 30 KB with what it imports
// beyond the islands' runtime (main.tsx and its imports).
// React is the framework: its chunk (react-runtime.*.js) is reported on its own, not against the
// on-demand cap that it alone would exceed. Pages that load React at once by design are app pages:
// a page whose content is an island started as it loads (the registry's start: 'load', data-eager:
// game lists, game centres, lottery) and a member's or modal's page (data-auth, /login): the page
// with the framework it starts has 90 KB, and an eager island's start (its chunk, its imports, the
// gateway client its first call loads) the 30 KB of a chunk on demand.
// A page's web font ≤ 80 KB: every woff2 the theme sheet declares (brand.type.family, only the
// subsets the brand's languages need), as any page may hold letters of each (the language menu
// names each language in its own script); woff2 is compressed already, so counted as stored.
// Every page's HTML ≤ 20 KB gzipped: it is on the critical path of the first paint (the islands'
// messages on every page once took the lobby's to 23 KB; src/build-time/message-scopes.ts).
// Which chunk is an island's (or the popups') is read from the Vite manifest the build keeps
// beside each site (dist/.client-manifests/<merchant>.json), by the component's source module.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzFile, measurePage, moduleGraph } from './page-weight.ts';
import { ISLANDS, type IslandName, type IslandSpec } from '../../src/shared/islands.ts';

const KB = 1024;
const BUDGETS = {
  visitorJs: 20 * KB,
  carouselJs: 22 * KB,
  // The first visit's 3 KB for boot.ts: the boot script is 2.9 KB since it stopped listing what its dynamic imports
  // preload (src/integration/preload-deps.ts).
  staticJs: 3 * KB,
  /** The analytics consent bar's script, apart, on a merchant that configures analytics (docs/site.md). */
  consentJs: 0.8 * KB,
  appJs: 90 * KB,
  css: 30 * KB,
  lazyChunk: 30 * KB,
  html: 20 * KB,
  fonts: 80 * KB,
};
/** Loaded by boot.ts on a visitor's lobby without any click: the popup dialog (when there are popups). */
const LOBBY_VISIT_MODULES = ['src/client/visitor-popups.ts'];
/**
 * Chunks the plain-TypeScript islands load by themselves once the page has loaded, without input:
 * the notice marquee's refresh (the marquee is on the first screen). A static reading sees only
 * an import() there.
 */
const LOADED_BY_SCRIPT_ISLANDS: Partial<Record<IslandName, string[]>> = {
  'notice-marquee': ['src/client/lobby/refresh.ts'],
  // A game list the build painted: boot.ts loads what starts its island on first use (no React).
  'game-list': ['src/client/game-list-start.ts'],
};
/** The carousels' chunk (swiper): its own budget, counted where a carousel is (src/client/lobby/index.ts). */
const CAROUSEL_MODULE = 'src/client/lobby/carousel.ts';
/** A carousel on the page: a banner strip of more than one banner, or the winner board. */
const HAS_CAROUSEL =
  /data-island="banner-carousel"[^>]*data-carousel|data-carousel[^>]*data-island="banner-carousel"|data-island="winner-board"/;
/**
 * Modules an eager island loads on demand as it starts, before any click: the gateway client,
 * which its first data call imports (src/api/lazy-client.ts), and the page islands' loaders,
 * which main.tsx imports when the page has a page island. A static reading of the island's chunk
 * sees only a dynamic import() there, so without this list the page's weight misses them.
 */
const EAGER_START_MODULES = ['src/api/page-client.ts', 'src/islands/page-islands.ts'];
/** The islands' runtime: it mounts every island and modal (see the on-demand costs). */
const RUNTIME_MODULE = 'src/islands/main.tsx';
/** Modules that only load other chunks, in the same action as what they load (see the on-demand costs). */
const LOADER_MODULES = [RUNTIME_MODULE, 'src/islands/page-islands.ts'];
/** Page island name → its component's module (src/shared/islands.ts). */
const PAGE_ISLAND_MODULES = new Map(
  Object.entries(ISLANDS).flatMap(([name, island]: [string, IslandSpec]) => (island.by === 'page' ? [[name, island.module]] : [])),
);
/** Plain-TypeScript island name → its module (src/shared/islands.ts): boot.ts loads it where the page has its mount. */
const SCRIPT_ISLAND_MODULES = new Map(
  Object.entries(ISLANDS).flatMap(([name, island]: [string, IslandSpec]) => (island.by === 'script' ? [[name, island.module]] : [])),
);

/**
 * A built site's chunk for each source module, from the Vite manifest its build kept beside it
 * (scripts/lib/build-sites.ts): the module's path from the project root → the chunk's path in the site.
 */
async function chunksOf(path: string, site: string): Promise<(module: string) => string | undefined> {
  const manifest = JSON.parse(
    await readFile(path, 'utf8').catch(() => {
      throw new Error(`${site}: no build manifest at ${path}: build the site with npm run site -- build`);
    }),
  ) as Record<string, { file: string; name?: string; src?: string }>;
  // undefined for a module with no chunk of its own (the page's entry took it in).
  return (module) => {
    // An entry is keyed by its module; a shared chunk (a module no page imports by name) by its
    // file, with the module's base name as the chunk's name.
    const name = basename(module).replace(/\.[^.]+$/, '');
    const chunk = manifest[module] ?? Object.values(manifest).find((c) => c.name === name && !c.src);
    return chunk && `/${chunk.file}`;
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Bytes of the font files a site's theme sheet declares: what one page may load at most. */
async function fontBytes(root: string): Promise<number> {
  const theme = await readFile(join(root, 'theme.css'), 'utf8');
  let bytes = 0;
  for (const [, path] of theme.matchAll(/url\((\/[^)]+\.woff2)\)/g)) bytes += (await stat(join(root, path!))).size;
  return bytes;
}

/** One site's weights against the budgets: the failures (each naming its page) and two summary lines. */
export async function siteBudget(site: string, root: string, manifestPath: string): Promise<{ failures: string[]; lines: string[] }> {
  const failures: string[] = [];
  const lines: string[] = [];
  const pages = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
  const findChunk = await chunksOf(manifestPath, site);
  const chunkOf = (module: string): string => {
    const chunk = findChunk(module);
    if (!chunk) throw new Error(`${site}: ${module} is not in its build's manifest (${manifestPath})`);
    return chunk;
  };
  const loadedUpFront = new Set<string>();
  const loadedLater = new Set<string>();
  let worst = { js: 0, css: 0, jsPage: '', cssPage: '', html: 0, htmlPage: '' };
  let visitor = { js: 0, page: '' };
  let carousel = 0;
  let consent = 0;
  let islandPage = { js: 0, start: 0, page: '' };
  let appPage = { js: 0, page: '' };
  for (const page of pages) {
    const html = await readFile(join(root, page), 'utf8');
    const kind = /data-page-kind="([^"]+)"/.exec(html)?.[1] ?? 'static';
    const weight = await measurePage(html, root);
    if (weight.consent > BUDGETS.consentJs)
      failures.push(`${site}/${page}: the analytics consent bar loads ${kb(weight.consent)} of JS, budget ${kb(BUDGETS.consentJs)}`);
    consent = Math.max(consent, weight.consent);
    const htmlSize = gzipSync(html).length;
    if (htmlSize > BUDGETS.html) failures.push(`${site}/${page}: ${kb(htmlSize)} of HTML, budget ${kb(BUDGETS.html)}`);
    if (htmlSize > worst.html) worst = { ...worst, html: htmlSize, htmlPage: page };
    weight.scripts.forEach((s) => loadedUpFront.add(s));
    weight.lazy.forEach((s) => loadedLater.add(s));
    if (weight.css > BUDGETS.css) failures.push(`${site}/${page}: ${kb(weight.css)} of CSS, budget ${kb(BUDGETS.css)}`);
    if (weight.css > worst.css) worst = { ...worst, css: weight.css, cssPage: page };
    const counted = new Set(weight.scripts);
    /** Gzipped bytes of the files of some chunks' graph not counted yet, which are counted from then on. */
    const add = async (chunks: string[]) => {
      let bytes = 0;
      for (const file of (await moduleGraph(root, chunks)).files) {
        if (counted.has(file)) continue;
        counted.add(file);
        bytes += await gzFile(root, file);
      }
      return bytes;
    };
    // Pages whose content is an island started as it loads (the registry's start: 'load'), and a
    // member's or a modal's page (data-auth, a modal address), start the islands, React, at once.
    const eager = /data-eager/.test(html);
    const modalRoot = /<[a-z]+ [^>]*data-island="modal-root"[^>]*>/.exec(html)?.[0] ?? '';
    if (eager || /data-(auth|modal)=/.test(modalRoot)) {
      const islands = await moduleGraph(root, weight.lazy);
      const js = weight.js + (await add([...islands.files]));
      // A page with an eager island also loads that island's chunk, with what it imports and the
      // gateway client its first call imports: that start has the 30 KB of any chunk on demand.
      const starts: string[] = [];
      for (const [, name] of html
        .matchAll(/data-island="([\w-]+)"[^>]*data-eager|data-eager[^>]*data-island="([\w-]+)"/g)
        .map((m) => [m[0], m[1] ?? m[2]])) {
        const module = PAGE_ISLAND_MODULES.get(name!);
        if (!module) throw new Error(`${site}/${page}: eager island ${name} is not a page island of src/shared/islands.ts`);
        starts.push(chunkOf(module), ...EAGER_START_MODULES.map(chunkOf));
      }
      const islandStart = await add(starts);
      if (js > BUDGETS.appJs) failures.push(`${site}/${page} (${kind}): ${kb(js)} of JS, budget ${kb(BUDGETS.appJs)}`);
      if (islandStart > BUDGETS.lazyChunk)
        failures.push(`${site}/${page} (${kind}): its island starts with ${kb(islandStart)} of JS, budget ${kb(BUDGETS.lazyChunk)}`);
      if (!eager) {
        if (js > appPage.js) appPage = { js, page };
      } else if (js + islandStart > islandPage.js + islandPage.start) islandPage = { js, start: islandStart, page };
      continue;
    }
    // A visitor's first visit: the page's scripts, the plain-TypeScript islands it has and what
    // they load by themselves, the lobby's popup dialog; the carousel apart.
    const names = new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]! as IslandName));
    const withoutInput = [
      ...[...names].flatMap((name) => [SCRIPT_ISLAND_MODULES.get(name) ?? [], LOADED_BY_SCRIPT_ISLANDS[name] ?? []].flat()),
      ...(kind === 'lobby' ? LOBBY_VISIT_MODULES : []),
    ].flatMap((module) => findChunk(module) ?? []);
    const js = weight.js + (await add(withoutInput));
    const isStatic = withoutInput.length === 0;
    const jsBudget = isStatic ? BUDGETS.staticJs : BUDGETS.visitorJs;
    if (js > jsBudget) failures.push(`${site}/${page} (${kind}): a visitor's first visit loads ${kb(js)} of JS, budget ${kb(jsBudget)}`);
    if (HAS_CAROUSEL.test(html)) {
      const swiper = await add([chunkOf(CAROUSEL_MODULE)]);
      if (swiper > BUDGETS.carouselJs)
        failures.push(`${site}/${page}: the carousel loads ${kb(swiper)} of JS, budget ${kb(BUDGETS.carouselJs)}`);
      carousel = Math.max(carousel, swiper);
    }
    if (isStatic) {
      if (js > worst.js) worst = { ...worst, js, jsPage: page };
    } else if (js > visitor.js) visitor = { js, page };
  }
  // Each on-demand chunk costs what the browser fetches when one action requests it: itself and
  // what it imports, less the page's scripts, the framework and the islands' runtime (main.tsx
  // with its imports: every island and modal is started by it, and the pages' figures count it),
  // and, when a component requests it (the security centre its login history), what that
  // component loaded before. The loaders (main.tsx, the page islands' table) load in the same
  // action as what they start, so nothing more is taken off for them. A chunk requested from
  // several places costs the worst of them.
  const isFramework = (file: string) => /\/react-runtime\.[\w-]+\.js$/.test(file);
  const loaders = new Set(LOADER_MODULES.map(chunkOf));
  const graphs = new Map<string, Awaited<ReturnType<typeof moduleGraph>>>();
  const graphOf = async (path: string) => graphs.get(path) ?? graphs.set(path, await moduleGraph(root, [path])).get(path)!;
  const runtime = (await graphOf(chunkOf(RUNTIME_MODULE))).files;
  let runtimeSize = 0;
  for (const file of runtime) if (!isFramework(file)) runtimeSize += await gzFile(root, file);
  const costs = new Map<string, number>();
  const queue = [...loadedLater].map((path) => ({ path, from: '' }));
  const followed = new Set<string>();
  let framework = 0;
  while (queue.length) {
    const { path, from } = queue.pop()!;
    if (followed.has(`${from}>${path}`) || loadedUpFront.has(path)) continue;
    followed.add(`${from}>${path}`);
    const graph = await graphOf(path);
    const before = from && !loaders.has(from) ? (await graphOf(from)).files : new Set<string>();
    let size = 0;
    for (const file of graph.files) {
      const bytes = await gzFile(root, file);
      if (isFramework(file)) framework = bytes;
      else if (!loadedUpFront.has(file) && !runtime.has(file) && !before.has(file)) size += bytes;
    }
    costs.set(path, Math.max(size, costs.get(path) ?? 0));
    queue.push(...[...graph.dynamic].map((next) => ({ path: next, from: path })));
  }
  let largestLazy = { size: 0, path: '' };
  for (const [path, size] of costs) {
    if (size > largestLazy.size) largestLazy = { size, path };
    if (size > BUDGETS.lazyChunk) failures.push(`${site}${path}: loaded on demand with ${kb(size)} of JS, budget ${kb(BUDGETS.lazyChunk)}`);
  }
  const fonts = await fontBytes(root);
  if (fonts > BUDGETS.fonts) failures.push(`${site}: its web font files come to ${kb(fonts)}, budget ${kb(BUDGETS.fonts)} a page`);
  lines.push(
    `${site.padEnd(16)} ${String(pages.length).padStart(4)} pages   visitor's first visit: static pages ≤ ${kb(worst.js)} (${worst.jsPage || '-'}), others ≤ ${kb(visitor.js)} (${visitor.page || '-'}) + carousel ${kb(carousel)}${consent ? ` + analytics consent ${kb(consent)}` : ''}   island pages ≤ ${kb(islandPage.js + islandPage.start)} (${islandPage.page || '-'}: ${kb(islandPage.js)} + island start ${kb(islandPage.start)})   member/modal pages ≤ ${kb(appPage.js)} (${appPage.page || '-'})   CSS ≤ ${kb(worst.css)}   HTML ≤ ${kb(worst.html)} (${worst.htmlPage})   fonts ≤ ${kb(fonts)}`,
  );
  lines.push(
    `${''.padEnd(16)}      on demand: largest ${kb(largestLazy.size)} (${largestLazy.path.replace('/_astro/', '') || '-'}), ${costs.size} chunks, beside the islands' runtime ${kb(runtimeSize)}; React ${kb(framework)} when an island starts`,
  );
  return { failures, lines };
}
