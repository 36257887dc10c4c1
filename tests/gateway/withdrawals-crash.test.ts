// Withdrawals across crashes. Twelve members each ask for two withdrawals, every request sent three
// times, while the server is killed with SIGKILL mid-burst and restarted; then every request is
// sent again. Each request id holds money once, every success answered is the order on file, and
// what the house holds equals the pending orders. Then operators approve every order at once, each
// in a CLI process of its own, a third of them killed mid-way, and approve again: each order is
// paid out once, and the invariants hold exactly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/crypto/password.ts';
import { openDatabase } from '../../gateway/store/db.ts';
import { creditOpening, ledgerProblems } from '../../gateway/store/ledger.ts';
import { insertMember } from '../../gateway/store/members.ts';
import { call, type Envelope, type Gateway, kill, killAll, root, startGateway } from './servers.ts';

const dir = mkdtempSync(join(tmpdir(), 'withdrawals-crash-'));
const dbPath = join(dir, 'gateway.sqlite');
const MEMBERS = 12;
const PASSWORD = 'Crash1234!';
const PAYMENT = '975310';

afterAll(() => {
  killAll();
  rmSync(dir, { recursive: true, force: true });
});

interface Member {
  username: string;
  token: string;
  accountId: number;
}

let gateway: Gateway;
const members: Member[] = [];

/** The test's members, each with $500, a payment password and a payout account, written into the file as the seed would. */
async function makeMembers(): Promise<Array<{ username: string; accountId: number }>> {
  const [passwordHash, paymentHash] = await Promise.all([hashPassword(PASSWORD), hashPassword(PAYMENT)]);
  const db = openDatabase(dbPath);
  try {
    return Array.from({ length: MEMBERS }, (_, i) => {
      const username = `crash${String(i).padStart(2, '0')}`;
      const now = Date.now();
      const id = insertMember(db, { merchant: 'emerald', username, passwordHash, now });
      creditOpening(db, { merchant: 'emerald', memberId: id, amount: 500_00, requester: 'operator', requestId: `crash-open-${id}`, now });
      db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(paymentHash, id);
      const account = db
        .prepare(
          "INSERT INTO payout_accounts (member_id, provider_id, account_name, account_number, created_at) VALUES (?, 'skrill', ?, ?, ?)",
        )
        .run(id, username, `SK${id}000111`, now);
      return { username, accountId: Number(account.lastInsertRowid) };
    });
  } finally {
    db.close();
  }
}

interface Request {
  member: Member;
  body: { requestId: string; accountId: number; amount: number; paymentPassword: string };
}

/** Sends every request, `width` at a time; what each answered, or nothing when the connection broke. */
async function burst(requests: Request[], width: number, onAnswer?: () => void) {
  const results: Array<Request & { answer?: Envelope }> = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await call(gateway, '/wps/relay/PAY_withdraw', request.body, request.member.token).catch(() => undefined);
      results.push({ ...request, ...(answer ? { answer } : {}) });
      onAnswer?.();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** The file as an auditor reads it. */
function audit() {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const orders = db
      .prepare(
        "SELECT w.id, w.request_id AS requestId, m.username, w.amount, w.status FROM withdrawal_orders w JOIN members m ON m.id = w.member_id WHERE m.username LIKE 'crash%'",
      )
      .all() as Array<{ id: number; requestId: string; username: string; amount: number; status: string }>;
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      orders,
      // The test's members' (the seeded demo team has withdrawals of its own).
      holds: count(
        "SELECT COUNT(*) AS n FROM journal j JOIN members m ON m.id = j.member_id WHERE j.request_id LIKE 'withdrawal-hold:%' AND m.username LIKE 'crash%'",
      ),
      settlements: count(
        "SELECT COUNT(*) AS n FROM journal j JOIN members m ON m.id = j.member_id WHERE j.request_id LIKE 'withdrawal-settle:%' AND m.username LIKE 'crash%'",
      ),
      held: count("SELECT IFNULL(SUM(balance), 0) AS n FROM ledger_accounts WHERE merchant = 'emerald' AND kind = 'withdrawals'"),
      paidOut: count("SELECT IFNULL(SUM(balance), 0) AS n FROM ledger_accounts WHERE merchant = 'emerald' AND kind = 'payouts'"),
      fees: count("SELECT IFNULL(SUM(balance), 0) AS n FROM ledger_accounts WHERE merchant = 'emerald' AND kind = 'fees'"),
      wallets: count(
        "SELECT IFNULL(SUM(a.balance), 0) AS n FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.username LIKE 'crash%'",
      ),
      problems: ledgerProblems(db),
    };
  } finally {
    db.close();
  }
}

