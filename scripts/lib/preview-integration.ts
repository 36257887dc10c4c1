// The Astro integration behind `site dev`: serves one merchant at the site root as it is deployed
// (pages, theme.css, assets, the gateway same-origin), watches its config and assets, and on each
// change either reloads the open pages with the new config or shows what is wrong over them.
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { layersDirOf } from '../../core/config/layers.ts';
import { type LoadedTenant, loadTenants } from '../../core/config/load.ts';
import { formatProblems, type Problem } from '../../core/config/problems.ts';
import { themeCss } from '../../src/config/theme.ts';
import { fontFiles } from '../../src/config/font-faces.ts';
import { sitePages } from '../../src/routing/pages.ts';
import { NOT_FOUND_ROUTE } from '../../src/routing/routes.ts';
import { TENANTS_MODULE } from '../../src/integration/index.ts';
import { resolvedVirtualId } from '../../src/integration/virtual-modules.ts';
import { assetPaths } from './site-files.ts';
import { contentType, isGatewayPath, proxyToGateway, requestUrl } from './static-server.ts';

/** Vite's dev server as Astro hands it to integrations (no import of Vite itself: Astro owns its version). */
type ViteDevServer = Parameters<NonNullable<AstroIntegration['hooks']['astro:server:setup']>>[0]['server'];
type ModuleNode = NonNullable<ReturnType<ViteDevServer['environments'][string]['moduleGraph']['getModuleById']>>;

/** The resolved id of the integration's config module (src/integration/index.ts). */
const TENANTS_MODULE_ID = resolvedVirtualId(TENANTS_MODULE);

/** The previewed config read and validated again, as `validate` checks it: the tenant, or its problems. */
export async function loadPreviewed(file: string): Promise<{ tenant?: LoadedTenant | undefined; problems: Problem[] }> {
  const { tenants, problems } = await loadTenants([file]);
  return { tenant: tenants[0], problems };
}

/** What `PreviewOptions.reload` answers. */
type Reloaded = Awaited<ReturnType<typeof loadPreviewed>>;

/** Editors save in bursts (write, rename, chmod): one check after the burst settles. */
const SETTLE_MS = 80;

/** The address built sites serve their service worker from (src/client/register-worker.ts). */
const SERVICE_WORKER = '/sw.js';

/** Page paths: no file extension, and not Vite's or Astro's own (/@vite/client, /_image, ...). */
const PAGE_PATH = /^\/(?![@_])[^.]*$/;

/**
 * A script for the preview's pages: while the overlay listing a broken config's problems is on the
 * page, no dialog covers it. A modal dialog sits in the browser's top layer, above any overlay, and
 * the visitor popup opens one by itself on load: it would hide the problems the operator must read.
 */
const PROBLEMS_ON_TOP = `
const closeDialogs = () => {
  if (!document.querySelector('vite-error-overlay')) return;
  for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
};
new MutationObserver(closeDialogs).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
closeDialogs();
`;

export interface PreviewOptions {
  /** The config being previewed, absolute. */
  file: string;
  /** Its last good state, as loaded when the server started. */
  initial: LoadedTenant;
  /** Origin of the reference gateway, proxied under /wps, /lgw and /lotto. */
  gateway: string;
  /** Validates the config again (`loadPreviewed` of the file). */
  reload: () => Promise<Reloaded>;
  /** Hands a good config to the compile (the file the integration's module reads). */
  publish: (tenant: LoadedTenant) => Promise<void>;
  log: (line: string) => void;
  warn: (text: string) => void;
}

/**
 * The preview as an Astro integration for the dev server. Its state lives here, outside Vite:
 * Astro restarts Vite when its own config changes, and the last good config must survive that.
 */
export function previewIntegration(options: PreviewOptions): AstroIntegration {
  let good = options.initial;
  let problems: Problem[] = [];
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  // The config, the layers it extends (core/config/layers.ts) and its assets.
  const watched = () =>
    new Set([options.file, ...good.merged.layers.map((l) => l.path), ...assetPaths(good.config).map((path) => resolve(good.dir, path))]);
  // Folders, so that an asset or a layer that does not exist yet is seen when it appears.
  const watchedDirs = () => [...new Set([...[...watched()].map((path) => dirname(path)), layersDirOf(options.file)])];

  /** Checks the config again: as `loaded` when the caller has just read it, else read anew. */
  async function check(server: ViteDevServer, loaded?: Reloaded): Promise<void> {
    const result = loaded ?? (await options.reload());
    if (!result.tenant) {
      problems = result.problems;
      options.warn(`${formatProblems(problems)}\nthe preview keeps the last good config until these are fixed`);
      server.environments.client.hot.send(overlayPayload(problems));
      return;
    }
    const recovered = problems.length > 0;
    problems = [];
    good = result.tenant;
    server.watcher.add(watchedDirs());
    await options.publish(good);
    invalidateConfigModule(server);
    server.environments.client.hot.send({ type: 'full-reload', path: '*' });
    options.log(recovered ? 'config valid again: reloaded' : 'config changed: reloaded');
  }

  // The last call's `loaded` is checked: a save after it schedules again, without one.
  function schedule(server: ViteDevServer, loaded?: Reloaded): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = check(server, loaded)
        .catch((error: unknown) => options.warn(`preview: ${(error as Error).message}`))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            schedule(server);
          }
        });
    }, SETTLE_MS);
  }

  return {
    name: 'skinforge:preview',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('page', PROBLEMS_ON_TOP),
      'astro:server:setup': ({ server }) => {
        server.watcher.add(watchedDirs());
        // A save while the server started (after the config was loaded, before these watchers) is
        // heard by no watcher: the file is read once more now, and a change is shown as any other.
        void options.reload().then(
          (result) => {
            if (!result.tenant || JSON.stringify(result.tenant.config) !== JSON.stringify(good.config)) schedule(server, result);
          },
          (error: unknown) => options.warn(`preview: ${(error as Error).message}`),
        );
        server.watcher.on('all', (_event, path) => {
          const file = resolve(path);
          // A broken config may name an asset that is not there yet: any file appearing beside the
          // config or its assets is worth another check then.
          const near = watchedDirs().includes(dirname(file)) || file.startsWith(`${layersDirOf(options.file)}${sep}`);
          if (watched().has(file) || (problems.length > 0 && near)) schedule(server);
        });
        // A page opened (or reloaded) while the config is broken shows the problems too.
        server.environments.client.hot.on('vite:client:connect', (_data, client) => {
          if (problems.length) client.send(overlayPayload(problems));
        });
        server.middlewares.use((req, res, next) => {
          serve(req, res, good, options.gateway).then((done) => done || next(), next);
        });
      },
    },
  };
}

