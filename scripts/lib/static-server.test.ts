import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from './static-server.ts';
import type { Server } from 'node:http';

let server: Server;
let origin: string;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'skinforge-site-'));
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

  it('refuses writes', async () => {
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(405);
  });
});
