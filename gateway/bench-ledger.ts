// `npm run bench:ledger`: the ledger on a database file, as the gateway runs it. First `post` alone
// (one journal transaction per transfer, in process: transfers/s, p50 and p95), then a deposit's
// credit and a withdrawal's request and approval (in process, each its own transaction with its
// order, notification and journal), then the transfer call over loopback under 10 connections,
// each request with a fresh request id. Prints, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen, load, percentile } from './bench-load.ts';
import { createGateway } from './server.ts';
import { MAIN_WALLET } from '../core/money.ts';
import { openDatabase } from './store/db.ts';
import { createDeposit, settleDeposit } from './store/deposits.ts';
import { ledgerProblems, post } from './store/ledger.ts';
import { insertMember } from './store/members.ts';
import { createSession } from './store/sessions.ts';
import { bindPayoutAccount } from './store/payout-accounts.ts';
import { requestWithdrawal, settleWithdrawal } from './store/withdrawals.ts';
import { loadAllTenants } from './tenants.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
const db = openDatabase(join(dir, 'gateway.sqlite'));
const { app, gw } = createGateway({ db, tenants: await loadAllTenants() });
const merchant = 'emerald';
const tenant = gw.tenants.get(merchant)!;
const now = Date.now();
const memberId = insertMember(db, { merchant, username: `bench${now}`, passwordHash: 'x', now, openingBalance: 1_000_000_000_00 });
const DAY = 86_400_000;

/** Times `count` runs of `op` (after its untimed `setup`, if any) and prints operations/s, p50 and p95. */
function measure<T>(
  label: string,
  count: number,
  op: (i: number, prepared: T) => void,
  setup: (i: number) => T = () => undefined as T,
): void {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const prepared = setup(i);
    const t0 = performance.now();
    op(i, prepared);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0) / 1000;
  console.log(
    `${label.padEnd(44)} ${(count / total).toFixed(0).padStart(5)} ops/s   p50 ${percentile(times, 50).toFixed(3)} ms   p95 ${percentile(times, 95).toFixed(3)} ms`,
  );
}

// In process: the ledger's own cost (checks, journal, entries, balances, answer, commit).
const TRANSFERS = 5000;
measure('post(), a transfer, in process, file database', TRANSFERS, (i) => {
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
});

// A deposit's credit: the order settled, the journal (wallet, house deposits, fees) and the member's notification.
const channelId = tenant.config.wallet.deposit.channels[0]!.id;
measure(
  'deposit credit (order made untimed)',
  2000,
  (_, orderId: number) => settleDeposit(db, tenant, orderId, { credit: true }, now),
  (i) => createDeposit(db, tenant, { memberId, requestId: `bench-dep-${i}`, channelId, amount: 100, now }).id,
);

// A withdrawal: the request (its checks and the hold) and the approval (the hold to payouts, the
// notification), each a day apart so the merchant's daily count never stops the run.
const { id: accountId } = bindPayoutAccount(db, tenant, {
  memberId,
  providerId: tenant.config.wallet.withdrawal.payoutProviders[0]!.id,
  accountName: 'Bench Member',
  accountNumber: '12345678',
  now,
});
const WITHDRAWALS = 2000;
const orders: number[] = [];
measure('withdrawal request (the hold)', WITHDRAWALS, (i) => {
  orders.push(requestWithdrawal(db, tenant, { memberId, requestId: `bench-wd-${i}`, accountId, amount: 50, now: now + i * DAY }).id);
});
measure('withdrawal approval (the payout)', WITHDRAWALS, (i) => settleWithdrawal(db, tenant, orders[i]!, { approve: true }, now + i * DAY));

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
  (db.prepare("SELECT COUNT(*) AS n FROM journal WHERE member_id = ? AND kind = 'transfer'").get(memberId) as { n: number }).n - TRANSFERS;
console.log(`${moved} transfers in the journal over loopback`);
console.log(`invariants: ${ledgerProblems(db).join('; ') || 'hold'}`);
server.close();
db.close();
rmSync(dir, { recursive: true, force: true });