/** Answers what the deployed site's root would (gateway, theme, assets); points pages at the merchant's. */
async function serve(req: IncomingMessage, res: ServerResponse, tenant: LoadedTenant, gateway: string): Promise<boolean> {
  const url = requestUrl(req);
  if (isGatewayPath(url.pathname)) {
    proxyToGateway(req, res, gateway);
    return true;
  }
  if (url.pathname === SERVICE_WORKER) {
    // No offline cache in the preview: pages change with every edit, and pages register no worker
    // there (src/client/register-worker.ts). A tab a built site left registered gets this 404.
    res.writeHead(404, { 'content-type': contentType('.txt') }).end('the preview has no service worker');
    return true;
  }
  if (url.pathname === '/theme.css') {
    res.writeHead(200, { 'content-type': contentType('.css'), 'cache-control': 'no-cache' }).end(themeCss(tenant.config));
    return true;
  }
  const font = fontFiles(tenant.config).find((f) => `/${f.path}` === url.pathname);
  if (font) {
    res.writeHead(200, { 'content-type': contentType('.woff2') }).end(await readFile(font.source));
    return true;
  }
  const asset = assetPaths(tenant.config).find((path) => `/${encodeURI(path)}` === url.pathname);
  if (asset) {
    // Deleted since the config was last good: a 404, as a built site without the file would answer.
    const body = await readFile(join(tenant.dir, asset)).catch(() => undefined);
    if (body) res.writeHead(200, { 'content-type': contentType(extname(asset)), 'cache-control': 'no-cache' }).end(body);
    else res.writeHead(404, { 'content-type': contentType('.txt') }).end(`${asset} is gone from ${tenant.dir}`);
    return true;
  }
  if (!PAGE_PATH.test(url.pathname)) return false;
  // Pages are compiled under /<merchant>/, as the build does before moving them to the site root.
  const merchant = tenant.config.merchantCode;
  if (pagePaths(tenant).has(url.pathname.replace(/\/+$/, ''))) {
    req.url = `/${merchant}${url.pathname}${url.search}`;
    return false;
  }
  // A static host answers an unknown path with the site's 404 page; so does the preview.
  req.url = `/${merchant}/${NOT_FOUND_ROUTE.path}/`;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
  return false;
}

const pathsOf = new WeakMap<LoadedTenant, Set<string>>();

/** The merchant's page paths as the site root serves them ('' for home, '/en/promotions'). */
function pagePaths(tenant: LoadedTenant): Set<string> {
  let paths = pathsOf.get(tenant);
  if (!paths) {
    paths = new Set(sitePages([tenant.config]).map(({ params }) => (params.path ? `/${params.path}` : '')));
    pathsOf.set(tenant, paths);
  }
  return paths;
}

/** The part of Vite's module runner this needs. */
interface EvaluatedModules {
  getModuleById(id: string): object | undefined;
  invalidateModule(node: object): void;
}

/** Makes the next request evaluate the config module, and every module that imports it, again. */
function invalidateConfigModule(server: ViteDevServer): void {
  const timestamp = Date.now();
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(TENANTS_MODULE_ID);
    if (!module) continue;
    // Vite walks up to the importers (the page route) and collects them here.
    const invalidated = new Set<ModuleNode>();
    environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true);
    // Astro's server environments run modules in-process: the runner keeps what it evaluated.
    if (!('runner' in environment)) continue;
    const { evaluatedModules } = (environment as typeof environment & { runner: { evaluatedModules: EvaluatedModules } }).runner;
    for (const node of [module, ...invalidated]) {
      const evaluated = node.id ? evaluatedModules.getModuleById(node.id) : undefined;
      if (evaluated) evaluatedModules.invalidateModule(evaluated);
    }
  }
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * Vite's error overlay (as Astro draws it) with the config's problems, one per line. Marked as
 * already prepared, so Astro shows the lines as they are instead of re-reading them as Markdown.
 */
function overlayPayload(problems: readonly Problem[]) {
  // The same lines `validate` prints, so an operator sees one format everywhere.
  const lines = formatProblems(problems).split('\n');
  return {
    type: 'error' as const,
    __isEnhancedAstroErrorPayload: true,
    err: {
      name: 'Invalid config',
      title: `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${problems[0]?.file ?? 'the config'}: the preview shows the last good config`,
      message: lines.map(escapeHtml).join('<br>'),
      stack: '',
    },
  };
}
