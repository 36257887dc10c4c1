// A member's records: transactions from the ledger (every movement on their wallets in a period,
// by group, paged, with the period's totals; periods are checked), bets and profit and loss.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prng } from '../../gateway/seed/prng.ts';
import { placeBet, playBets } from '../../gateway/store/bets.ts';
import { creditDueDeposits } from '../../gateway/store/deposits.ts';
import { creditOpening, ledgerProblems } from '../../gateway/store/ledger.ts';
import { addDays, periodOf } from '../../core/periods.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
let token: string;
const DAY = 86_400_000;
beforeAll(async () => {
  gw = await makeGateway();
  // An account of its own with $1,000 (the demo accounts have a seeded betting history).
  const made = (await gw.call('PUT', '/wps/member/register/oneClick', { merchant: 'emerald', body: { ageConfirmed: true } })).json.value;
  const member = gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'emerald' AND username = ?").get(made.username) as {
    id: number;
  };
  creditOpening(gw.gw.db, {
    merchant: 'emerald',
    memberId: member.id,
    amount: 1000_00,
    requester: 'operator',
    requestId: 'records-open',
    now: gw.gw.clock(),
  });
  token = await gw.login(made.username, made.password, 'emerald');
});

const records = async (query: Record<string, string | number>) =>
  (await gw.call('GET', '/wps/relay/ODSFE2_walletTransactions', { merchant: 'emerald', token, query })).json;
const period = () => ({ startTime: gw.gw.clock() - 7 * DAY, endTime: gw.gw.clock() + 1 });

describe('transaction records', () => {
  it('list every movement on the member wallets, newest first, with the totals of the period', async () => {
    const call = (path: string, body: Record<string, unknown>) => gw.call('POST', path, { merchant: 'emerald', token, body });
    gw.clock.advance(1000);
    await call('/wps/relay/PAY_createDeposit', { requestId: 'rec-dep-0001', channelId: 'card', amount: 100 });
    gw.clock.advance(10_000);
    creditDueDeposits(gw.gw.db, gw.gw.tenants, gw.gw.clock());
    gw.clock.advance(1000);
    await call('/wps/relay/GCS_walletTransfer', { requestId: 'rec-move-001', from: 'MAIN', to: 'PG', amount: 40 });

    const all = await records(period());
    expect(all.success).toBe(true);
    // The transfer is two entries (main out, PG in), the deposit one (97.50 after the 2.5% fee), the opening one.
    expect(all.value.list.map((e: { kind: string; wallet: string; amount: number }) => [e.kind, e.wallet, e.amount])).toEqual([
      ['transfer', 'MAIN', -40],
      ['transfer', 'PG', 40],
      ['deposit', 'MAIN', 97.5],
      ['opening', 'MAIN', 1000],
    ]);
    expect(all.value.list[0]).toMatchObject({ group: 'TRANSFER', balanceAfter: 1057.5 });
    expect(all.value).toMatchObject({ totalCount: 4, totalPages: 1, totalIn: 1137.5, totalOut: 40 });
  });

  it('filter by group, page, and leave out what is outside the period', async () => {
    expect((await records({ ...period(), group: 'DEPOSIT' })).value).toMatchObject({ totalCount: 1, totalIn: 97.5, totalOut: 0 });
    const paged = await records({ ...period(), pageSize: 3, pageNo: 2 });
    expect(paged.value).toMatchObject({ totalPages: 2, totalCount: 4 });
    expect(paged.value.list.map((e: { kind: string }) => e.kind)).toEqual(['opening']);
    const later = await records({ startTime: gw.gw.clock() + 1, endTime: gw.gw.clock() + DAY });
    expect(later.value).toMatchObject({ list: [], totalCount: 0, totalIn: 0, totalOut: 0 });
  });

  it('refuse a period that ends before it starts or spans more than 92 days', async () => {
    const now = gw.gw.clock();
    expect((await records({ startTime: now, endTime: now - 1 })).errorCode).toBe('records.range.invalid');
    expect((await records({ startTime: now - 93 * DAY, endTime: now })).errorCode).toBe('records.range.invalid');
    expect((await records({ startTime: now - 92 * DAY, endTime: now })).success).toBe(true);
    // 92 of emerald's days in Malta, from 2025-10-01 (the clocks went back on 26 October): an hour longer.
    const malta = periodOf('2025-10-01', addDays('2025-10-01', 91), 'Europe/Malta');
    expect(malta.end - malta.start).toBe(92 * DAY + 3_600_000);
    expect((await records({ startTime: malta.start, endTime: malta.end })).success).toBe(true);
    expect((await records({ startTime: malta.start - 1, endTime: malta.end })).errorCode).toBe('records.range.invalid');
  });
});

