// The agent centre's reports over a small team built here, every figure counted by hand: profit and
// loss per direct downline (a sub-agent's team rolled up), revenue by game type and vendor, and
// the team's wallet movements; trial accounts, outsiders and what falls outside the period never
// count; only agents ask, over a valid period.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../gateway/context.ts';
import { hashPassword } from '../../gateway/crypto/password.ts';
import { placeBet } from '../../gateway/store/bets.ts';
import { createDeposit, settleDeposit } from '../../gateway/store/deposits.ts';
import { creditOpening } from '../../gateway/store/ledger.ts';
import { transferToMember } from '../../gateway/store/member-transfers.ts';
import { findById } from '../../gateway/store/members.ts';
import { bindPayoutAccount } from '../../gateway/store/payout-accounts.ts';
import { requestWithdrawal, settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
let tenant: Tenant;
let agentToken: string;
let start: number;
let end: number;
const DAY = 86_400_000;
const now = () => gw.gw.clock();

/** A new luzon account under an upline, with `money` (minor units) credited at once. */
const account: Client['teamAccount'] = (...args) => gw.teamAccount(...args);
function bet(memberId: number, gameType: string, vendor: string, stake: number, payout: number): void {
  placeBet(gw.gw.db, tenant, { memberId, nodeId: 1, gameType, vendor, stake, payout, now: now() });
}
function withdraw(memberId: number, requestId: string, amount: number, approve: boolean): void {
  const payout = bindPayoutAccount(gw.gw.db, tenant, {
    memberId,
    providerId: 'gcash',
    accountName: 'Report Member',
    accountNumber: `0917${requestId.length}${String(memberId).padStart(6, '0')}`,
    now: now(),
  });
  const order = requestWithdrawal(gw.gw.db, tenant, { memberId, requestId, accountId: payout.id, amount, now: now() });
  settleWithdrawal(gw.gw.db, tenant, order.id, approve ? { approve: true } : { approve: false, reason: 'test' }, now());
}

beforeAll(async () => {
  gw = await makeGateway();
  tenant = gw.gw.tenants.get('luzon')!;
  gw.clock.advance(DAY);
  // rpagent's team: rp-m1 and rp-m2 (members) and rp-s1 (a sub-agent) directly; rp-d1 below rp-s1.
  const agent = account('rpagent', null, 0, 1, await hashPassword('Report123'));
  const m1 = account('rp-m1', agent, 1_000_00);
  const m2 = account('rp-m2', agent, 0);
  const s1 = account('rp-s1', agent, 200_00, 2);
  const d1 = account('rp-d1', s1, 100_00);
  const { trial, outsider } = gw.uncountedAccounts('rp', agent);

  gw.clock.advance(3_600_000);
  start = now();
  bet(m1, 'RNG', 'JL', 100_00, 250_00);
  bet(m1, 'RNG', 'JL', 20_00, 0);
  bet(s1, 'LIVE', 'EVO', 50_00, 50_00); // a push: no valid bet
  bet(d1, 'RNG', 'PG', 40_00, 10_00);
  bet(trial, 'RNG', 'JL', 10_00, 0);
  bet(outsider, 'RNG', 'JL', 10_00, 0);
  const deposit = createDeposit(gw.gw.db, tenant, { memberId: d1, requestId: 'rp-dep', channelId: 'gcash', amount: 600, now: now() });
  settleDeposit(gw.gw.db, tenant, deposit.id, { credit: true }, now());
  withdraw(m1, 'rp-wd-1', 300, true);
  gw.clock.advance(1000);
  withdraw(m1, 'rp-wd-02', 200, false);
  gw.clock.advance(1000);
  transferToMember(gw.gw.db, tenant, findById(gw.gw.db, s1)!, { requestId: 'rp-tr', to: 'rp-d1', amount: 25, now: now() });
  gw.clock.advance(1000);
  creditOpening(gw.gw.db, { merchant: 'luzon', memberId: m2, amount: 10_00, requester: 'operator', requestId: 'rp-credit', now: now() });
  gw.clock.advance(1000);
  end = now();
  // After the period: counts in none of its reports.
  bet(m1, 'RNG', 'JL', 30_00, 0);
  agentToken = await gw.login('rpagent', 'Report123');
});

const report = async (path: string, query: Record<string, string | number> = {}, token = agentToken) =>
  (await gw.call('GET', `/wps/agent/report/${path}`, { token, query: { startTime: start, endTime: end, ...query } })).json;

describe('profit and loss statements', () => {
  it('has a row per direct downline that played, a sub-agent rolling up its team, and the totals', async () => {
    const { value } = await report('profit-loss');
    expect(value.list).toEqual([
      {
        username: 'rp-m1',
        agent: false,
        teamSize: 1,
        figures: { bets: 2, players: 1, stake: 120, validBet: 120, payout: 250, profit: -130 },
      },
      // rp-s1's push (50 back on 50) and rp-d1's 40 staked for 10 back.
      { username: 'rp-s1', agent: true, teamSize: 2, figures: { bets: 2, players: 2, stake: 90, validBet: 40, payout: 60, profit: 30 } },
    ]);
    expect(value.totals).toEqual({ bets: 4, players: 3, stake: 210, validBet: 160, payout: 310, profit: -100 });
    expect([value.totalCount, value.totalPages]).toEqual([2, 1]);
  });

  it('filters by an account of the team at any level (any case), and pages', async () => {
    const { value } = await report('profit-loss', { account: 'RP-S1' });
    expect(value.list.map((r: { username: string }) => r.username)).toEqual(['rp-s1']);
    expect(value.totals).toMatchObject({ bets: 2, players: 2, validBet: 40, profit: 30 });
    // rp-d1, below rp-s1: its own row.
    expect((await report('profit-loss', { account: 'rp-d1' })).value.list).toEqual([
      { username: 'rp-d1', agent: false, teamSize: 1, figures: { bets: 1, players: 1, stake: 40, validBet: 40, payout: 10, profit: 30 } },
    ]);
    // Outside the team (or a trial account in it): nothing.
    for (const account of ['rp-out', 'rp-trial', 'agent01']) expect((await report('profit-loss', { account })).value.list).toEqual([]);
    const second = (await report('profit-loss', { pageNo: 2, pageSize: 1 })).value;
    expect(second.list.map((r: { username: string }) => r.username)).toEqual(['rp-s1']);
    expect([second.totalCount, second.totalPages]).toEqual([2, 2]);
    expect(second.totals.bets).toBe(4);
  });

  it('is empty for a period without play', async () => {
    const { value } = await report('profit-loss', { startTime: end + DAY, endTime: end + 2 * DAY });
    expect(value).toEqual({
      list: [],
      totalPages: 0,
      totalCount: 0,
      totals: { bets: 0, players: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
    });
  });
});

describe('revenue report', () => {
  it("counts the whole team's play by game type (the merchant's order) and vendor, with the totals", async () => {
    const { value } = await report('revenue');
    expect(value.list).toEqual([
      { gameType: 'LIVE', vendor: 'EVO', figures: { bets: 1, players: 1, stake: 50, validBet: 0, payout: 50, profit: 0 } },
      { gameType: 'RNG', vendor: 'JL', figures: { bets: 2, players: 1, stake: 120, validBet: 120, payout: 250, profit: -130 } },
      { gameType: 'RNG', vendor: 'PG', figures: { bets: 1, players: 1, stake: 40, validBet: 40, payout: 10, profit: 30 } },
    ]);
    expect(value.totals).toEqual({ bets: 4, players: 3, stake: 210, validBet: 160, payout: 310, profit: -100 });
  });

  it('filters by game type, and pages', async () => {
    const { value } = await report('revenue', { gameType: 'RNG' });
    expect(value.list.map((r: { vendor: string }) => r.vendor)).toEqual(['JL', 'PG']);
    expect(value.totals).toEqual({ bets: 3, players: 2, stake: 160, validBet: 160, payout: 260, profit: -100 });
    const last = (await report('revenue', { pageNo: 2, pageSize: 2 })).value;
    expect(last.list.map((r: { vendor: string }) => r.vendor)).toEqual(['PG']);
    expect([last.totalCount, last.totalPages, last.totals.bets]).toEqual([3, 2, 4]);
  });
});

describe('downline transactions', () => {
  it('lists the movements of every level of the team but bets, newest first, with totals per group', async () => {
    const { value } = await report('transactions');
    expect(value.list.map((m: { username: string; kind: string; amount: number }) => [m.username, m.kind, m.amount])).toEqual([
      ['rp-m2', 'opening', 10],
      ['rp-d1', 'member.transfer', 25],
      ['rp-s1', 'member.transfer', -25],
      ['rp-m1', 'withdrawal.release', 200],
      ['rp-m1', 'withdrawal', -200],
      ['rp-m1', 'withdrawal', -300],
      ['rp-d1', 'deposit', 600],
    ]);
    expect(value.totals).toEqual([
      { group: 'DEPOSIT', count: 1, totalIn: 600, totalOut: 0 },
      { group: 'WITHDRAWAL', count: 3, totalIn: 200, totalOut: 500 },
      { group: 'TRANSFER', count: 2, totalIn: 25, totalOut: 25 },
      { group: 'OTHER', count: 1, totalIn: 10, totalOut: 0 },
    ]);
    expect([value.totalCount, value.totalPages]).toEqual([7, 1]);
  });

  it('filters by account and group, and pages', async () => {
    const mine = (await report('transactions', { account: 'RP-D1' })).value;
    expect(mine.list.map((m: { kind: string }) => m.kind)).toEqual(['member.transfer', 'deposit']);
    expect(mine.totals).toEqual([
      { group: 'DEPOSIT', count: 1, totalIn: 600, totalOut: 0 },
      { group: 'TRANSFER', count: 1, totalIn: 25, totalOut: 0 },
    ]);
    const withdrawals = (await report('transactions', { group: 'WITHDRAWAL', pageNo: 2, pageSize: 2 })).value;
    expect(withdrawals.list.map((m: { amount: number }) => m.amount)).toEqual([-300]);
    expect([withdrawals.totalCount, withdrawals.totalPages]).toEqual([3, 2]);
    // An account outside the team (or a trial one in it) shows nothing.
    for (const account of ['rp-out', 'rp-trial']) {
      expect((await report('transactions', { account })).value).toEqual({ list: [], totalPages: 0, totalCount: 0, totals: [] });
    }
  });
});

describe('refusals', () => {
  it('answers agents only, over a period of at most 92 days', async () => {
    const member = await gw.login('down01', DEMO.luzon);
    const trial = await gw.trialLogin();
    for (const path of ['profit-loss', 'revenue', 'transactions']) {
      expect((await report(path, {}, member)).errorCode).toBe('agent.only');
      expect((await report(path, {}, trial)).errorCode).toBe('agent.only');
      expect((await report(path, { endTime: start })).errorCode).toBe('records.range.invalid');
      expect((await report(path, { endTime: start + 93 * DAY })).errorCode).toBe('records.range.invalid');
      const anonymous = await gw.call('GET', `/wps/agent/report/${path}`, { query: { startTime: start, endTime: end } });
      expect(anonymous.status).toBe(401);
    }
  });
});
