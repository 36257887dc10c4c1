// The studio's server over HTTP, on a copy of tenants/: who may ask, what it writes, and that a
// save over a file changed since it was opened is refused (409) rather than losing the change.
import { cp, mkdir, mkdtemp, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantsDir } from '../../core/config/paths.ts';
import { E2E_BASE_PORT } from '../lib/e2e-sites.ts';
import { hashFiles } from '../lib/releases.ts';
import { contentHash } from './format.ts';
import { type RunningStudio, startStudio } from './server.ts';

// Inside the browser suite's block of ports, above its sites; the studio's own browser spec takes +80.
const PORT = E2E_BASE_PORT + 82;
const origin = `http://127.0.0.1:${PORT}`;
let studio: RunningStudio;
let tenants: string;
let cookie: string;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'studio-server-'));
  tenants = join(base, 'tenants');
  await cp(tenantsDir, tenants, { recursive: true });
  const app = join(base, 'app');
  await mkdir(app);
  await writeFile(join(app, 'index.html'), '<!doctype html><title>studio</title>');
  studio = await startStudio({
    tenantsDir: tenants,
    appDir: app,
    host: '127.0.0.1',
    port: PORT,
    previewPort: PORT + 1,
    out: join(base, 'dist'),
    check: false,
    log: () => {},
  });
  const opened = await fetch(studio.url, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  cookie = /^([^;]+)/.exec(opened.headers.get('set-cookie') ?? '')![1]!;
  expect(opened.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  expect(opened.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
});
afterAll(() => studio?.close());

const put = (path: string, body: unknown, headers: Record<string, string> = { cookie, origin }) =>
  fetch(`${origin}/api/file?path=${encodeURIComponent(path)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function statusOf(method: string, path: string, headers: Record<string, string>, body: string): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, method, path, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        done(res.statusCode);
      },
    );
    req.once('error', fail);
    req.end(body);
  });
}

describe('the studio server', () => {
  it('refuses every request without the token or cookie, or from another origin, and writes nothing', async () => {
    const before = await readFile(join(tenants, 'emerald.json'), 'utf8');
    const content = { ...JSON.parse(before), timezone: 'Asia/Tokyo' };
    const body = { content, hash: contentHash(before), operator: 'mallory' };
    expect((await fetch(`${origin}/api/brands`)).status).toBe(403);
    expect((await fetch(`${origin}/`)).status).toBe(403);
    expect((await put('emerald.json', body, { origin })).status).toBe(403);
    expect((await put('emerald.json', body, { cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect((await put('emerald.json', body, { cookie: 'skinforge-studio=guess', origin })).status).toBe(403);
    // A DNS name of an attacker's pointed at 127.0.0.1 (fetch cannot set Host: node:http can).
    expect(await statusOf('PUT', '/api/file?path=emerald.json', { cookie, host: `evil.example:${PORT}` }, JSON.stringify(body))).toBe(403);
    expect(await readFile(join(tenants, 'emerald.json'), 'utf8')).toBe(before);
  });

  it('refuses a path outside the tenants folder in any request', async () => {
    for (const path of ['../package.json', '/etc/passwd', 'layers/../../package.json'])
      expect((await put(path, { content: {}, hash: '', operator: 'x' })).status).toBe(403);
    expect((await fetch(`${origin}/api/file?path=..%2Fpackage.json`, { headers: { cookie } })).status).toBe(403);
    expect((await fetch(`${origin}/api/asset?path=..%2Fpackage.json`, { headers: { cookie } })).status).toBe(403);
  });

  it('saves formatted as the repository keeps it, logs who changed what, and answers 409 to a save over a newer file', async () => {
    const file = join(tenants, 'emerald.json');
    const before = await readFile(file, 'utf8');
    const loaded = (await (await fetch(`${origin}/api/file?path=emerald.json`, { headers: { cookie } })).json()) as {
      hash: string;
      content: { brand: { name: string } };
    };
    expect(loaded.hash).toBe(contentHash(before));
    const renamed = { ...loaded.content, brand: { ...loaded.content.brand, name: 'Emerald Cove' } };
    const saved = await put('emerald.json', { content: renamed, hash: loaded.hash, operator: 'ana' });
    expect(saved.status).toBe(200);
    const after = await readFile(file, 'utf8');
    expect(after).toBe(before.replace('"name": "Emerald Bay"', '"name": "Emerald Cove"'));
    const audit = (await (await fetch(`${origin}/api/audit?path=emerald.json`, { headers: { cookie } })).json()) as Array<{
      operator: string;
      changed: string[];
    }>;
    expect(audit[0]).toMatchObject({ operator: 'ana', changed: ['/brand/name'], action: 'save' });
    // A second tab still holds the first version: its save is told the file changed.
    const stale = await put('emerald.json', { content: { ...renamed, timezone: 'Asia/Tokyo' }, hash: loaded.hash, operator: 'ben' });
    expect(stale.status).toBe(409);
    expect(await readFile(file, 'utf8')).toBe(after);
  });

  it('saves a config with problems as it is, and says so', async () => {
    const file = join(tenants, 'saigon.json');
    const text = await readFile(file, 'utf8');
    const content = JSON.parse(text);
    content.brand.theme.text = content.brand.theme.background;
    const answer = (await (await put('saigon.json', { content, hash: contentHash(text), operator: 'ana' })).json()) as {
      problems: Array<{ pointer: string }>;
    };
    expect(answer.problems.map((p) => p.pointer)).toContain('/brand/theme/text');
    expect(JSON.parse(await readFile(file, 'utf8')).brand.theme.text).toBe(content.brand.theme.background);
    // A draft, never published: refused before any build starts.
    const publish = await fetch(`${origin}/api/publish?path=saigon.json`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ operator: 'ana' }),
    });
    expect(publish.status).toBe(422);
    expect(((await publish.json()) as { error: string }).error).toMatch(/problem.*not published/);
    await expect(readFile(join(tenants, '..', 'dist', 'saigon', 'index.html'))).rejects.toThrow(/ENOENT/);
  });

  it('lists the layers with the brands they reach, and opens one with them', async () => {
    const layers = (await (await fetch(`${origin}/api/layers`, { headers: { cookie } })).json()) as Array<{
      path: string;
      brands: string[];
    }>;
    expect(layers).toContainEqual({ path: 'layers/families/ph.json', name: 'families/ph', brands: ['luzon', 'visayas'] });
    const ph = (await (await fetch(`${origin}/api/file?path=layers/families/ph.json`, { headers: { cookie } })).json()) as {
      kind: string;
      reaches: string[];
    };
    expect(ph).toMatchObject({ kind: 'layer', reaches: ['luzon', 'visayas'] });
  });

  it('sizes an uploaded image into the brand assets, and refuses what is no image or names a path', async () => {
    const upload = (query: string, body: Buffer) =>
      fetch(`${origin}/api/upload?${query}`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'image/png' },
        body: new Uint8Array(body),
      });
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: '#10b981' } })
      .png()
      .toBuffer();
    const answer = (await (await upload('brand=emerald&name=banner', big)).json()) as { path: string; width: number; height: number };
    expect(answer).toMatchObject({ width: 1024, height: 512 });
    expect(answer.path).toMatch(/^assets\/emerald\/banner-[0-9a-f]{8}\.png$/);
    expect((await sharp(await readFile(join(tenants, answer.path))).metadata()).format).toBe('png');
    const malformed = await upload('brand=emerald&name=banner', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect</svg>'));
    expect(malformed.status).toBe(415);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^not a well-formed SVG \(line 1, column/);
    expect((await upload('brand=emerald&name=banner', Buffer.from('not an image'))).status).toBe(415);
    expect((await upload('brand=emerald&name=..%2F..%2Fx', big)).status).toBe(403);
    expect((await upload('brand=..%2Fx&name=logo', big)).status).toBe(403);
  });

  it('lets in a browser that gives the password, when one is set', async () => {
    const port = PORT + 2;
    const other = await startStudio({
      ...{ tenantsDir: tenants, host: '127.0.0.1', port, previewPort: port + 1, out: join(tenants, '..', 'dist'), check: false },
      appDir: join(tenants, '..', 'app'),
      password: 'correct horse battery',
      log: () => {},
    });
    try {
      const at = `http://127.0.0.1:${port}`;
      const login = (password: string) =>
        fetch(`${at}/login`, { method: 'POST', redirect: 'manual', headers: { origin: at }, body: new URLSearchParams({ password }) });
      expect((await login('wrong')).status).toBe(403);
      const answer = await login('correct horse battery');
      expect(answer.status).toBe(302);
      const session = /^([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!;
      expect((await fetch(`${at}/api/brands`, { headers: { cookie: session } })).status).toBe(200);
      // The form is no way in from another site.
      expect(
        (
          await fetch(`${at}/login`, {
            method: 'POST',
            headers: { origin: 'http://evil.example' },
            body: new URLSearchParams({ password: 'correct horse battery' }),
          })
        ).status,
      ).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('runs the preview in a process of its own: the API answers while it is stopped, and one that dies is started again', async () => {
    const headers = { cookie, origin };
    const shown = fetch(`${origin}/api/preview?path=visayas.json`, { method: 'POST', headers });
    await vi.waitFor(() => expect(studio.previewPid()).toBeDefined(), { timeout: 5_000 });
    const pid = studio.previewPid()!;
    expect(pid).not.toBe(process.pid);
    // Astro's dev server starting (or frozen) there holds up nothing here.
    process.kill(pid, 'SIGSTOP');
    try {
      const started = performance.now();
      expect((await fetch(`${origin}/api/brands`, { headers })).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await (await fetch(`${origin}/api/preview`, { headers })).json()).toMatchObject({ state: 'starting' });
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    process.kill(pid, 'SIGKILL');
    const answer = await shown;
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: string }).error).toBe('the preview stopped (SIGKILL); starting it again');
    expect(await (await fetch(`${origin}/api/preview`, { headers })).json()).toMatchObject({ state: 'down' });
    // A new process, a second later.
    await vi.waitFor(() => expect([undefined, pid]).not.toContain(studio.previewPid()), { timeout: 5_000 });
  });

  it('shows a release against the live one, makes it live or discards it, and never makes a held one live', async () => {
    const out = join(tenants, '..', 'dist');
    const ids = ['20261201-000000-0001', '20261202-000000-0002', '20261203-000000-0003'] as const;
    // Three releases of luzon as a build leaves them (a site, its manifest and config), the first live, the third held.
    for (const [i, id] of ids.entries()) {
      const dir = join(out, '.releases', 'luzon', id);
      await mkdir(join(dir, 'site'), { recursive: true });
      await writeFile(join(dir, 'site', 'index.html'), `<h1>Luzon ${i}</h1>`);
      await writeFile(join(dir, 'site', `only-${i}.html`), '<p>');
      const files = await hashFiles(join(dir, 'site'));
      const manifest = {
        id,
        merchant: 'luzon',
        createdAt: `2026-12-0${i + 1}T00:00:00.000Z`,
        pages: 2,
        files,
        fingerprint: { config: id },
      };
      await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
      await writeFile(
        join(dir, 'config.json'),
        JSON.stringify({ brand: { name: `Luzon ${i}` }, ...(i ? { timezone: 'Asia/Manila' } : {}) }),
      );
      await writeFile(join(dir, 'client-manifest.json'), '{}');
      if (i === 2) await writeFile(join(dir, 'check.json'), JSON.stringify({ passed: false, findings: 3, report: 'r', held: true }));
    }
    await symlink(`.releases/luzon/${ids[0]}/site`, join(out, 'luzon'));
    const headers = { cookie, origin, 'content-type': 'application/json' };
    const post = (action: string, release: string) =>
      fetch(`${origin}/api/${action}?path=luzon.json`, { method: 'POST', headers, body: JSON.stringify({ operator: 'ana', release }) });
    const live = async () => (await readlink(join(out, 'luzon'))).split('/')[2];

    const diff = await (await fetch(`${origin}/api/diff?path=luzon.json&release=${ids[1]}`, { headers })).json();
    expect(diff).toEqual({
      release: ids[1],
      live: ids[0],
      held: false,
      config: [
        { pointer: '/brand/name', from: 'Luzon 0', to: 'Luzon 1' },
        { pointer: '/timezone', to: 'Asia/Manila' },
      ],
      pages: { added: ['only-1.html'], removed: ['only-0.html'], changed: ['index.html'] },
    });
    // Held by the gate: looked at, never made live.
    expect(await (await fetch(`${origin}/api/diff?path=luzon.json&release=${ids[2]}`, { headers })).json()).toMatchObject({ held: true });
    const refused = await post('make-live', ids[2]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/held by the release gate/);
    expect((await post('discard', ids[0])).status).toBe(409);
    expect(await live()).toBe(ids[0]);

    expect((await post('discard', ids[2])).status).toBe(200);
    await expect(readFile(join(out, '.releases', 'luzon', ids[2], 'manifest.json'))).rejects.toThrow(/ENOENT/);
    expect(await (await post('make-live', ids[1])).json()).toEqual({ from: ids[0], to: ids[1] });
    expect(await live()).toBe(ids[1]);
    const audit = await (await fetch(`${origin}/api/audit?path=luzon.json`, { headers })).json();
    expect(audit.slice(0, 2)).toMatchObject([
      { operator: 'ana', action: 'publish', changed: [ids[1]] },
      { operator: 'ana', action: 'discard', changed: [ids[2]] },
    ]);
  });
});