/** Runs `withdrawal approve <id>` in a process of its own; killed with SIGKILL after `killAfterMs` when given. */
function approve(id: number, killAfterMs?: number): Promise<void> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['gateway/cli.ts', 'withdrawal', 'approve', String(id)], {
      cwd: root,
      env: { ...process.env, GATEWAY_DB: dbPath },
      stdio: 'ignore',
    });
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', () => done());
  });
}

/** The seeded world's payouts and fees, before the test's orders. */
let seeded: { paidOut: number; fees: number };

beforeAll(async () => {
  gateway = await startGateway(dbPath, true);
  seeded = audit();
  for (const { username, accountId } of await makeMembers()) {
    const login = await call(gateway, '/wps/session/login', { username, password: PASSWORD, type: 'username' });
    expect(login.success, JSON.stringify(login)).toBe(true);
    members.push({ username, token: login.value.token as string, accountId });
  }
}, 180_000);

describe('withdrawals across crashes', () => {
  it('killed mid-burst: every request id holds once, and what is held is what is pending', async () => {
    // Two withdrawals a member (emerald's daily count), each request sent three times.
    const requests = members
      .flatMap((member) =>
        [0, 1].map((n) => ({
          member,
          body: { requestId: `${member.username}-wd-${n}`, accountId: member.accountId, amount: 100 + n * 25.5, paymentPassword: PAYMENT },
        })),
      )
      .flatMap((r) => [r, r, r])
      .sort(() => Math.random() - 0.5);
    let answers = 0;
    const victim = gateway;
    const results = await burst(requests, 12, () => {
      if (++answers === 20) victim.child.kill('SIGKILL');
    });
    await kill(victim);
    expect(results.filter((r) => !r.answer).length, 'requests cut off by the kill').toBeGreaterThan(0);
    gateway = await startGateway(dbPath);
    const retried = await burst(requests, 12);

    const { orders, holds, held, wallets, problems } = audit();
    expect(problems).toEqual([]);
    expect(orders).toHaveLength(MEMBERS * 2);
    expect(holds).toBe(MEMBERS * 2);
    for (const { member, body, answer } of [...results, ...retried]) {
      if (!answer) continue;
      expect(answer.success, `${body.requestId}: ${JSON.stringify(answer)}`).toBe(true);
      const order = orders.find((o) => o.username === member.username && o.requestId === body.requestId);
      expect(answer.value.orderId, body.requestId).toBe(order?.id);
    }
    expect(held).toBe(orders.reduce((sum, o) => sum + o.amount, 0));
    // Nothing left the members' money: it is in their wallets or held for them.
    expect(wallets + held).toBe(MEMBERS * 500_00);
  }, 240_000);

  it('approved by many operator processes at once, a third killed mid-way: each order is paid out once', async () => {
    await kill(gateway);
    const { orders } = audit();
    // Every order twice at once, a third of the processes killed after 150 to 450 ms.
    await Promise.all(orders.flatMap((o, i) => [approve(o.id, i % 3 === 0 ? 150 + (i % 7) * 50 : undefined), approve(o.id)]));
    const afterKills = audit();
    expect(afterKills.problems).toEqual([]);
    expect(afterKills.settlements).toBe(orders.length);
    // Approving again changes nothing.
    await Promise.all(orders.map((o) => approve(o.id)));
    const { settlements, held, paidOut, fees, wallets, problems, orders: settled } = audit();
    expect(problems).toEqual([]);
    expect(settled.every((o) => o.status === 'APPROVED')).toBe(true);
    expect(settlements).toBe(orders.length);
    expect(held).toBe(0);
    // What the house's payouts and fees hold beyond the seeded world's is the test's orders.
    const paid = paidOut - seeded.paidOut + fees - seeded.fees;
    expect(paid).toBe(orders.reduce((sum, o) => sum + o.amount, 0));
    expect(wallets + paid).toBe(MEMBERS * 500_00);
  }, 240_000);
});
