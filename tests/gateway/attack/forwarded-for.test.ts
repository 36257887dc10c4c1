// The attacker writes X-Forwarded-For to be seen from another address (to skip IP verification,
// reset per-IP captcha counters, escape a region restriction). Played through the project's own
// proxy (scripts/lib/static-server.ts), from a loopback address of the attacker's own, 127.0.0.2.
import { serve, type ServerType } from '@hono/node-server';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../../scripts/lib/static-server.ts';
import { restrictIp } from '../../../gateway/store/merchant-status.ts';
import { makeGateway, type Client } from '../harness.ts';

const ATTACKER = '127.0.0.2';
let gateway: ServerType;
let site: Server;
let sitePort: number;
let gw: Client;
const root = mkdtempSync(join(tmpdir(), 'attack-site-'));

beforeAll(async () => {
  gw = await makeGateway();
  const gatewayPort = await new Promise<number>((done) => {
    gateway = serve({ fetch: gw.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => done(info.port));
  });
  site = await createStaticServer({ root, gateway: `http://127.0.0.1:${gatewayPort}` });
  await listen(site, 0);
  sitePort = (site.address() as { port: number }).port;
});
afterAll(() => {
  site.close();
  gateway.close();
  rmSync(root, { recursive: true, force: true });
});

/** The status call through the site's proxy, from the attacker's address, with what they wrote. */
function status(forwardedFor?: string): Promise<{ location: { ip: string }; regionRestriction: boolean }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { Merchant: 'luzon', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) };
    const call = request({ host: '127.0.0.1', port: sitePort, path: '/wps/system/status', localAddress: ATTACKER, headers }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => done((JSON.parse(body) as { value: { location: { ip: string }; regionRestriction: boolean } }).value));
    });
    call.on('error', fail);
    call.end();
  });
}

describe('X-Forwarded-For written by the client', () => {
  it('is never believed: the gateway sees the address the proxy added', async () => {
    expect((await status()).location.ip).toBe(ATTACKER);
    for (const claimed of ['127.0.0.1', '203.0.113.66', '127.0.0.1, 10.0.0.1', 'not-an-ip']) {
      expect((await status(claimed)).location.ip, claimed).toBe(ATTACKER);
    }
  });

  it('cannot escape a region restriction', async () => {
    restrictIp(gw.gw.db, 'luzon', ATTACKER);
    expect((await status()).regionRestriction).toBe(true);
    expect((await status('203.0.113.66')).regionRestriction).toBe(true);
  });
});
