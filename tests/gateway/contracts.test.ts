// Agent contracts: offers, answers and terminations, and settlement with amounts computed by hand
// for each kind and period (tier edges, rounding down, partial first periods), paid once however
// often (and however concurrently) a period is settled. The clock starts on Thursday 2026-01-15
// 12:00 UTC, 20:00 in Manila (luzon's time zone, UTC+8); amounts are in centavos.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../gateway/context.ts';
import { hashPassword } from '../../gateway/crypto/password.ts';
import { placeBet } from '../../gateway/store/bets.ts';
import { dueFor, settleContracts } from '../../gateway/store/contract-settlement.ts';
import {
  answerContract,
  type Contract,
  contractById,
  type DividendPeriod,
  offerContract,
  type Terms,
  terminateContract,
} from '../../gateway/store/contracts.ts';
import { balanceOf, creditOpening, ledgerProblems } from '../../gateway/store/ledger.ts';
import { findById, insertMember, type Member } from '../../gateway/store/members.ts';
import { type Client, makeGateway, operatorCli } from './harness.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight in Manila at the start of 2026-01-16 (the clock's next day there). */
const NEXT_MIDNIGHT = Date.UTC(2026, 0, 15, 16);
const PASSWORD = 'Contract1';

let gw: Client;
let tenant: Tenant;
let hash: string;
let serial = 0;

/** When every test starts: the clock goes back there (each test has a team and contracts of its own). */
const START = Date.UTC(2026, 0, 15, 12);

beforeAll(async () => {
  gw = await makeGateway();
  tenant = gw.gw.tenants.get('luzon')!;
  hash = await hashPassword(PASSWORD);
});
beforeEach(() => gw.clock.advance(START - gw.gw.clock()));

/** Settles what closed by `at`: every contract's, so each test looks at its own contract's rows. */
const settle = (at: number) => settleContracts(gw.gw.db, gw.gw.tenants, at);

/** A new luzon account below an upline, with money to play with. */
function account(type: number, uplineId: number | null): Member {
  const now = gw.gw.clock();
  const id = insertMember(gw.gw.db, { merchant: 'luzon', username: `ct${++serial}`, passwordHash: hash, type, uplineId, now });
  creditOpening(gw.gw.db, { merchant: 'luzon', memberId: id, amount: 1_000_000_00, requester: 'operator', requestId: `ct:${id}`, now });
  return findById(gw.gw.db, id)!;
}

/** A top agent; its sub-agent (who takes the contracts); below it a member and a sub-agent with a member. */
function team() {
  const upline = account(1, null);
  const downline = account(2, upline.id);
  const member = account(0, downline.id);
  const deeper = account(2, downline.id);
  const deepest = account(0, deeper.id);
  return { upline, downline, member, deeper, deepest };
}

function bet(member: Member, stake: number, payout: number, at = gw.gw.clock()): void {
  placeBet(gw.gw.db, tenant, { memberId: member.id, nodeId: 1, gameType: 'RNG', vendor: 'JL', stake, payout, now: at });
}

/** An offer the downline accepts now. */
function contract(upline: Member, downline: Member, kind: Contract['kind'], terms: Terms, period: DividendPeriod = 'MONTHLY'): Contract {
  const offered = offerContract(gw.gw.db, upline, { kind, downline: downline.username, period, terms }, gw.gw.clock());
  return answerContract(gw.gw.db, downline, offered.id, true, gw.gw.clock());
}

function settlements(contractId: number) {
  return gw.gw.db
    .prepare(
      'SELECT period_start AS start, period_end AS end, base, tier, rate, amount FROM contract_settlements WHERE contract_id = ? ORDER BY period_start',
    )
    .all(contractId) as Array<{ start: number; end: number; base: number; tier: number; rate: number; amount: number }>;
}

const tiers = (...list: Array<[rate: number, validBet: number, activeMembers?: number]>): Terms => ({
  tiers: list.map(([rate, validBet, activeMembers = 0]) => ({ rate, validBet, activeMembers })),
});