describe('betting records and profit and loss', () => {
  let luzon: string;
  const bets = async (query: Record<string, string | number>) =>
    (await gw.call('GET', '/wps/relay/ODSFE2_betRecords', { token: luzon, query })).json.value;
  const profit = async (query: Record<string, string | number>) =>
    (await gw.call('GET', '/wps/relay/ODSFE2_profitLoss', { token: luzon, query })).json.value;
  const sixtyDays = () => ({ startTime: gw.gw.clock() - 61 * DAY, endTime: gw.gw.clock() + 1 });

  beforeAll(async () => {
    luzon = await gw.login('demo01', DEMO.luzon, 'luzon');
  });

  it("show the demo account's seeded history, which leaves its balance where it started", async () => {
    const value = await bets({ ...sixtyDays(), pageSize: 10 });
    expect(value.totalCount).toBeGreaterThanOrEqual(80);
    expect(value.list).toHaveLength(10);
    const times = value.list.map((b: { placedAt: number }) => b.placedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The history nets out: what was staked came back.
    expect(value.totals.winLoss).toBe(0);
    expect(value.totals.stake).toBe(value.totals.payout);
    const first = value.list[0];
    expect(first.winLoss).toBeCloseTo(first.payout - first.stake, 2);
    expect(first.gameName).not.toMatch(/^\d+$/);
    const balance = (await gw.call('GET', '/wps/v2/wallets/balance', { token: luzon })).json.value.sumBalance;
    expect(balance).toBe(1000);
  });

  it('add up by day of the merchant and game type to the same totals', async () => {
    const [list, pl] = [await bets(sixtyDays()), await profit(sixtyDays())];
    expect(pl.totals).toEqual(list.totals);
    const days = pl.rows.map((r: { day: string }) => r.day);
    expect(days).toEqual([...days].sort().reverse());
    const sum = pl.rows.reduce((n: number, r: { totals: { bets: number } }) => n + r.totals.bets, 0);
    expect(sum).toBe(list.totalCount);
    // One game type alone adds up to its rows.
    const type = pl.rows[0].gameType;
    const ofType = await bets({ ...sixtyDays(), gameType: type });
    const rows = pl.rows.filter((r: { gameType: string }) => r.gameType === type);
    expect(ofType.totalCount).toBe(rows.reduce((n: number, r: { totals: { bets: number } }) => n + r.totals.bets, 0));
  });

  it('move with bets played now, in the ledger and the records alike', async () => {
    const before = await bets({ startTime: gw.gw.clock() - DAY, endTime: gw.gw.clock() + DAY });
    const member = gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'demo01'").get() as { id: number };
    const prng = new Prng(7);
    const random = () => prng.next();
    const { played, net } = playBets(gw.gw.db, gw.gw.tenants.get('luzon')!, member.id, 25, random, gw.gw.clock());
    expect(played).toBe(25);
    const after = await bets({ startTime: gw.gw.clock() - DAY, endTime: gw.gw.clock() + DAY });
    expect(after.totalCount - before.totalCount).toBe(25);
    expect(Math.round((after.totals.winLoss - before.totals.winLoss) * 100)).toBe(net);
    const balance = (await gw.call('GET', '/wps/v2/wallets/balance', { token: luzon })).json.value.sumBalance;
    expect(Math.round(balance * 100)).toBe(100_000 + net);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('refuse a stake the wallet does not hold, writing nothing', () => {
    const tenant = gw.gw.tenants.get('luzon')!;
    const member = gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'stale01'").get() as { id: number };
    const count = () => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM bets').get() as { n: number }).n;
    const before = count();
    expect(() =>
      placeBet(gw.gw.db, tenant, {
        memberId: member.id,
        nodeId: 1,
        gameType: 'RNG',
        vendor: 'JL',
        stake: 10_000_000,
        payout: 0,
        now: gw.gw.clock(),
      }),
    ).toThrow(/not enough/);
    expect(count()).toBe(before);
  });
});
