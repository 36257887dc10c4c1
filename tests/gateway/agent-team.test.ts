// The agent centre's team overview: the direct downlines and the whole tree below an agent, what
// they did in a period (registrations, credited deposits, approved withdrawals, bets), counted by
// hand here; trial accounts and accounts outside the tree never count; only agents may ask.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../gateway/context.ts';
import { placeBet } from '../../gateway/store/bets.ts';
import { createDeposit, settleDeposit } from '../../gateway/store/deposits.ts';
import { creditOpening } from '../../gateway/store/ledger.ts';
import { findByUsername, insertMember } from '../../gateway/store/members.ts';
import { bindPayoutAccount, requestWithdrawal, settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
let tenant: Tenant;
let start: number;
const DAY = 86_400_000;

/** A new account of luzon under an upline, registered now, with `money` (minor units) to play with. */
function account(username: string, uplineId: number | null, money: number, type = 0): number {
  const now = gw.gw.clock();
  const id = insertMember(gw.gw.db, { merchant: 'luzon', username, passwordHash: 'x', type, uplineId, now });
  if (money)
    creditOpening(gw.gw.db, { merchant: 'luzon', memberId: id, amount: money, requester: 'operator', requestId: `open:${id}`, now });
  return id;
}
function bet(memberId: number, stake: number, payout: number): void {
  placeBet(gw.gw.db, tenant, { memberId, nodeId: 1, gameType: 'RNG', vendor: 'JL', stake, payout, now: gw.gw.clock() });
}

beforeAll(async () => {
  gw = await makeGateway();
  tenant = gw.gw.tenants.get('luzon')!;
  // The seeded world (agent01, its downline down01 and their bets) is older than the period.
  gw.clock.advance(DAY);
  start = gw.gw.clock();
  const agent = findByUsername(gw.gw.db, 'luzon', 'agent01')!.id;
  const down01 = findByUsername(gw.gw.db, 'luzon', 'down01')!.id;
  // Direct: down01 (seeded) and two new ones, one a sub-agent; below the sub-agent, one member.
  const direct = account('team-direct', agent, 1_000_00);
  const sub = account('team-sub', agent, 0, 1);
  const deep = account('team-deep', sub, 500_00);
  // Never counted: a trial account in the tree, and a member of no one.
  const trial = account('team-trial', agent, 100_00, 4);
  const outsider = account('team-outsider', null, 100_00);

  gw.clock.advance(3_600_000);
  bet(direct, 100_00, 250_00); // the team wins 150
  bet(direct, 20_00, 0); // and loses 20
  bet(down01, 50_00, 0); // loses 50
  bet(deep, 40_00, 10_00); // loses 30
  bet(trial, 10_00, 0);
  bet(outsider, 10_00, 0);
  const deposit = createDeposit(gw.gw.db, tenant, {
    memberId: deep,
    requestId: 'team-dep-1',
    channelId: 'gcash',
    amount: 600,
    now: gw.gw.clock(),
  });
  settleDeposit(gw.gw.db, tenant, deposit.id, { credit: true }, gw.gw.clock());
  const pending = createDeposit(gw.gw.db, tenant, {
    memberId: direct,
    requestId: 'team-dep-2',
    channelId: 'gcash',
    amount: 700,
    now: gw.gw.clock(),
  });
  expect(pending.status).toBe('PENDING');
  const payout = bindPayoutAccount(gw.gw.db, tenant, {
    memberId: direct,
    providerId: 'gcash',
    accountName: 'Team Direct',
    accountNumber: '09170000009',
    now: gw.gw.clock(),
  });
  const withdrawal = requestWithdrawal(gw.gw.db, tenant, {
    memberId: direct,
    requestId: 'team-wd-1',
    accountId: payout.id,
    amount: 300,
    now: gw.gw.clock(),
  });
  settleWithdrawal(gw.gw.db, tenant, withdrawal.id, { approve: true }, gw.gw.clock());
});

describe('team overview', () => {
  const overview = async (token: string, from: number, to: number) =>
    (await gw.call('GET', '/wps/agent/team/overview', { token, query: { startTime: from, endTime: to } })).json;

  it('counts the direct downlines and the whole tree in the period, by hand', async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const { value } = await overview(token, start, start + DAY);
    // Direct: down01, team-direct, team-sub (3); active: down01, team-direct; new: team-direct, team-sub.
    expect(value.direct).toEqual({
      members: 3,
      newMembers: 2,
      activeMembers: 2,
      deposits: 0,
      withdrawals: 300,
      validBet: 170,
      profit: -80, // team-direct won 130 net, down01 lost 50: the house paid out 80
    });
    // The whole team adds team-deep: its 40 staked (30 lost) and its 600 credited deposit.
    expect(value.team).toEqual({
      members: 4,
      newMembers: 3,
      activeMembers: 3,
      deposits: 600,
      withdrawals: 300,
      validBet: 210,
      profit: -50,
    });
  });

  it('counts nothing of a period with nothing in it, but the team as it stands', async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const { value } = await overview(token, start + DAY, start + 2 * DAY);
    expect(value.team).toEqual({ members: 4, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, validBet: 0, profit: 0 });
  });

  it('is for agents only, over a period of at most 92 days', async () => {
    const member = await gw.login('down01', DEMO.luzon);
    expect((await overview(member, start, start + DAY)).errorCode).toBe('agent.only');
    const agent = await gw.login('agent01', DEMO.luzon);
    expect((await overview(agent, start, start + 93 * DAY)).errorCode).toBe('records.range.invalid');
    expect((await gw.call('GET', '/wps/agent/team/overview', { query: { startTime: start, endTime: start + DAY } })).status).toBe(401);
  });
});
