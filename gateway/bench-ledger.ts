// `npm run bench:ledger`: the ledger on a database file, as the gateway runs it. First `post` alone
// (one journal transaction per transfer, in process: transfers/s, p50 and p95), then the transfer
// call over loopback under 10 connections, each request with a fresh request id. Prints, asserts nothing.
import { serve } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createGateway } from './server.ts';
import { openDatabase } from './store/db.ts';
import { ledgerProblems, post } from './store/ledger.ts';
import { insertMember } from './store/members.ts';
import { createSession } from './store/sessions.ts';
import { loadAllTenants } from './tenants.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
const db = openDatabase(join(dir, 'gateway.sqlite'));
const { app } = createGateway({ db, tenants: await loadAllTenants() });
const merchant = 'emerald';
const now = Date.now();
const memberId = insertMember(db, { merchant, username: `bench${now}`, passwordHash: 'x', now, openingBalance: 1_000_000_000_00 });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// In process: the ledger's own cost (checks, journal, entries, balances, answer, commit).
const times: number[] = [];
const started = performance.now();
for (let i = 0; i < 5000; i++) {
  const t0 = performance.now();
  const [from, to] = i % 2 ? [{ memberId, vendor: 'PG' }, { memberId }] : [{ memberId }, { memberId, vendor: 'PG' }];
  post(db, { merchant, requester: `member:${memberId}`, requestId: `bench-${i}`, kind: 'transfer', memberId, fingerprint: `t${i}`, legs: [{ account: from, amount: -100 }, { account: to, amount: 100 }], now }, (id) => ({ id }));
  times.push(performance.now() - t0);
}
const elapsed = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
console.log(`${'post(), in process, file database'.padEnd(44)} ${(times.length / elapsed).toFixed(0)} transfers/s   p50 ${percentile(times, 50).toFixed(3)} ms   p95 ${percentile(times, 95).toFixed(3)} ms`);

// Over loopback: the whole call (session, schema validation, ledger, JSON), autocannon in its own process.
const token = createSession(db, memberId, now);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
// -I: autocannon writes a fresh id for [<id>] in every request.
const body = JSON.stringify({ requestId: '[<id>]', from: 'MAIN', to: 'PG', amount: 0.01 });
const args = [autocannon, '--json', '-I', '-c', '10', '-d', String(seconds), '-m', 'POST', '-b', body, '-H', `Merchant=${merchant}`, '-H', 'Content-Type=application/json', '-H', `Authorization=${token}`];
const { stdout } = await promisify(execFile)(process.execPath, [...args, `http://127.0.0.1:${port}/wps/relay/GCS_walletTransfer`], { maxBuffer: 16 * 1024 * 1024 });
const r = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p90: number; p99: number }; non2xx: number; errors: number };
const moved = (db.prepare("SELECT COUNT(*) AS n FROM journal WHERE member_id = ? AND kind = 'transfer'").get(memberId) as { n: number }).n - times.length;
console.log(`${'POST GCS_walletTransfer (loopback, 10 conn.)'.padEnd(44)} ${r.requests.average.toFixed(0)} req/s   p50 ${r.latency.p50} ms   p90 ${r.latency.p90} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}, errors ${r.errors}; ${moved} transfers in the journal`);
console.log(`invariants: ${ledgerProblems(db).join('; ') || 'hold'}`);
server.close();
db.close();
rmSync(dir, { recursive: true, force: true });
