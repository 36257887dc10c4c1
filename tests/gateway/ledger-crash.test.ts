// The ledger across processes and crashes: real gateway servers (gateway/cli.ts serve) over one
// database file, two at once taking parallel transfers with repeated request ids, and one killed
// with SIGKILL in the middle of a burst and started again. Whatever was answered with success is
// in the ledger exactly once; a retry of any request id after the restart moves nothing twice;
// the invariants hold exactly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { DEMO } from './harness.ts';
import { call, type Envelope, type Gateway, kill, killAll, startGateway as startServer } from './servers.ts';

const startGateway = (fresh = false) => startServer(dbPath, fresh);

const dir = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
const dbPath = join(dir, 'gateway.sqlite');

afterAll(() => {
  killAll();
  rmSync(dir, { recursive: true, force: true });
});

interface Transfer {
  requestId: string;
  from: string;
  to: string;
  amount: number;
}

/** `count` transfers with ids `prefix-n`: out of the main wallet to PG and EVO, and back. */
function transfers(prefix: string, count: number): Transfer[] {
  const routes = [
    ['MAIN', 'PG'],
    ['MAIN', 'EVO'],
    ['PG', 'MAIN'],
    ['EVO', 'MAIN'],
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const [from, to] = routes[i % 4]!;
    return { requestId: `${prefix}-${String(i).padStart(4, '0')}`, from, to, amount: 1 + (i % 5) + (i % 4) / 4 };
  });
}

/** Sends every body, `width` at a time, each to the gateway `pick` chooses; what each answered (or the network error). */
async function burst(bodies: Transfer[], pick: (i: number) => Gateway, token: string, width: number, onAnswer?: () => void) {
  const results: Array<{ body: Transfer; answer?: Envelope }> = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++;
      const body = bodies[i]!;
      const answer = await call(pick(i), '/wps/relay/GCS_walletTransfer', body, token).catch(() => undefined);
      results.push({ body, ...(answer ? { answer } : {}) });
      onAnswer?.();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** The journal transaction of each request id the member sent (a read of the file, as an auditor would). */
function journalOf(username: string): { rows: Map<string, number[]>; problems: string[]; total: number } {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const member = db.prepare("SELECT id FROM members WHERE merchant = 'emerald' AND username = ?").get(username) as { id: number };
    const rows = new Map<string, number[]>();
    for (const row of db
      .prepare("SELECT request_id AS requestId, id FROM journal WHERE requester = ? AND kind = 'transfer'")
      .all(`member:${member.id}`) as Array<{ requestId: string; id: number }>) {
      rows.set(row.requestId, [...(rows.get(row.requestId) ?? []), row.id]);
    }
    const total = (db.prepare('SELECT SUM(balance) AS total FROM ledger_accounts WHERE member_id = ?').get(member.id) as { total: number })
      .total;
    return { rows, problems: ledgerProblems(db), total };
  } finally {
    db.close();
  }
}

/** Every request answered with success is in the journal once, as the transaction it was answered with. */
function expectAnsweredOnce(results: Array<{ body: Transfer; answer?: Envelope }>, rows: Map<string, number[]>): number {
  let answered = 0;
  for (const { body, answer } of results) {
    // The one refusal there may be: the source wallet was short at that moment (vendor wallets start empty).
    if (answer && !answer.success) expect(answer.errorCode, body.requestId).toBe('wallet.balance.insufficient');
    if (!answer?.success) continue;
    answered++;
    expect(rows.get(body.requestId), body.requestId).toEqual([answer.value.transactionId]);
  }
  return answered;
}

let first: Gateway;
let token: string;
beforeAll(async () => {
  first = await startGateway(true);
  const login = await call(first, '/wps/session/login', { username: 'demo01', password: DEMO.emerald, type: 'username' });
  expect(login.success, JSON.stringify(login)).toBe(true);
  token = login.value.token as string;
}, 120_000);

describe('the ledger across processes', () => {
  it('two servers over one file take parallel transfers with repeated ids: each id moves once', async () => {
    const second = await startGateway();
    // 90 transfers, each sent three times, spread over both servers, 24 in flight at a time.
    const bodies = transfers('two', 90)
      .flatMap((t) => [t, t, t])
      .sort(() => Math.random() - 0.5);
    const results = await burst(bodies, (i) => (i % 2 ? first : second), token, 24);
    expect(results.every((r) => r.answer)).toBe(true);
    const { rows, problems, total } = journalOf('demo01');
    expect(problems).toEqual([]);
    expect(expectAnsweredOnce(results, rows)).toBeGreaterThan(90);
    for (const id of new Set(bodies.map((b) => b.requestId))) {
      const answers = results.filter((r) => r.body.requestId === id && r.answer?.success).map((r) => r.answer!.value.transactionId);
      expect(new Set(answers).size, id).toBeLessThanOrEqual(1);
      expect(rows.get(id)?.length ?? 0, id).toBe(answers.length ? 1 : 0);
    }
    // Transfers move money between the member's own wallets: the total stays what it was.
    expect(total).toBe(1000_00);
    await kill(second);
  }, 120_000);

  it('killed with SIGKILL mid-burst three times: nothing answered is lost, a retry moves nothing twice', async () => {
    let gateway = first;
    const all: Transfer[] = [];
    for (let round = 0; round < 3; round++) {
      const bodies = transfers(`crash${round}`, 240).flatMap((t) => [t, t]);
      all.push(...bodies);
      let answers = 0;
      const victim = gateway;
      // The kill lands while requests are in flight: after the 120th answer of 480.
      const results = await burst(
        bodies,
        () => victim,
        token,
        16,
        () => {
          if (++answers === 120) victim.child.kill('SIGKILL');
        },
      );
      if (victim.child.exitCode === null && victim.child.signalCode === null) await kill(victim);
      expect(results.filter((r) => !r.answer).length, 'requests cut off by the kill').toBeGreaterThan(0);
      const { rows, problems, total } = journalOf('demo01');
      expect(problems).toEqual([]);
      expect(expectAnsweredOnce(results, rows)).toBeGreaterThanOrEqual(40);
      expect(total).toBe(1000_00);
      gateway = await startGateway();
    }
    // The client retries every request id after the restart: answered ones answer the same
    // transaction again, cut-off ones move now, and none moves twice.
    const before = journalOf('demo01').rows;
    const retried = await burst(all, () => gateway, token, 16);
    const { rows, problems, total } = journalOf('demo01');
    for (const { body, answer } of retried) {
      expect(answer, body.requestId).toBeDefined();
      if (answer?.success) expect(rows.get(body.requestId), body.requestId).toEqual([answer.value.transactionId]);
      const earlier = before.get(body.requestId);
      if (earlier) expect(answer?.value?.transactionId, body.requestId).toBe(earlier[0]);
    }
    for (const ids of rows.values()) expect(ids).toHaveLength(1);
    expect(problems).toEqual([]);
    expect(total).toBe(1000_00);
    await kill(gateway);
  }, 240_000);
});
