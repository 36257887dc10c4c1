// `npm run bench:gateway`: game-list latency in-process, then requests/s on loopback. Prints, asserts nothing.
import { listen, load, percentile } from './bench-load.ts';
import { encryptPayload } from '../core/payload-crypto.ts';
import { createGateway } from './server.ts';
import { openDatabase } from './store/db.ts';
import { loadAllTenants } from './tenants.ts';
import { demoPassword } from './seed/accounts.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const tenants = await loadAllTenants();
const { app, gw } = createGateway({ db: openDatabase(':memory:'), tenants });
const merchant = 'luzon';
const luzon = tenants.find((t) => t.config.merchantCode === merchant)!;

// A mix of the lobby's queries: type pages, vendor filters, name searches, deep pages.
const queries = [
  'gameType=RNG&pageNo=1&pageSize=18',
  'gameType=RNG&vassalage=PG&pageNo=2&pageSize=18',
  'gameName=dragon&pageNo=1&pageSize=18',
  'gameType=RNG&gameClassify=JP&pageNo=1&pageSize=18',
  'isNew=1&pageNo=1&pageSize=18',
  'gameType=LIVE&pageNo=1&pageSize=12',
  'pageNo=40&pageSize=18',
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
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(3)} ms   p95 ${percentile(times, 95).toFixed(3)} ms   (${times.length} runs over ${gw.catalog.size} games)`,
  );
}

await timeInProcess('game list, catalogue query only', (i) =>
  gw.catalog.query(merchant, Object.fromEntries(new URLSearchParams(queries[i % queries.length]))),
);
await timeInProcess('game list, full call (validate, query, JSON)', async (i) =>
  (await app.request(`/wps/relay/GCSGAME_gameList?${queries[i % queries.length]}`, { headers: { Merchant: merchant } })).text(),
);

const { base, server } = await listen(app);

await load('GET game list (loopback, 10 connections)', `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18`, {
  headers: { Merchant: merchant },
  seconds,
});
const sealed = encryptPayload(gw.rsa.modulusHex, { username: 'demo01', password: demoPassword(luzon.config), type: 'username' });
await load('POST login, rsa-des + scrypt (loopback)', `${base}/wps/session/login`, {
  method: 'POST',
  body: JSON.stringify(sealed.body),
  headers: { Merchant: merchant, 'Content-Type': 'application/json', Encryption: sealed.header },
  seconds,
});

// Logins cut off by the load generator's exit are still hashing: end the process rather than close the store under them.
server.close();
process.exit(0);
