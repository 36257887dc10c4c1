// The seeded world is a history that happened: every seeded account registered
// before it did anything, its opening credit is its first movement, each movement's balance after
// is the one before it plus its amount in time order, no balance ever went below zero, and an
// account that did something logged in to do it. Walked over every seeded account of every demo
// merchant, in the ledger and as the transactions page gets it from the wire.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
const DAY = 86_400_000;

beforeAll(async () => {
  gw = await makeGateway();
});

interface Row {
  journal: number;
  kind: string;
  at: number;
  amount: number;
  after: number;
}

describe('the seeded history', () => {
  it('of every seeded account adds up, in time order, from an opening credit after its registration', () => {
    const db = gw.gw.db;
    const members = db.prepare('SELECT id, merchant, username, reg_date AS registered FROM members ORDER BY id').all() as Array<{
      id: number;
      merchant: string;
      username: string;
      registered: number;
    }>;
    expect(members.length).toBeGreaterThanOrEqual(4 * Object.keys(DEMO).length);
    const problems: string[] = [];
    for (const m of members) {
      const who = `${m.merchant} ${m.username}`;
      const accounts = db.prepare('SELECT id, kind, vendor FROM ledger_accounts WHERE member_id = ?').all(m.id) as Array<{
        id: number;
        kind: string;
        vendor: string;
      }>;
      let lastActivity = 0;
      for (const account of accounts) {
        const rows = db
          .prepare(
            `SELECT j.id AS journal, j.kind, j.created_at AS at, e.amount, e.balance_after AS after FROM ledger_entries e
             JOIN journal j ON j.id = e.journal_id WHERE e.account_id = ? ORDER BY j.created_at, j.id`,
          )
          .all(account.id) as unknown as Row[];
        // The order of the journal's ids is the order of time: what was written first happened first.
        const ids = rows.map((r) => r.journal);
        if (ids.join() !== [...ids].sort((a, b) => a - b).join()) problems.push(`${who}: movements written out of time order`);
        if (account.kind === 'main' && rows[0]?.kind !== 'opening')
          problems.push(`${who}: the first movement is ${rows[0]?.kind}, not the opening credit`);
        let balance = 0;
        for (const row of rows) {
          balance += row.amount;
          if (row.after !== balance)
            problems.push(`${who}: ${row.kind} at ${new Date(row.at).toISOString()} leaves ${row.after}, not ${balance}`);
          if (row.after < 0) problems.push(`${who}: ${row.kind} leaves ${row.after}, below zero`);
          if (row.at < m.registered) problems.push(`${who}: ${row.kind} on ${new Date(row.at).toISOString()}, before registering`);
          if (row.kind !== 'opening') lastActivity = Math.max(lastActivity, row.at);
        }
      }
      const logins = db.prepare('SELECT MIN(at) AS first, MAX(at) AS last FROM login_history WHERE member_id = ?').get(m.id) as {
        first: number | null;
        last: number | null;
      };
      if (lastActivity && logins.last === null) problems.push(`${who}: active, yet never logged in`);
      if (logins.first !== null && logins.first < m.registered) problems.push(`${who}: logged in before registering`);
      if (lastActivity && logins.last !== null && logins.last < lastActivity - DAY)
        problems.push(`${who}: last logged in days before its last movement`);
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(DEMO) as Array<keyof typeof DEMO>)(
    "of %s's demo01 adds up on the transactions page, newest first",
    async (merchant) => {
      const token = await gw.login('demo01', DEMO[merchant], merchant);
      const now = gw.gw.clock();
      const rows: Array<{ amount: number; balanceAfter: number; createdAt: number; kind: string }> = [];
      for (let pageNo = 1; ; pageNo++) {
        const answer = (
          await gw.call('GET', '/wps/relay/ODSFE2_walletTransactions', {
            token,
            merchant,
            query: { startTime: now - 90 * DAY, endTime: now + 1, pageNo, pageSize: 50 },
          })
        ).json;
        expect(answer.success, JSON.stringify(answer)).toBe(true);
        const { value } = answer;
        rows.push(...value.list);
        if (pageNo >= value.totalPages) break;
      }
      expect(rows.at(-1)?.kind).toBe('opening');
      const balance = (await gw.call('GET', '/wps/v2/wallets/balance', { token, merchant })).json.value.sumBalance;
      expect(rows[0]?.balanceAfter).toBe(balance);
      const cents = (n: number) => Math.round(n * 100);
      for (const [i, row] of rows.entries()) {
        const before = rows[i + 1]?.balanceAfter ?? 0;
        expect(cents(row.balanceAfter), `${row.kind} at ${new Date(row.createdAt).toISOString()}`).toBe(cents(before + row.amount));
        if (i + 1 < rows.length) expect(row.createdAt).toBeGreaterThanOrEqual(rows[i + 1]!.createdAt);
      }
    },
  );
});
