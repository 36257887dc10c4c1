import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from './static-server.ts';
import type { Server } from 'node:http';

let server: Server;
let origin: string;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skinforge-site-'));
  await mkdir(join(root, 'help'));
  await writeFile(join(root, 'index.html'), 'home');
  await writeFile(join(root, 'help', 'index.html'), 'help');
  await writeFile(join(root, '404.html'), 'not here');
  await writeFile(join(root, '_headers'), "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: frame-ancestors 'none'\n");
  await writeFile(join(root, '..', 'secret.txt'), 'secret');
  server = await createStaticServer({ root });
  await listen(server, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('static server', () => {
  it('serves pages at clean URLs with the _headers headers', async () => {
    const response = await fetch(`${origin}/help`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('help');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect((await fetch(`${origin}/index.html`)).status).toBe(200);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${origin}/nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not here');
  });

  it('never serves files outside the site', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/help/..%2f..%2fsecret.txt', '/%ff']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toBe('secret');
    }
  });

  it('does not serve the host configuration in _headers', async () => {
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it('sends text gzipped to a browser that takes it, as a host in front of the site would', async () => {
    const page = `<p>${'a game card '.repeat(500)}</p>`;
    await writeFile(join(root, 'long.html'), page);
    const { request } = await import('node:http');
    const answer = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: number }>((done, fail) =>
        request(`${origin}/long`, { headers: { 'accept-encoding': encoding } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => done({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes }));
        })
          .on('error', fail)
          .end(),
      );
    const zipped = await answer('gzip, deflate, br');
    expect(zipped).toMatchObject({ encoding: 'gzip', vary: 'accept-encoding' });
    expect(zipped.bytes).toBeLessThan(page.length / 10);
    expect(await answer('identity')).toEqual({ encoding: undefined, vary: 'accept-encoding', bytes: page.length });
    // fetch decodes it: the same page.
    expect(await (await fetch(`${origin}/long`)).text()).toBe(page);
    // Rebuilt in place (as `site dev` and a rebuild do): the new bytes, not the last compressed answer.
    const rebuilt = `<p>${'a new game card '.repeat(500)}</p>`;
    await writeFile(join(root, 'long.html'), rebuilt);
    expect(await (await fetch(`${origin}/long`)).text()).toBe(rebuilt);
  });

  it('takes a path that starts with // as a path, and keeps serving', async () => {
    // `//?x` made the URL parser throw in the request handler, which ended the server.
    const root = await fetch(`${origin}//?i=0`);
    expect(root.status).toBe(200);
    expect(await root.text()).toBe('home');
    expect((await fetch(`${origin}//help`)).status).toBe(200);
    expect((await fetch(`${origin}/help`)).status).toBe(200);
  });

  it('refuses writes', async () => {
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(405);
  });
});

describe('static server with a gateway', () => {
  it('proxies /wps, /lgw and /lotto with the visitor address (never to a host a // path names), and says so when the gateway is down', async () => {
    const seen: Array<{ url: string | undefined; forwarded: string | undefined; host: string | undefined; merchant: string | undefined }> =
      [];
    const { createServer } = await import('node:http');
    const upstream = createServer((req, res) => {
      seen.push({
        url: req.url,
        forwarded: req.headers['x-forwarded-for'] as string | undefined,
        host: req.headers['x-forwarded-host'] as string | undefined,
        merchant: req.headers['merchant'] as string | undefined,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
    await listen(upstream, 0);
    const gateway = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const root = await mkdtemp(join(tmpdir(), 'skinforge-site-'));
    const site = await createStaticServer({ root, gateway });
    await listen(site, 0);
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      for (const path of ['/wps/system/status', '/lgw/games/game_menus', '/lotto/lgw/games/opened/numero']) {
        const response = await fetch(`${origin}${path}`, { headers: { Merchant: 'luzon' } });
        expect(await response.json()).toEqual({ success: true });
      }
      expect(seen.map((s) => s.url)).toEqual(['/wps/system/status', '/lgw/games/game_menus', '/lotto/lgw/games/opened/numero']);
      // A path that reads as another host's address is a path of the site's: it was sent on to that host.
      expect((await fetch(`${origin}//elsewhere.invalid/wps/system/status`)).status).toBe(404);
      expect(seen).toHaveLength(3);
      expect(seen.every((s) => s.merchant === 'luzon' && s.forwarded === '127.0.0.1' && s.host === new URL(origin).host)).toBe(true);
      await new Promise<void>((done) => upstream.close(() => done()));
      const down = await fetch(`${origin}/wps/system/status`);
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ success: false, errorCode: 'gateway.unreachable' });
    } finally {
      await new Promise<void>((done) => site.close(() => done()));
    }
  });
});
