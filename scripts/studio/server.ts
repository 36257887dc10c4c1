// `site studio`'s web server (hono on Node): the app, and the API it edits tenant configs through.
// Every request passes the access check (guard.ts) first; only config files under the tenants
// folder are ever written, each through configPath().
import { serve } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { LAYERS_FOLDER, type LayerCache, listLayerNames, mergeLayers } from '../../core/config/layers.ts';
import { checkTenantText, displayPath } from '../../core/config/load.ts';
import { isObject } from '../../core/config/merge-patch.ts';
import type { Problem } from '../../core/config/problems.ts';
import { loadTenantSchema, withUnionsAsEnums } from '../../core/config/schema.ts';
import { contentType } from '../lib/static-server.ts';
import { type AuditEntry, appendAudit, readAudit } from './audit.ts';
import { changedPointers, contentHash, formatBrandFile } from './format.ts';
import { type Access, configPath, hostsOf, pathUnder, RefusedPath, refusal, same } from './guard.ts';
import type { BrandRow, FileAnswer, LayerRow, SaveAnswer, StudioProblem } from './api-types.ts';
import { type PreviewAnswer, PreviewDown, previewer } from './preview.ts';
import { operatorOf, releaseRoutes } from './release-routes.ts';
import { saveUpload } from './upload.ts';
import { inheritance } from './inherit.ts';

const COOKIE = 'skinforge-studio';
/** A brand file is a few tens of KB; an edit sent larger than this is refused unread. */
const MAX_BODY = 2 * 1024 * 1024;

export interface StudioOptions {
  /** The tenants folder the studio edits (tenants/ of the project, or a copy). */
  tenantsDir: string;
  /** The built app (index.html and its assets). */
  appDir: string;
  host: string;
  port: number;
  /** Port of the brand's preview (the `site dev` server), on 127.0.0.1. */
  previewPort: number;
  /** Where publishing builds the sites (`site build --out`). */
  out: string;
  /** Publish through the release gate (`build --check`) when Chromium is there. */
  check: boolean;
  /** The password that also lets a browser in (needed beyond loopback). */
  password?: string | undefined;
  log?: (line: string) => void;
}

export interface RunningStudio {
  /** The address to open, with the token. */
  url: string;
  token: string;
  /** The preview's process (not the studio's), while it runs. */
  previewPid(): number | undefined;
  close(): Promise<void>;
}

