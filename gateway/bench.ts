// `npm run bench:gateway`: game-list latency in-process, then requests/s on loopback. Prints, asserts nothing.
import { serve } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { encryptPayload } from '../src/shared/payload-crypto.ts';
import { createGateway } from './server.ts';
import { openDatabase } from './store/db.ts';
import { loadAllTenants } from './tenants.ts';
import { demoPassword } from './seed/accounts.ts';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
// autocannon runs in its own process, so the load generator does not share the server's event loop.
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const tenants = await loadAllTenants();
const { app, gw } = createGateway({ db: openDatabase(':memory:'), tenants });
const merchant = 'luzon';
const luzon = tenants.find((t) => t.config.merchantCode === merchant)!;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// A mix of the lobby's queries: type pages, vendor filters, name searches, deep pages.
const queries = [
  'gameType=RNG&pageNo=1&pageSize=18', 'gameType=RNG&vassalage=PG&pageNo=2&pageSize=18', 'gameName=dragon&pageNo=1&pageSize=18',
  'gameType=RNG&gameClassify=JP&pageNo=1&pageSize=18', 'isNew=1&pageNo=1&pageSize=18', 'gameType=LIVE&pageNo=1&pageSize=12', 'pageNo=40&pageSize=18',
];
async function timeInProcess(label: string, run: (i: number) => unknown): Promise<void> {
  for (let i = 0; i < 200; i++) await run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(3)} ms   p95 ${percentile(times, 95).toFixed(3)} ms   (${times.length} runs over ${gw.catalog.size} games)`);
}

await timeInProcess('game list, catalogue query only', (i) => gw.catalog.query(merchant, Object.fromEntries(new URLSearchParams(queries[i % queries.length]))));
await timeInProcess('game list, full call (validate, query, JSON)', async (i) => (await app.request(`/wps/relay/GCSGAME_gameList?${queries[i % queries.length]}`, { headers: { Merchant: merchant } })).text());

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

async function load(label: string, url: string, options: { method?: string; body?: string; headers: Record<string, string> }): Promise<void> {
  const args = [autocannonCli, '--json', '-c', '10', '-d', String(seconds), ...(options.method ? ['-m', options.method] : []), ...(options.body ? ['-b', options.body] : [])];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as CannonResult;
  console.log(`${label.padEnd(44)} ${r.requests.average.toFixed(0)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}, errors ${r.errors}`);
}

await load('GET game list (loopback, 10 connections)', `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18`, { headers: { Merchant: merchant } });
const sealed = encryptPayload(gw.rsa.modulusHex, { username: 'demo01', password: demoPassword(luzon.config), type: 'username' });
await load('POST login, rsa-des + scrypt (loopback)', `${base}/wps/session/login`, { method: 'POST', body: JSON.stringify(sealed.body), headers: { Merchant: merchant, 'Content-Type': 'application/json', Encryption: sealed.header } });

// Logins cut off by the load generator's exit are still hashing: end the process rather than close the store under them.
server.close();
process.exit(0);