describe('the formulas', () => {
  const dividend = tiers([1000, 100_000, 2], [2000, 100_000, 3]);
  it('dividend: the highest tier whose two minimums are met, on the house profit only', () => {
    // 3 active, 1,600.00 valid, house profit 1,400.00: tier 2 (20 %) → 280.00.
    expect(dueFor('DIVIDEND', dividend, { activeMembers: 3, validBet: 160_000, profit: 140_000 })).toMatchObject({
      tier: 2,
      amount: 28_000,
    });
    // Exactly at tier 1's minimums (2 active, 1,000.00): 10 % of 1,000.00 → 100.00.
    expect(dueFor('DIVIDEND', dividend, { activeMembers: 2, validBet: 100_000, profit: 100_000 })).toMatchObject({
      tier: 1,
      amount: 10_000,
    });
    // One centavo short of the valid-bet minimum: no tier, nothing.
    expect(dueFor('DIVIDEND', dividend, { activeMembers: 3, validBet: 99_999, profit: 99_999 })).toMatchObject({ tier: 0, amount: 0 });
    // The team won: no profit to share.
    expect(dueFor('DIVIDEND', dividend, { activeMembers: 3, validBet: 500_000, profit: -1 })).toMatchObject({
      tier: 2,
      base: 0,
      amount: 0,
    });
  });
  it('salaries: the highest tier met by valid bet, rounded down to the centavo', () => {
    const salary = tiers([50, 100_000], [100, 500_000]);
    expect(dueFor('DAILY', salary, { activeMembers: 1, validBet: 499_999, profit: 0 })).toMatchObject({ tier: 1, amount: 2_499 }); // 24.99995
    expect(dueFor('HOURLY', salary, { activeMembers: 1, validBet: 500_000, profit: 0 })).toMatchObject({ tier: 2, amount: 5_000 });
    expect(dueFor('DAILY', salary, { activeMembers: 1, validBet: 99_999, profit: 0 })).toMatchObject({ tier: 0, amount: 0 });
  });
  it('real-time: the loss rate on the house profit when the team lost, else the win rate on the valid bet', () => {
    const rates = { winRate: 50, lossRate: 1000 };
    expect(dueFor('REALTIME', rates, { activeMembers: 1, validBet: 10_000, profit: 10_000 })).toMatchObject({
      basis: 'PROFIT',
      amount: 1_000,
    });
    expect(dueFor('REALTIME', rates, { activeMembers: 1, validBet: 10_000, profit: -15_000 })).toMatchObject({
      basis: 'VALID_BET',
      amount: 50,
    });
    expect(dueFor('REALTIME', rates, { activeMembers: 0, validBet: 0, profit: 0 })).toMatchObject({ amount: 0 });
  });
});

