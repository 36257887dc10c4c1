// Every call of the contract, fed malformed, oversized, wrongly typed and wrongly encoded input over
// real HTTP: no answer is a 5xx, and the gateway still serves afterwards. Bounded: a fixed set of
// cases per call, and a fixed seed for the random ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../../gateway/main.ts';
import { callSchemas } from '../../../contract/validate.ts';

const dir = mkdtempSync(join(tmpdir(), 'gateway-fuzz-'));
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway({ PORT: '0', GATEWAY_DB: join(dir, 'fuzz.sqlite') });
});
afterAll(async () => {
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const next = random(20261124);
// Any character below the surrogates: control characters, quotes, markup, scripts of every kind.
const noise = (length: number) => Array.from({ length }, () => String.fromCharCode(Math.floor(next() * 0xd7ff))).join('');

/** Bodies no call accepts: broken JSON, wrong shapes and types, a huge body, wrong encodings. */
const BODIES: Array<{ body: BodyInit; type: string }> = [
  { body: '{"a": 1,', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '[1, "x", {}]', type: 'application/json' },
  { body: JSON.stringify({ username: 12, password: ['x'], pageNo: 'two', nodeId: { a: 1 }, value: 7 }), type: 'application/json' },
  { body: JSON.stringify({ value: 'not base64 !!' }), type: 'application/json' },
  { body: `{"value":"${'A'.repeat(70_000)}"}`, type: 'application/json' },
  { body: noise(300), type: 'application/json' },
  { body: new Blob([new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28])]), type: 'application/json' },
  { body: 'username=%E0%A4%A&email=%', type: 'application/x-www-form-urlencoded' },
  { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', type: 'multipart/form-data; boundary=x' },
];

/** Query strings no call accepts. */
const QUERIES = [
  '?pageNo=-1&pageSize=999999999',
  '?%E0%A4%A=1&a=%',
  '?gameType=RNG&gameType=LIVE',
  `?gameName=${encodeURIComponent(noise(50))}`,
  '?nodeId=1e999&t=NaN',
];

describe('fuzzing every call', () => {
  it('answers no malformed request with a 5xx, and serves afterwards', { timeout: 120_000 }, async () => {
    const base = `http://127.0.0.1:${gateway.port}`;
    const failures: string[] = [];
    let sent = 0;
    for (const { meta } of callSchemas().values()) {
      const headerSets: Array<Record<string, string>> = [
        { Merchant: 'luzon' },
        { Merchant: 'luzon', Authorization: 'f'.repeat(32), Encryption: noise(20).replace(/[^\x20-\x7e]/g, 'x') },
        { Merchant: 'saigon', Encryption: 'zz', Language: '<script>' },
      ];
      for (const headers of headerSets) {
        const requests: Array<RequestInit & { url: string }> =
          meta.method === 'GET'
            ? QUERIES.map((query) => ({ url: `${base}${meta.path}${query}`, method: 'GET', headers }))
            : BODIES.map(({ body, type }) => ({
                url: `${base}${meta.path}`,
                method: meta.method,
                headers: { ...headers, 'Content-Type': type },
                body,
              }));
        for (const { url, ...init } of requests) {
          const response = await fetch(url, init);
          await response.arrayBuffer();
          sent++;
          if (response.status >= 500) failures.push(`${init.method} ${url.slice(base.length, base.length + 80)}: ${response.status}`);
        }
      }
    }
    // The pages the gateway serves by navigation (no Merchant header).
    const pages = [
      '/wps/static/tenant/luzon/%E0%A4%A',
      '/wps/static/tenant/%/x.png',
      '/wps/static/icons/game/x.png',
      '/wps/demo/game?nodeId=%&back=%',
      '/wps/oauth/google/authorize?redirect_uri=%',
      '/wps/member/password/reset?token=%',
    ];
    for (const page of pages) {
      const response = await fetch(`${base}${page}`);
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`GET ${page}: ${response.status}`);
    }
    for (const page of ['/wps/member/password/reset', '/wps/oauth/google/authorize', '/wps/oauth/facebook/authorize']) {
      for (const { body, type } of BODIES) {
        const response = await fetch(`${base}${page}`, { method: 'POST', headers: { 'Content-Type': type }, body });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`POST ${page} (${type}): ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    const status = await fetch(`${base}/wps/system/status`, { headers: { Merchant: 'luzon' } });
    expect(status.status).toBe(200);
  });
});
