// The ledger in process: opening balances, transfers between wallets, idempotent request ids,
// refusals that move nothing, parallel requests, and the migration of the old balance column.
// Across processes and SIGKILL: ledger-crash.test.ts.
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/db.ts';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { type Client, DEMO, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('emerald'));
});

const transfer = (body: Record<string, unknown>, t = token, merchant = 'emerald') =>
  gw.call('POST', '/wps/relay/GCS_walletTransfer', { merchant, token: t, body });
const balances = async (t = token, merchant = 'emerald') =>
  (await gw.call('GET', '/wps/v2/wallets/balance', { merchant, token: t })).json.value;
const journalCount = (requestId: string) =>
  (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM journal WHERE request_id = ?').get(requestId) as { n: number }).n;

describe('the ledger', () => {
  it('opens every demo balance with a journal transaction, and the invariants hold', async () => {
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
    const value = await balances();
    expect(value.sumBalance).toBe(1000);
    expect(value.balance[0]).toEqual({ accountTypeId: 0, availBalance: 1000 });
    // emerald keeps a wallet per vendor of its products, empty until money moves in.
    expect(value.balance.slice(1).map((w: { vendor: string }) => w.vendor)).toContain('PG');
    expect(value.balance.slice(1).every((w: { availBalance: number }) => w.availBalance === 0)).toBe(true);
    // A currency without decimals counts whole units: saigon's 1,000 seed units (thousands of dong, seed/unit.ts) are 1,000,000 in the ledger.
    const saigon = gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'saigon' AND username = 'demo01'").get() as { id: number };
    expect(balanceOf(gw.gw.db, 'saigon', saigon.id)).toBe(1_000_000);
    expect((await gw.call('GET', '/wps/relay/GCS_merchantWallet', { merchant: 'emerald' })).json.value).toEqual({ isSingle: false });
    expect((await gw.call('GET', '/wps/relay/GCS_merchantWallet', { merchant: 'luzon' })).json.value).toEqual({ isSingle: true });
  });

  it('moves money between wallets once per request id, and answers a repeat as the first time', async () => {
    const first = await transfer({ requestId: 'move-0001', from: 'MAIN', to: 'PG', amount: 120.25 });
    expect(first.json.success).toBe(true);
    const wallets = Object.fromEntries(
      first.json.value.balance.map((w: { vendor?: string; availBalance: number }) => [w.vendor ?? 'MAIN', w.availBalance]),
    );
    expect(wallets['MAIN']).toBe(879.75);
    expect(wallets['PG']).toBe(120.25);
    const again = await transfer({ requestId: 'move-0001', from: 'MAIN', to: 'PG', amount: 120.25 });
    expect(again.json).toEqual(first.json);
    expect(journalCount('move-0001')).toBe(1);
    expect((await balances()).sumBalance).toBe(1000);
    // The same id for another transfer is a client bug: refused, nothing moves.
    const reused = await transfer({ requestId: 'move-0001', from: 'MAIN', to: 'PG', amount: 1 });
    expect(reused.status).toBe(409);
    expect(reused.json.errorCode).toBe('request.id.reused');
    expect((await balances()).balance[0].availBalance).toBe(879.75);
    // Back again with a new id.
    expect((await transfer({ requestId: 'move-0002', from: 'PG', to: 'MAIN', amount: 20.25 })).json.success).toBe(true);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('refuses what would overdraw, what has too many decimals and what is not a wallet, moving nothing', async () => {
    const before = await balances();
    const refusals = [
      [{ requestId: 'bad-00001', from: 'PG', to: 'MAIN', amount: 100.01 }, 'wallet.balance.insufficient'],
      [{ requestId: 'bad-00002', from: 'MAIN', to: 'PG', amount: 1_000_000 }, 'wallet.balance.insufficient'],
      [{ requestId: 'bad-00003', from: 'MAIN', to: 'PG', amount: 1.005 }, 'wallet.amount.invalid'],
      [{ requestId: 'bad-00004', from: 'MAIN', to: 'NOPE', amount: 1 }, 'wallet.unknown'],
      [{ requestId: 'bad-00005', from: 'MAIN', to: 'MAIN', amount: 1 }, 'wallet.same'],
    ] as const;
    for (const [body, code] of refusals) {
      const answer = await transfer(body);
      expect(answer.json.errorCode, JSON.stringify(body)).toBe(code);
      expect(journalCount(body.requestId)).toBe(0);
    }
    // Schema refusals: no amount of zero or below, no malformed request id.
    expect((await transfer({ requestId: 'bad-00006', from: 'MAIN', to: 'PG', amount: 0 })).status).toBe(400);
    expect((await transfer({ requestId: 'short', from: 'MAIN', to: 'PG', amount: 1 })).status).toBe(400);
    expect(await balances()).toEqual(before);
    // A refused request id is not spent: once the money is there, the same id goes through.
    expect((await transfer({ requestId: 'bad-00001', from: 'PG', to: 'MAIN', amount: 100 })).json.success).toBe(true);
  });

  it('keeps single-wallet merchants to one wallet and trial accounts out of money features', async () => {
    const luzon = await gw.login('demo01', DEMO.luzon, 'luzon');
    expect((await transfer({ requestId: 'luzon-0001', from: 'MAIN', to: 'PG', amount: 1 }, luzon, 'luzon')).json.errorCode).toBe(
      'function.not.available',
    );
    const trialToken = await gw.trialLogin();
    expect((await balances(trialToken, 'luzon')).sumBalance).toBe(2000);
    expect((await transfer({ requestId: 'trial-0001', from: 'MAIN', to: 'PG', amount: 1 }, trialToken, 'luzon')).json.errorCode).toBe(
      'in_need_true_account',
    );
  });

  it('parallel transfers with repeated request ids move each id once, and the invariants hold exactly', async () => {
    const runner = await gw.login('down01', DEMO.emerald, 'emerald');
    const vendors = ['PG', 'EVO', 'MAIN'];
    // 60 ids, each sent 4 times at once, in random directions among three wallets.
    const ids = Array.from({ length: 60 }, (_, i) => ({
      requestId: `race-${String(i).padStart(4, '0')}`,
      from: vendors[i % 3]!,
      to: vendors[(i + 1) % 3]!,
      amount: 1 + (i % 7),
    }));
    const bodies = ids.flatMap((body) => [body, body, body, body]).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(bodies.map((body) => transfer(body, runner).then((a) => ({ body, json: a.json }))));
    for (const { requestId } of ids) {
      const mine = answers.filter((a) => a.body.requestId === requestId);
      const succeeded = mine.filter((a) => a.json.success);
      // All four answers agree: moved once, or refused (the source was short at that moment).
      if (succeeded.length) expect(new Set(succeeded.map((a) => a.json.value.transactionId)).size).toBe(1);
      expect(journalCount(requestId)).toBe(succeeded.length ? 1 : 0);
    }
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
    expect((await balances(runner)).sumBalance).toBe(250);
  });
});

describe('the ledger migration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves the balances of a database from before the ledger into opening journal transactions', () => {
    const path = join(dir, 'old.sqlite');
    const old = new DatabaseSync(path);
    const migrations = new URL('../../gateway/migrations/', import.meta.url);
    for (const file of readdirSync(migrations)
      .filter((n) => /^00[1-4]_/.test(n))
      .sort())
      old.exec(readFileSync(new URL(file, migrations), 'utf8'));
    old.exec('PRAGMA user_version = 4');
    const add = old.prepare(
      "INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, balance_cents, reg_date) VALUES (?, ?, ?, 'x', 0, ?, 0)",
    );
    for (const [merchant, name, cents] of [
      ['luzon', 'a', 12_345],
      ['luzon', 'b', 0],
      ['luzon', 'c', 99],
      ['emerald', 'd', 500],
    ] as const)
      add.run(merchant, name, name, cents);
    old.close();

    const db = openDatabase(path);
    expect(ledgerProblems(db)).toEqual([]);
    const ids = db.prepare('SELECT username, id FROM members').all() as Array<{ username: string; id: number }>;
    const id = (name: string) => ids.find((m) => m.username === name)!.id;
    expect([
      balanceOf(db, 'luzon', id('a')),
      balanceOf(db, 'luzon', id('b')),
      balanceOf(db, 'luzon', id('c')),
      balanceOf(db, 'emerald', id('d')),
    ]).toEqual([12_345, 0, 99, 500]);
    expect((db.prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'opening'").get() as { n: number }).n).toBe(3);
    const columns = (db.prepare('PRAGMA table_info(members)').all() as Array<{ name: string }>).map((c) => c.name);
    expect(columns).not.toContain('balance_cents');
    db.close();
  });
});