describe('settlement', () => {
  it('daily salary: each Manila day from acceptance, the team below the downline included', () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'DAILY', tiers([50, 100_000], [100, 500_000]));
    // Day 1 (from acceptance at 20:00 to midnight): 3,000.00 valid → 0.5 % → 15.00.
    bet(t.member, 300_000, 0);
    // Day 2: 2,000.00 + 3,000.00 (the deepest member won 6,000.00) = 5,000.00, the tier 2 edge → 1 % → 50.00.
    gw.clock.advance(DAY);
    bet(t.member, 200_000, 0);
    bet(t.deepest, 300_000, 600_000);
    // Day 3: 999.99 by the downline itself: below tier 1 → a zero record. A push counts no valid bet.
    gw.clock.advance(DAY);
    bet(t.downline, 99_999, 0);
    bet(t.member, 50_000, 50_000);
    const before = balanceOf(gw.gw.db, 'luzon', t.downline.id);
    settle(NEXT_MIDNIGHT + 2 * DAY);
    expect(settlements(c.id)).toEqual([
      { start: NEXT_MIDNIGHT - DAY, end: NEXT_MIDNIGHT, base: 300_000, tier: 1, rate: 50, amount: 1_500 },
      { start: NEXT_MIDNIGHT, end: NEXT_MIDNIGHT + DAY, base: 500_000, tier: 2, rate: 100, amount: 5_000 },
      { start: NEXT_MIDNIGHT + DAY, end: NEXT_MIDNIGHT + 2 * DAY, base: 99_999, tier: 0, rate: 0, amount: 0 },
    ]);
    expect(balanceOf(gw.gw.db, 'luzon', t.downline.id) - before).toBe(6_500);
    // Settling again (later too) pays nothing more for those days.
    settle(NEXT_MIDNIGHT + 2 * DAY);
    settle(NEXT_MIDNIGHT + 3 * DAY);
    expect(
      settlements(c.id)
        .slice(0, 3)
        .map((s) => s.amount),
    ).toEqual([1_500, 5_000, 0]);
    expect(balanceOf(gw.gw.db, 'luzon', t.downline.id) - before).toBe(6_500); // day 4 had no play
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('an open period waits: nothing is settled before it closes', () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'DAILY', tiers([100, 0]));
    bet(t.member, 10_000, 0);
    settle(NEXT_MIDNIGHT - 1);
    expect(settlements(c.id)).toHaveLength(0);
    settle(NEXT_MIDNIGHT);
    expect(settlements(c.id).map((s) => s.amount)).toEqual([100]);
  });

  it('a run bounded by maxPeriods stops there, and the next goes on where it stopped', () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'REALTIME', { winRate: 100, lossRate: 100 });
    const at = Date.UTC(2026, 0, 15, 12, 30);
    // Earlier tests' contracts may take some runs; this one's six slots each come once.
    for (let runs = 0; settlements(c.id).length < 6 && runs < 50; runs++) {
      expect(settleContracts(gw.gw.db, gw.gw.tenants, at, { maxPeriods: 1 }).periods).toBe(1);
    }
    expect(settlements(c.id).map((s) => s.start)).toEqual([0, 1, 2, 3, 4, 5].map((i) => START + i * 300_000));
    expect(settleContracts(gw.gw.db, gw.gw.tenants, at, { maxPeriods: 1 }).periods).toBe(0);
  });

  it('hourly salary: each hour of the Manila clock, rounded down', () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'HOURLY', tiers([100, 10_000]));
    // 12:00-13:00 UTC: 123.45 → 1 % = 1.2345 → 1.23. 13:00-14:00: 99.99, under the minimum → 0.
    bet(t.member, 12_345, 0);
    gw.clock.advance(HOUR);
    bet(t.deepest, 9_999, 0);
    settle(Date.UTC(2026, 0, 15, 14));
    expect(settlements(c.id).map((s) => [s.start, s.amount])).toEqual([
      [Date.UTC(2026, 0, 15, 12), 123],
      [Date.UTC(2026, 0, 15, 13), 0],
    ]);
  });

  it('real-time salary: every 5 minutes, the loss rate when the team lost, the win rate otherwise', () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'REALTIME', { winRate: 50, lossRate: 1000 });
    // 12:00-12:05: the team lost 100.00 → 10 % → 10.00.
    bet(t.member, 10_000, 0);
    // 12:05-12:10: it won 150.00 on 100.00 valid → 0.5 % → 0.50. 12:10-12:15: no play → 0.
    gw.clock.advance(5 * 60_000);
    bet(t.member, 10_000, 25_000);
    settle(Date.UTC(2026, 0, 15, 12, 15));
    expect(settlements(c.id).map((s) => s.amount)).toEqual([1_000, 50, 0]);
  });

  // One bet of 1,000.00 that the house keeps, by 3 members, on Tuesday 2026-01-20 (Manila); the
  // contract was accepted on Thursday 2026-01-15 20:00 there.
  it.each<[DividendPeriod, string, number]>([
    // The whole play is in one period in each case: the first period holding the acceptance is partial.
    ['DAILY', '2026-01-19T16:00:00.000Z', 5],
    ['WEEKLY', '2026-01-18T16:00:00.000Z', 1],
    ['SEMIMONTHLY', '2026-01-15T16:00:00.000Z', 1],
    ['MONTHLY', '2025-12-31T16:00:00.000Z', 0],
  ])('dividend %s: the period of the play starts %s', (period, start, index) => {
    const t = team();
    const c = contract(t.upline, t.downline, 'DIVIDEND', tiers([1000, 100_000, 2], [2000, 100_000, 3]), period);
    const tuesday = Date.UTC(2026, 0, 20, 2);
    bet(t.member, 50_000, 0, tuesday);
    bet(t.deepest, 40_000, 0, tuesday);
    bet(t.downline, 10_000, 0, tuesday);
    // Everything closed by 1 February in Manila.
    settle(Date.UTC(2026, 0, 31, 16));
    const rows = settlements(c.id);
    expect(new Date(rows[index]!.start).toISOString()).toBe(start);
    // 3 active, 1,000.00 valid, 1,000.00 profit: tier 2, 20 % → 200.00; every other period pays 0.
    expect(rows[index]).toMatchObject({ tier: 2, amount: 20_000 });
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(20_000);
    expect(new Set(rows.map((r) => r.start)).size).toBe(rows.length);
  });

  it('a terminated contract settles its last, partial period and then no more', () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'DAILY', tiers([100, 0]));
    bet(t.member, 10_000, 0);
    gw.clock.advance(HOUR);
    terminateContract(gw.gw.db, t.downline, c.id, gw.gw.clock());
    bet(t.member, 20_000, 0); // after it ended: not counted
    settle(NEXT_MIDNIGHT + 5 * DAY);
    expect(settlements(c.id).map((s) => s.amount)).toEqual([100]);
  });

  it('settling the same periods from two processes at once pays each once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contracts-'));
    const shared = gw;
    try {
      const db = join(dir, 'gateway.sqlite');
      gw = await makeGateway(db);
      // The demo contracts' closed periods first: the runs below meet only the test's slots.
      settleContracts(gw.gw.db, gw.gw.tenants, gw.gw.clock());
      const journals = () => (gw.gw.db.prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'contract'").get() as { n: number }).n;
      const settledBefore = journals();
      const t = team();
      contract(t.upline, t.downline, 'REALTIME', { winRate: 100, lossRate: 1000 });
      for (let i = 0; i < 12; i++) {
        bet(t.member, 10_000, i % 2 ? 0 : 30_000); // lost 100.00 → 10.00; won → 1 % of 100.00 → 1.00
        gw.clock.advance(5 * 60_000);
      }
      const before = balanceOf(gw.gw.db, 'luzon', t.downline.id);
      const cli = operatorCli(db);
      const at = new Date(gw.gw.clock()).toISOString();
      const runs = await Promise.all([cli('contracts', 'settle', '--at', at), cli('contracts', 'settle', '--at', at)]);
      expect(runs.map((r) => r.code)).toEqual([0, 0]);
      // Between them the two runs settled the 12 slots, each once (one may have found them all done).
      const counted = runs.map((r) => Number(/settled (\d+) contract period/.exec(r.out)?.[1]));
      expect(counted[0]! + counted[1]!).toBe(12);
      expect(balanceOf(gw.gw.db, 'luzon', t.downline.id) - before).toBe(6 * 1_000 + 6 * 100);
      expect(journals() - settledBefore).toBe(12);
      expect(ledgerProblems(gw.gw.db)).toEqual([]);
    } finally {
      gw.gw.db.close();
      gw = shared;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the page of a kind', () => {
  it("lists the agent's own side unless asked: received on a contract with its upline, else paid; a top agent has no upline", async () => {
    const t = team();
    contract(t.upline, t.downline, 'DAILY', tiers([100, 0]));
    const page = async (member: Member, side?: 'RECEIVED' | 'PAID') => {
      const token = await gw.login(member.username, PASSWORD);
      const query = { startTime: START - DAY, endTime: START + DAY, ...(side ? { side } : {}) };
      return (await gw.call('GET', '/wps/relay/MCS2_processDailySalContract', { token, query })).json.value;
    };
    // The top agent pays on its contract and has none to receive on.
    expect(await page(t.upline)).toMatchObject({ upline: null, contract: null, records: { side: 'PAID' } });
    // The downline with its contract receives; asked, it sees what it pays.
    expect(await page(t.downline)).toMatchObject({ upline: t.upline.username, records: { side: 'RECEIVED' } });
    expect((await page(t.downline, 'PAID')).records.side).toBe('PAID');
    // A sub-agent without a contract of the kind: its paid side, though it has an upline.
    expect(await page(t.deeper)).toMatchObject({ upline: t.downline.username, contract: null, records: { side: 'PAID' } });
  });
});

