// `npm run bench:ledger`: the ledger on a database file, as the gateway runs it. First `post` alone
// (one journal transaction per transfer, in process: transfers/s, p50 and p95), then the transfer
// call over loopback under 10 connections, each request with a fresh request id. Prints, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen, load, percentile } from './bench-load.ts';
import { createGateway } from './server.ts';
import { MAIN_WALLET } from '../src/shared/money.ts';
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

// In process: the ledger's own cost (checks, journal, entries, balances, answer, commit).
const times: number[] = [];
const started = performance.now();
for (let i = 0; i < 5000; i++) {
  const t0 = performance.now();
  const [from, to] = i % 2 ? [{ memberId, vendor: 'PG' }, { memberId }] : [{ memberId }, { memberId, vendor: 'PG' }];
  post(
    db,
    {
      merchant,
      requester: `member:${memberId}`,
      requestId: `bench-${i}`,
      kind: 'transfer',
      memberId,
      fingerprint: `t${i}`,
      legs: [
        { account: from, amount: -100 },
        { account: to, amount: 100 },
      ],
      now,
    },
    (id) => ({ id }),
  );
  times.push(performance.now() - t0);
}
const elapsed = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
console.log(
  `${'post(), in process, file database'.padEnd(44)} ${(times.length / elapsed).toFixed(0)} transfers/s   p50 ${percentile(times, 50).toFixed(3)} ms   p95 ${percentile(times, 95).toFixed(3)} ms`,
);

// Over loopback: the whole call (session, schema validation, ledger, JSON), autocannon in its own process.
const token = createSession(db, memberId, now);
const { base, server } = await listen(app);
const body = JSON.stringify({ requestId: '[<id>]', from: MAIN_WALLET, to: 'PG', amount: 0.01 });
const headers = { Merchant: merchant, 'Content-Type': 'application/json', Authorization: token };
await load('POST GCS_walletTransfer (loopback, 10 conn.)', `${base}/wps/relay/GCS_walletTransfer`, {
  method: 'POST',
  body,
  headers,
  seconds,
  freshIds: true,
});
const moved =
  (db.prepare("SELECT COUNT(*) AS n FROM journal WHERE member_id = ? AND kind = 'transfer'").get(memberId) as { n: number }).n -
  times.length;
console.log(`${moved} transfers in the journal over loopback`);
console.log(`invariants: ${ledgerProblems(db).join('; ') || 'hold'}`);
server.close();
db.close();
rmSync(dir, { recursive: true, force: true });
