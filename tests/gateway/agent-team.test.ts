// The agent centre's team overview: the direct downlines and the whole tree below an agent, what
// they did in a period (registrations, credited deposits, approved withdrawals, bets), counted by
// hand here; trial accounts and accounts outside the tree never count; only agents may ask.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../gateway/context.ts';
import { hashPassword } from '../../gateway/crypto/password.ts';
import { placeBet } from '../../gateway/store/bets.ts';
import { createDeposit, settleDeposit } from '../../gateway/store/deposits.ts';
import { findByUsername, insertMember } from '../../gateway/store/members.ts';
import { bindPayoutAccount } from '../../gateway/store/payout-accounts.ts';
import { requestWithdrawal, settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { DEMO_TEAM } from '../../gateway/seed/team.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
let tenant: Tenant;
let start: number;
const DAY = 86_400_000;
/** agent01's seeded accounts: down01 and the demo team, directly below it and in all. */
const SEEDED_DIRECT = 1 + DEMO_TEAM.filter((a) => a.upline === 'agent01').length;
const SEEDED_TEAM = 1 + DEMO_TEAM.length;

/** A new account of luzon under an upline, registered now, with `money` (minor units) to play with. */
const account: Client['teamAccount'] = (...args) => gw.teamAccount(...args);
function bet(memberId: number, stake: number, payout: number): void {
  placeBet(gw.gw.db, tenant, { memberId, nodeId: 1, gameType: 'RNG', vendor: 'JL', stake, payout, now: gw.gw.clock() });
}

beforeAll(async () => {
  gw = await makeGateway();
  tenant = gw.gw.tenants.get('luzon')!;
  // The seeded world (agent01, down01, the demo team below agent01 and their bets, deposits and
  // withdrawals) is older than the period: only its accounts count, as team members now.
  gw.clock.advance(DAY);
  start = gw.gw.clock();
  const agent = findByUsername(gw.gw.db, 'luzon', 'agent01')!.id;
  const down01 = findByUsername(gw.gw.db, 'luzon', 'down01')!.id;
  // Direct: down01 (seeded) and two new ones, one a sub-agent; below the sub-agent, one member.
  const direct = account('team-direct', agent, 1_000_00);
  const sub = account('team-sub', agent, 0, 1);
  const deep = account('team-deep', sub, 500_00);
  const { trial, outsider } = gw.uncountedAccounts('team', agent);

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
    // Direct: the seeded ones, team-direct, team-sub; active: down01, team-direct; new: team-direct, team-sub.
    expect(value.direct).toEqual({
      members: SEEDED_DIRECT + 2,
      newMembers: 2,
      activeMembers: 2,
      deposits: 0,
      withdrawals: 300,
      validBet: 170,
      profit: -80, // team-direct won 130 net, down01 lost 50: the house paid out 80
    });
    // The whole team adds team-deep: its 40 staked (30 lost) and its 600 credited deposit.
    expect(value.team).toEqual({
      members: SEEDED_TEAM + 3,
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
    expect(value.team).toEqual({
      members: SEEDED_TEAM + 3,
      newMembers: 0,
      activeMembers: 0,
      deposits: 0,
      withdrawals: 0,
      validBet: 0,
      profit: 0,
    });
  });

  it('is for agents only, over a period of at most 92 days', async () => {
    const member = await gw.login('down01', DEMO.luzon);
    expect((await overview(member, start, start + DAY)).errorCode).toBe('agent.only');
    const agent = await gw.login('agent01', DEMO.luzon);
    expect((await overview(agent, start, start + 93 * DAY)).errorCode).toBe('records.range.invalid');
    expect((await gw.call('GET', '/wps/agent/team/overview', { query: { startTime: start, endTime: start + DAY } })).status).toBe(401);
  });
});

describe('downline accounts', () => {
  const create = (token: string, body: Record<string, unknown>) =>
    gw.call('POST', '/wps/agent/downline', { token, body: { confirmPassword: body['password'], agent: false, ...body }, encrypt: true });

  it('opens a member and a sub-agent below the agent, who log in and count in the team', async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const member = await create(token, { username: 'openedm1', password: 'Opened123', nickname: ' Opened One ' });
    expect(member.json.value).toEqual({ username: 'openedm1', nickname: 'Opened One', agent: false });
    const sub = await create(token, { username: 'openeda1', password: 'Opened123', agent: true });
    expect(sub.json.value).toMatchObject({ username: 'openeda1', agent: true, affiliateCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    // Both can log in at once; the sub-agent is an agent with a team (empty) of its own.
    const subToken = await gw.login('openeda1', 'Opened123');
    expect((await gw.call('GET', '/wps/member/info', { token: subToken })).json.value).toMatchObject({ type: 2, isAgent: true });
    await gw.login('openedm1', 'Opened123');
    // The sub-agent's code brings registrations into its own team, under agent01's.
    const affiliate = await gw.call('GET', '/wps/agent/affiliate', {
      query: { code: sub.json.value.affiliateCode, domain: 'luzon.example' },
    });
    expect(affiliate.json.value.valid).toBe(true);
    const { value } = (await gw.call('GET', '/wps/agent/team/overview', { token, query: { startTime: start, endTime: gw.gw.clock() + 1 } }))
      .json;
    expect(value.direct.members).toBe(SEEDED_DIRECT + 4);
    expect(value.direct.newMembers).toBe(4);
  });

  it("refuses what the merchant's registration refuses, a taken name, and a non-agent", async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    expect((await create(token, { username: '', password: 'Opened123' })).json).toMatchObject({
      errorCode: 'input_cannot_empty',
      value: { field: 'username' },
    });
    expect((await create(token, { username: 'openedm2', password: 'x' })).json).toMatchObject({ value: { field: 'password' } });
    expect((await create(token, { username: 'openedm2', password: 'Opened123', confirmPassword: 'Opened124' })).json.errorCode).toBe(
      'confirm_password_error',
    );
    expect((await create(token, { username: 'OPENEDM1', password: 'Opened123' })).json.errorCode).toBe('register.username.taken');
    const member = await gw.login('down01', DEMO.luzon);
    expect((await create(member, { username: 'openedm3', password: 'Opened123' })).json.errorCode).toBe('agent.only');
    expect(findByUsername(gw.gw.db, 'luzon', 'openedm2')).toBeNull();
  });

  it('gives an agent without an affiliate code one, and keeps it', async () => {
    const agent01 = await gw.login('agent01', DEMO.luzon);
    expect((await gw.call('GET', '/wps/agent/invite', { token: agent01 })).json.value).toEqual({ affiliateCode: 'AGENT01' });
    const passwordHash = await hashPassword('Codeless123');
    insertMember(gw.gw.db, { merchant: 'luzon', username: 'codeless1', passwordHash, type: 1, now: gw.gw.clock() });
    const token = await gw.login('codeless1', 'Codeless123');
    const first = (await gw.call('GET', '/wps/agent/invite', { token })).json.value.affiliateCode as string;
    expect(first).toMatch(/^[A-Z2-9]{8}$/);
    expect((await gw.call('GET', '/wps/agent/invite', { token })).json.value.affiliateCode).toBe(first);
    expect((await gw.call('GET', '/wps/agent/invite', { token: await gw.login('down01', DEMO.luzon) })).json.errorCode).toBe('agent.only');
  });
});