/** Starts the studio; resolves once it listens. */
export async function startStudio(options: StudioOptions): Promise<RunningStudio> {
  const { tenantsDir, appDir, host, port, log = console.log } = options;
  const access: Access = { token: randomBytes(24).toString('hex'), session: randomBytes(24).toString('hex'), hosts: hostsOf(host, port) };
  const auditLog = join(dirname(tenantsDir), '.skinforge', 'audit.jsonl');
  const preview = previewer(options.previewPort, log);
  const audit = (operator: string, file: string, action: AuditEntry['action'], changed: string[] = []) =>
    appendAudit(auditLog, { time: new Date().toISOString(), operator: operator.trim().slice(0, 80), file, action, changed });
  /** A brand file's path and merchant code from ?path=, or a refusal. */
  const brandOf = async (path: string | undefined) => {
    const file = await configPath(tenantsDir, path ?? '');
    if (rel(file).startsWith('layers/')) throw new RefusedPath(`${path} is a layer: publish the brands that extend it`);
    return { file, merchant: basename(file, '.json') };
  };
  const rel = (path: string) => relative(tenantsDir, path).split(sep).join('/');

  async function problemsOf(path: string, text: string): Promise<StudioProblem[]> {
    if (!rel(path).startsWith('layers/')) {
      const { problems } = await checkTenantText(text, path);
      return problems.map((p) => studioProblem(p, displayPath(path), tenantsDir));
    }
    // A layer is checked as part of every brand that extends it: its problems are theirs.
    const brands = await brandsUsing(tenantsDir, path);
    const found = await Promise.all(brands.map((brand) => readFile(brand, 'utf8').then((t) => checkTenantText(t, brand))));
    return found.flatMap(({ problems }) =>
      problems.filter((p) => p.file === displayPath(path)).map((p) => studioProblem(p, '', tenantsDir)),
    );
  }

  async function answerFile(path: string): Promise<FileAnswer> {
    const text = await readFile(path, 'utf8');
    const content = JSON.parse(text) as unknown;
    const merged = await mergeLayers(content, displayPath(path), path, displayPath, new Map(), join(tenantsDir, LAYERS_FOLDER));
    const layer = rel(path).startsWith('layers/');
    const { sources, overrides } =
      'merged' in merged ? inheritance(merged.merged, displayPath(path), (file) => rel(resolve(file))) : { sources: {}, overrides: {} };
    return {
      path: rel(path),
      kind: layer ? 'layer' : 'brand',
      ...(layer ? { reaches: (await brandsUsing(tenantsDir, path)).map((brand) => basename(brand, '.json')) } : {}),
      hash: contentHash(text),
      content,
      ...('merged' in merged ? { merged: merged.merged.config } : {}),
      sources,
      overrides,
      problems: await problemsOf(path, text),
    };
  }

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof RefusedPath) return c.json({ error: error.message }, 403);
    if (error instanceof SyntaxError) return c.json({ error: `not JSON: ${error.message}` }, 400);
    log(`studio: ${error.stack ?? error.message}`);
    return c.json({ error: error.message }, 500);
  });
  app.use('*', async (c, next) => {
    const why = refusal(access, {
      method: c.req.method,
      host: c.req.header('host'),
      origin: c.req.header('origin'),
      token: c.req.query('token'),
      cookie: getCookie(c, COOKIE),
    });
    // The password form is the one thing open without the token (from the studio's own origin).
    const login =
      c.req.path === '/login' && options.password !== undefined && !why?.startsWith('unknown host') && !why?.startsWith('requests from');
    if (why && !login) {
      if (c.req.path.startsWith('/api/')) return c.json({ error: why }, 403);
      return c.html(refusedPage(why, options.password !== undefined), 403);
    }
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
    return next();
  });

  app.get('/', async (c) => {
    if (c.req.query('token') !== undefined) {
      setCookie(c, COOKIE, access.session, { httpOnly: true, sameSite: 'Strict', path: '/' });
      return c.redirect('/');
    }
    c.header('content-security-policy', csp(options.previewPort));
    c.header('cache-control', 'no-store');
    return c.html(await readFile(join(appDir, 'index.html'), 'utf8'));
  });
  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const given = typeof form['password'] === 'string' ? form['password'] : '';
    if (options.password === undefined || !same(given, options.password)) return c.html(refusedPage('wrong password', true), 403);
    setCookie(c, COOKIE, access.session, { httpOnly: true, sameSite: 'Strict', path: '/' });
    return c.redirect('/');
  });
  app.get('/app/*', async (c) => {
    const file = await pathUnder(appDir, c.req.path.slice('/app/'.length)).catch(() => undefined);
    const body = file ? await readFile(file).catch(() => undefined) : undefined;
    if (!body) return c.text('not found', 404);
    return c.body(body, 200, { 'content-type': contentType(extname(file!)), 'cache-control': 'public, max-age=31536000, immutable' });
  });

  const api = new Hono();
  api.use('*', bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ error: `a request body is at most ${MAX_BODY} bytes` }, 413) }));
  // Its unions of enums as one list of choices each (the bottom bar's items), as the form draws them.
  api.get('/schema', async (c) => c.json(withUnionsAsEnums(await loadTenantSchema())));
  api.get('/brands', async (c) => c.json(await listBrands(tenantsDir, auditLog)));
  api.get('/layers', async (c) => {
    const layersDir = join(tenantsDir, LAYERS_FOLDER);
    const rows = await Promise.all(
      (await listLayerNames(layersDir)).map(
        async (name): Promise<LayerRow> => ({
          path: `layers/${name}.json`,
          name,
          brands: (await brandsUsing(tenantsDir, join(layersDir, `${name}.json`))).map((brand) => basename(brand, '.json')),
        }),
      ),
    );
    return c.json(rows);
  });
  api.get('/file', async (c) => c.json(await answerFile(await configPath(tenantsDir, c.req.query('path') ?? ''))));
  api.post('/check', async (c) => {
    const path = await configPath(tenantsDir, c.req.query('path') ?? '');
    const { content } = (await c.req.json()) as { content: unknown };
    const text = await readFile(path, 'utf8').catch(() => undefined);
    const schema = await loadTenantSchema();
    return c.json({ problems: await problemsOf(path, formatBrandFile(text ? JSON.parse(text) : undefined, content, schema)) });
  });
  api.put('/file', async (c) => {
    const path = await configPath(tenantsDir, c.req.query('path') ?? '');
    const body = (await c.req.json()) as { content?: unknown; hash?: unknown; operator?: unknown };
    if (!isObject(body.content)) return c.json({ error: 'content must be the file as a JSON object' }, 400);
    const operator = operatorOf(body);
    if (!operator) return c.json({ error: 'name the operator making the change' }, 400);
    const before = await readFile(path, 'utf8').catch(() => undefined);
    // Someone (another tab, an editor, git) changed the file since this edit began: no lost update.
    if ((before === undefined ? '' : contentHash(before)) !== (body.hash ?? ''))
      return c.json({ error: 'the file changed since it was opened', hash: before === undefined ? '' : contentHash(before) }, 409);
    const previous = before === undefined ? undefined : (JSON.parse(before) as unknown);
    const text = formatBrandFile(previous, body.content, await loadTenantSchema());
    const problems = await problemsOf(path, text);
    const changed = changedPointers(previous, JSON.parse(text));
    if (changed.length) {
      await writeAtomically(path, text);
      await audit(operator, rel(path), problems.length ? 'save-with-problems' : 'save', changed);
    }
    return c.json({ hash: contentHash(text), problems, changed } satisfies SaveAnswer);
  });
  api.get('/audit', async (c) => {
    const path = await configPath(tenantsDir, c.req.query('path') ?? '');
    return c.json(await readAudit(auditLog, rel(path)));
  });
  api.get('/asset', async (c) => {
    const path = await pathUnder(tenantsDir, c.req.query('path') ?? '');
    const body = await readFile(path).catch(() => undefined);
    if (!body) return c.json({ error: 'no such file' }, 404);
    return c.body(body, 200, {
      'content-type': contentType(extname(path)),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  api.post('/preview', async (c) => {
    const path = await configPath(tenantsDir, c.req.query('path') ?? '');
    const answer: PreviewAnswer | undefined = await preview.show(path).catch((error: unknown) => {
      if (error instanceof PreviewDown) return undefined;
      throw error;
    });
    if (!answer) return c.json({ error: preview.status().down ?? 'the preview stopped' }, 503);
    return c.json({ ...answer, generation: preview.status().generation }, answer.error ? 422 : 200);
  });
  api.get('/preview', (c) => c.json(preview.status()));
  api.route(
    '/',
    releaseRoutes({
      out: options.out,
      check: options.check,
      brandOf: async (path) => {
        const brand = await brandOf(path);
        return { ...brand, rel: rel(brand.file) };
      },
      problemsOf: async (file) => problemsOf(file, await readFile(file, 'utf8')),
      audit,
    }),
  );
  api.post('/upload', async (c) => {
    const { merchant } = await brandOf(`${c.req.query('brand') ?? ''}.json`);
    const bytes = Buffer.from(await c.req.arrayBuffer());
    try {
      return c.json(await saveUpload(tenantsDir, merchant, c.req.query('name') ?? '', bytes));
    } catch (error) {
      if (error instanceof RefusedPath) throw error;
      return c.json({ error: (error as Error).message }, 415);
    }
  });
  app.route('/api', api);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const bound = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${bound}/?token=${access.token}`,
    token: access.token,
    previewPid: preview.pid,
    close: async () => {
      await preview.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Writes a file so that a reader sees the old bytes or the new, never half: a temporary file beside it, renamed over it. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(temporary, text, { flag: 'wx' });
  await rename(temporary, path);
}

function studioProblem(p: Problem, file: string, tenantsDir: string): StudioProblem {
  return {
    pointer: p.pointer,
    message: p.message,
    ...(p.hint ? { hint: p.hint } : {}),
    ...(p.file !== file ? { source: relative(tenantsDir, resolve(p.file)).split(sep).join('/') } : {}),
  };
}

/** The brand files under the tenants folder whose layers include `layer`. */
async function brandsUsing(tenantsDir: string, layer: string): Promise<string[]> {
  const { listTenantFiles } = await import('../../core/config/load.ts');
  const cache: LayerCache = new Map();
  const uses = await Promise.all(
    (await listTenantFiles(tenantsDir)).map(async (brand) => {
      let content: unknown;
      try {
        content = JSON.parse(await readFile(brand, 'utf8'));
      } catch {
        return [];
      }
      const merged = await mergeLayers(content, displayPath(brand), brand, displayPath, cache);
      return 'merged' in merged && merged.merged.layers.some((l) => l.path === layer) ? [brand] : [];
    }),
  );
  return uses.flat();
}

async function listBrands(tenantsDir: string, auditLog: string): Promise<BrandRow[]> {
  const { listTenantFiles } = await import('../../core/config/load.ts');
  const audit = await readAudit(auditLog);
  const cache: LayerCache = new Map();
  return Promise.all(
    (await listTenantFiles(tenantsDir)).map(async (path): Promise<BrandRow> => {
      const text = await readFile(path, 'utf8');
      const { tenants, problems } = await checkTenantText(text, path, cache);
      let content: Record<string, unknown> = {};
      try {
        const parsed = JSON.parse(text) as unknown;
        if (isObject(parsed)) content = parsed;
      } catch {}
      const merged = tenants[0]?.merged.config ?? content;
      const brand = isObject(merged['brand']) ? merged['brand'] : {};
      const languages =
        isObject(merged['languages']) && Array.isArray(merged['languages']['offered']) ? merged['languages']['offered'] : [];
      const file = relative(tenantsDir, path);
      const last = audit.find((entry) => entry.file === file)?.time ?? (await stat(path)).mtime.toISOString();
      return {
        path: file,
        code: basename(path, '.json'),
        ...(typeof brand['name'] === 'string' ? { name: brand['name'] } : {}),
        ...(typeof brand['logo'] === 'string' ? { logo: brand['logo'] } : {}),
        languages: languages.filter((l): l is string => typeof l === 'string'),
        valid: problems.length === 0,
        problems: problems.length,
        changed: last,
        extends: Array.isArray(content['extends']) ? content['extends'].filter((l): l is string => typeof l === 'string') : [],
      };
    }),
  );
}

/** The app's content security policy: its own scripts and styles, the preview in a frame. */
function csp(previewPort: number): string {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    `frame-src http://127.0.0.1:${previewPort} http://localhost:${previewPort}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

function refusedPage(why: string, password: boolean): string {
  const escaped = why.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const form = password
    ? '<form method="post" action="/login"><label>Password <input type="password" name="password" autocomplete="current-password" required></label> <button>Sign in</button></form>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>skinforge studio</title></head><body><main><h1>skinforge studio</h1><p>${escaped}</p>${form}</main></body></html>`;
}
