// `npm run bench:reports`: the agent centre's reports over a large team, in process, on a database
// file as the gateway runs it. An agent with 200 accounts on three levels below it (sub-agents,
// sub-sub-agents, members), 12,000 bets over 60 days, two deposits and a withdrawal each, beside
// 20,000 bets of 100 accounts outside the team (which the reports must not wade through); then
// each report call (validation, query, JSON) over the 60 days, with and without filters: p50 and
// p95 (target p95 ≤ 50 ms). Prints, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './bench-load.ts';
import { createGateway } from './server.ts';
import { Prng } from './seed/prng.ts';
import { outcome, placeBet, playableGames } from './store/bets.ts';
import { openDatabase, transaction } from './store/db.ts';
import { createDeposit, settleDeposit } from './store/deposits.ts';
import { insertMember } from './store/members.ts';
import { createSession } from './store/sessions.ts';
import { bindPayoutAccount } from './store/payout-accounts.ts';
import { requestWithdrawal, settleWithdrawal } from './store/withdrawals.ts';
import { loadAllTenants } from './tenants.ts';

const DAY = 86_400_000;
const BETS = 12_000;
const OUTSIDE_BETS = 20_000;
const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
const db = openDatabase(join(dir, 'gateway.sqlite'));
const { app, gw } = createGateway({ db, tenants: await loadAllTenants() });
const tenant = gw.tenants.get('luzon')!;
const now = Date.now();
const prng = new Prng(17);

// The team: 5 sub-agents, 3 sub-sub-agents under each, 10 members under each of those, and 30
// members directly under the agent: 200 accounts below it. The rest of the platform: another agent's 100.
const built = performance.now();
const agent = insertMember(db, { merchant: 'luzon', username: 'benchagent', passwordHash: 'x', type: 1, now: now - 90 * DAY });
const other = insertMember(db, { merchant: 'luzon', username: 'benchother', passwordHash: 'x', type: 1, now: now - 90 * DAY });
const team: number[] = [];
const outside: number[] = [];
const open = (username: string, upline: number, type = 0, into = team) => {
  const id = insertMember(db, {
    merchant: 'luzon',
    username,
    passwordHash: 'x',
    type,
    uplineId: upline,
    openingBalance: 1_000_000_00,
    now: now - 90 * DAY,
  });
  into.push(id);
  return id;
};
for (let s = 0; s < 5; s++) {
  const sub = open(`bsub${s}`, agent, 2);
  for (let ss = 0; ss < 3; ss++) {
    const subsub = open(`bsub${s}x${ss}`, sub, 2);
    for (let m = 0; m < 10; m++) open(`bm${s}x${ss}x${m}`, subsub);
  }
}
for (let m = 0; m < 30; m++) open(`bdirect${m}`, agent);
for (let m = 0; m < 100; m++) open(`bout${m}`, other, 0, outside);
const games = playableGames(db, tenant);
transaction(db, () => {
  for (let i = 0; i < BETS + OUTSIDE_BETS; i++) {
    const stake = prng.int(1, 50) * 100;
    const game = prng.pick(games);
    const memberId = prng.pick(i < BETS ? team : outside);
    placeBet(db, tenant, { memberId, ...game, stake, payout: outcome(() => prng.next(), stake), now: now - prng.int(0, 60 * DAY) });
  }
});
for (const [n, memberId] of team.entries()) {
  for (const k of [0, 1]) {
    const at = now - prng.int(1, 59) * DAY;
    const order = createDeposit(db, tenant, { memberId, requestId: `bench-dep-${k}`, channelId: 'gcash', amount: 500, now: at });
    settleDeposit(db, tenant, order.id, { credit: true }, at + 1000);
  }
  const account = bindPayoutAccount(db, tenant, {
    memberId,
    providerId: 'gcash',
    accountName: 'Bench',
    accountNumber: `0917${String(n).padStart(7, '0')}`,
    now,
  });
  const at = now - prng.int(1, 59) * DAY;
  const order = requestWithdrawal(db, tenant, { memberId, requestId: 'bench-wd', accountId: account.id, amount: 300, now: at });
  settleWithdrawal(db, tenant, order.id, { approve: true }, at + 1000);
}
console.log(
  `built a team of ${team.length} with ${BETS} bets (and ${OUTSIDE_BETS} outside it) in ${((performance.now() - built) / 1000).toFixed(1)} s`,
);

const token = createSession(db, agent, Date.now());
const period = `startTime=${now - 60 * DAY}&endTime=${now + 1}`;
const calls: Array<[label: string, path: string]> = [
  ['profit and loss, every downline', `/wps/agent/report/profit-loss?${period}`],
  ['profit and loss, one account', `/wps/agent/report/profit-loss?${period}&account=bsub2`],
  ['revenue, every game type', `/wps/agent/report/revenue?${period}`],
  ['revenue, one game type', `/wps/agent/report/revenue?${period}&gameType=RNG`],
  ['downline transactions, all, page 1', `/wps/agent/report/transactions?${period}`],
  ['downline transactions, deposits, page 5', `/wps/agent/report/transactions?${period}&group=DEPOSIT&pageNo=5`],
  ['downline transactions, one account', `/wps/agent/report/transactions?${period}&account=bm3x1x4`],
  ['team overview (for comparison)', `/wps/agent/team/overview?${period}`],
];
for (const [label, path] of calls) {
  const ask = async () => {
    const answer = await app.request(path, { headers: { Merchant: 'luzon', Authorization: token } });
    const body = (await answer.json()) as { success: boolean };
    if (!body.success) throw new Error(`${label}: ${JSON.stringify(body)}`);
  };
  for (let i = 0; i < 10; i++) await ask(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await ask();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms`);
}
db.close();
rmSync(dir, { recursive: true, force: true });