describe('offers, answers and terminations', () => {
  it('a lower-rate offer says so, and accepting it ends the active contract (replaced) in one step', async () => {
    const t = team();
    const old = contract(t.upline, t.downline, 'DAILY', tiers([100, 0]));
    const up = await gw.login(t.upline.username, PASSWORD);
    const down = await gw.login(t.downline.username, PASSWORD);
    const path = '/wps/relay/MCS2_processDailySalContract';
    const offered = await gw.call('POST', path, {
      token: up,
      body: { action: 'OFFER', downline: t.downline.username, tiers: [{ rate: 0.5, validBet: 0, activeMembers: 0 }] },
    });
    expect(offered.json.value).toMatchObject({ status: 'PENDING', topRate: 0.5, replacesRate: 1, lowerRate: true });
    const flags = await gw.call('GET', '/wps/member/info/funds/consolidated', { token: down });
    expect(flags.json.value).toMatchObject({ divtypereq: 0, dailysalreqtype: 1, contracthoursalreq: 0, realtimesalreqtype: 0 });
    const id = (offered.json.value as { id: number }).id;
    const accepted = await gw.call('POST', path, { token: down, body: { action: 'ACCEPT', contractId: id } });
    expect(accepted.json.value).toMatchObject({ status: 'ACTIVE', replacesRate: null, lowerRate: false });
    expect(contractById(gw.gw.db, old.id)).toMatchObject({ status: 'TERMINATED', endReason: 'replaced' });
    const after = await gw.call('GET', '/wps/member/info/funds/consolidated', { token: down });
    expect(after.json.value).toMatchObject({ dailysalreqtype: 0 });
  });

  it('an upline asks to end a contract; the downline rejects (it stays), then accepts (it ends)', async () => {
    const t = team();
    const c = contract(t.upline, t.downline, 'HOURLY', tiers([100, 0]));
    terminateContract(gw.gw.db, t.upline, c.id, gw.gw.clock());
    const down = await gw.login(t.downline.username, PASSWORD);
    expect((await gw.call('GET', '/wps/member/info/funds/consolidated', { token: down })).json.value).toMatchObject({
      contracthoursalreq: 2,
    });
    expect(answerContract(gw.gw.db, t.downline, c.id, false, gw.gw.clock())).toMatchObject({ status: 'ACTIVE', terminationAskedAt: null });
    terminateContract(gw.gw.db, t.upline, c.id, gw.gw.clock());
    expect(answerContract(gw.gw.db, t.downline, c.id, true, gw.gw.clock())).toMatchObject({ status: 'TERMINATED', endReason: 'upline' });
    // Each side was told, in platform messages: the downline of what waits, the upline of the answers.
    const told = (id: number) =>
      (gw.gw.db.prepare('SELECT kind FROM messages WHERE member_id = ? ORDER BY id').all(id) as Array<{ kind: string }>).map((m) => m.kind);
    expect(told(t.downline.id)).toEqual(['contract.offered', 'contract.termination', 'contract.termination']);
    expect(told(t.upline.id)).toEqual(['contract.accepted', 'contract.ended']);
  });

  it('refuses a member downline, an account outside the direct downlines, a second offer, and bad terms', async () => {
    const t = team();
    const up = await gw.login(t.upline.username, PASSWORD);
    const member = account(0, t.upline.id);
    const offer = (downline: string, extra: object = {}) =>
      gw.call('POST', '/wps/relay/MCS2_processDividendReq', {
        token: up,
        body: { action: 'OFFER', downline, period: 'WEEKLY', tiers: [{ rate: 5, validBet: 100, activeMembers: 1 }], ...extra },
      });
    expect((await offer(member.username)).json.errorCode).toBe('contract.downline.member');
    expect((await offer(t.deeper.username)).json.errorCode).toBe('contract.downline.invalid');
    expect((await offer(t.downline.username, { tiers: [{ rate: 1.005, validBet: 0, activeMembers: 0 }] })).json.errorCode).toBe(
      'contract.terms.invalid',
    );
    expect((await offer(t.downline.username)).json.success).toBe(true);
    expect((await offer(t.downline.username)).json.errorCode).toBe('contract.offer.pending');
    // A member cannot use the relays at all; the downline cannot act on another kind's relay.
    const down = await gw.login(t.downline.username, PASSWORD);
    const pending = gw.gw.db.prepare("SELECT id FROM contracts WHERE downline_id = ? AND status = 'PENDING'").get(t.downline.id) as {
      id: number;
    };
    const wrongKind = await gw.call('POST', '/wps/relay/MCS2_processDailySalContract', {
      token: down,
      body: { action: 'ACCEPT', contractId: pending.id },
    });
    expect(wrongKind.json.errorCode).toBe('contract.not.found');
    const memberToken = await gw.login(member.username, PASSWORD);
    expect((await offer(t.downline.username)).json.errorCode).toBe('contract.offer.pending');
    const asMember = await gw.call('GET', '/wps/relay/MCS2_processDividendReq', {
      token: memberToken,
      query: { startTime: 0, endTime: DAY },
    });
    expect(asMember.json.errorCode).toBe('agent.only');
  });

  it('a merchant without a kind refuses its relay and asks nothing about it', async () => {
    // saigon has every contract flag off.
    const token = await gw.login('agent01', 'Demo1234', 'saigon');
    const answer = await gw.call('GET', '/wps/relay/MCS2_processDividendReq', {
      merchant: 'saigon',
      token,
      query: { startTime: 0, endTime: DAY },
    });
    expect(answer.json.errorCode).toBe('function.not.available');
  });
});
