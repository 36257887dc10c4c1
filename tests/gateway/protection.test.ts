// Player protection in process: limits set, lowered at once and raised after the delay, deposit
// limits at the merchant's midnight and against 20 deposits sent at once, loss limits stopping
// bets and transfers to game wallets, time-outs and self-exclusions shutting every door, the
// reality check's session summary and the journal of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtectionLimit, ProtectionState } from '../../contract/generated/common.ts';
import { settleDeposit } from '../../gateway/store/deposits.ts';
import { playBets } from '../../gateway/store/bets.ts';
import { breakOf, lossLimitLeft, protectionJournal, setLimit, takeBreak } from '../../gateway/store/protection.ts';
import { Prng } from '../../gateway/seed/prng.ts';
import { type Client, expectContract, makeGateway } from './harness.ts';

const HOUR = 3_600_000;
let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});
afterAll(() => gw.gw.db.close());

const state = async (token: string, merchant = 'luzon') => {
  const answer = await gw.call('GET', '/wps/member/protection', { merchant, token });
  expectContract('member-protection', answer.json);
  return answer.json.value;
};
const setMemberLimit = (token: string, kind: string, period: string, amount: number | null, merchant = 'luzon') =>
  gw.call('PUT', '/wps/member/protection/limit', { merchant, token, body: { kind, period, amount } });
const limitOf = (value: ProtectionState, kind: string, period: string): ProtectionLimit => {
  const found = value.limits.find((l) => l.kind === kind && l.period === period);
  if (!found) throw new Error(`no ${kind} ${period} limit`);
  return found;
};
let requests = 0;
const deposit = (token: string, amount: number, merchant = 'luzon', channelId = 'gcash') =>
  gw.call('POST', '/wps/relay/PAY_createDeposit', { merchant, token, body: { requestId: `rg-request-${++requests}`, channelId, amount } });
const tenant = (code: string) => gw.gw.tenants.get(code)!;

describe('limits', () => {
  it('applies a new or lowered limit at once and a raised or removed one after the delay, pending until then', async () => {
    const member = await gw.fundedMember(0);
    const { id } = member;
    let token = member.token;
    const first = await setMemberLimit(token, 'deposit', 'DAY', 1000);
    expectContract('member-protection-limit', first.json);
    const day = limitOf(first.json.value, 'deposit', 'DAY');
    // 2026-01-15 12:00 UTC is 20:00 in Manila: the day resets at 16:00 UTC.
    expect(day).toEqual({ kind: 'deposit', period: 'DAY', amount: 1000, used: 0, left: 1000, resetsAt: Date.UTC(2026, 0, 15, 16) });
    expect(limitOf(first.json.value, 'loss', 'MONTH')).toMatchObject({ amount: null, left: null });

    const lowered = (await setMemberLimit(token, 'deposit', 'DAY', 500)).json.value;
    expect(limitOf(lowered, 'deposit', 'DAY')).toMatchObject({ amount: 500, left: 500 });
    expect(limitOf(lowered, 'deposit', 'DAY').pending).toBeUndefined();

    const now = gw.gw.clock();
    const raised = (await setMemberLimit(token, 'deposit', 'DAY', 2000)).json.value;
    expect(limitOf(raised, 'deposit', 'DAY')).toMatchObject({ amount: 500, pending: { amount: 2000, appliesAt: now + 24 * HOUR } });
    expect((await deposit(token, 600)).json).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { limit: 500, left: 500 } });

    // Sessions end after 30 idle minutes: each jump of the clock logs in again.
    gw.clock.advance(24 * HOUR - 1);
    token = await gw.login(member.username, member.password);
    expect(limitOf(await state(token), 'deposit', 'DAY')).toMatchObject({ amount: 500, pending: { amount: 2000 } });
    gw.clock.advance(1);
    const applied = limitOf(await state(token), 'deposit', 'DAY');
    expect(applied).toMatchObject({ amount: 2000 });
    expect(applied.pending).toBeUndefined();
    expect((await deposit(token, 600)).json.success).toBe(true);

    // A removal waits too; asking for the limit in force again cancels it.
    const removing = (await setMemberLimit(token, 'deposit', 'DAY', null)).json.value;
    expect(limitOf(removing, 'deposit', 'DAY')).toMatchObject({ amount: 2000, pending: { amount: null } });
    expect(limitOf((await setMemberLimit(token, 'deposit', 'DAY', 2000)).json.value, 'deposit', 'DAY').pending).toBeUndefined();

    expect(protectionJournal(gw.gw.db, id).map((e) => [e.actor, e.what, e.before, e.after, e.appliesAt - e.at])).toEqual([
      ['member', 'deposit.DAY', 'none', '100000', 0],
      ['member', 'deposit.DAY', '100000', '50000', 0],
      ['member', 'deposit.DAY', '50000', '200000', 24 * HOUR],
      ['member', 'deposit.DAY', '200000', 'none', 24 * HOUR],
      ['member', 'deposit.DAY', '200000', '200000', 0],
    ]);
  });

  it('refuses amounts with too many decimals', async () => {
    const { token } = await gw.fundedMember(0);
    expect((await setMemberLimit(token, 'loss', 'WEEK', 10.001)).json.errorCode).toBe('protection.amount.invalid');
    expect((await setMemberLimit(token, 'loss', 'WEEK', 0)).status).toBe(400);
  });

  it("counts a day's deposits up to the merchant's midnight and starts again after it", async () => {
    const member = await gw.fundedMember(0);
    await setMemberLimit(member.token, 'deposit', 'DAY', 1000);
    const resetsAt = limitOf(await state(member.token), 'deposit', 'DAY').resetsAt;
    gw.clock.advance(resetsAt - 1 - gw.gw.clock());
    const token = await gw.login(member.username, member.password);
    expect((await deposit(token, 700)).json.success).toBe(true);
    const refused = await deposit(token, 400);
    expect(refused.json).toMatchObject({
      success: false,
      errorCode: 'deposit.limit.exceeded',
      value: { period: 'DAY', limit: 1000, left: 300, resetsAt },
    });
    expect((await deposit(token, 300)).json.success).toBe(true);
    gw.clock.advance(1);
    expect(limitOf(await state(token), 'deposit', 'DAY')).toMatchObject({ used: 0, left: 1000 });
    expect((await deposit(token, 1000)).json.success).toBe(true);
  });

  it.each([
    ['WEEK', { weekday: 'Mon' }],
    ['MONTH', { day: '01' }],
  ] as const)(
    "counts a %s's deposits up to its start in the merchant's zone (Europe/Malta) and starts again after it",
    async (period, starts) => {
      const member = await gw.fundedMember(0, 'emerald');
      await setMemberLimit(member.token, 'deposit', period, 100, 'emerald');
      const { resetsAt } = limitOf(await state(member.token, 'emerald'), 'deposit', period);
      // The window ends at midnight in Malta, on a Monday or the first of a month, not at UTC's.
      const local = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Malta',
          weekday: 'short',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(resetsAt)
          .map((p) => [p.type, p.value]),
      );
      expect(local).toMatchObject({ ...starts, hour: '00', minute: '00' });
      gw.clock.advance(resetsAt - 1 - gw.gw.clock());
      const token = await gw.login(member.username, member.password, 'emerald');
      expect((await deposit(token, 70, 'emerald', 'card')).json.success).toBe(true);
      expect((await deposit(token, 40, 'emerald', 'card')).json).toMatchObject({
        errorCode: 'deposit.limit.exceeded',
        value: { period, limit: 100, left: 30, resetsAt },
      });
      gw.clock.advance(1);
      expect(limitOf(await state(token, 'emerald'), 'deposit', period)).toMatchObject({ used: 0, left: 100 });
      expect((await deposit(token, 100, 'emerald', 'card')).json.success).toBe(true);
    },
  );

  it('holds against 20 deposits sent at once, and a failed order gives its share back', async () => {
    const { token, id } = await gw.fundedMember(0);
    await setMemberLimit(token, 'deposit', 'WEEK', 1000);
    // Five may wait at once (MAX_PENDING_DEPOSITS): settle them as they come so only the limit can say no.
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(token, 300)));
    const ok = answers.filter((a) => a.json.success).length;
    expect(ok).toBe(3);
    expect(answers.filter((a) => a.json.errorCode === 'deposit.limit.exceeded')).toHaveLength(17);
    const week = limitOf(await state(token), 'deposit', 'WEEK');
    expect(week).toMatchObject({ used: 900, left: 100 });
    const first = gw.gw.db.prepare('SELECT MIN(id) AS id FROM deposit_orders WHERE member_id = ?').get(id) as { id: number };
    settleDeposit(gw.gw.db, tenant('luzon'), first.id, { credit: false, reason: 'not paid' }, gw.gw.clock());
    expect(limitOf(await state(token), 'deposit', 'WEEK')).toMatchObject({ used: 600, left: 400 });
  });

  it('stops bets past a loss limit and transfers into game wallets once it is spent, until the period resets', async () => {
    const member = await gw.fundedMember(100_000, 'emerald');
    const { id } = member;
    let token = member.token;
    await setMemberLimit(token, 'loss', 'DAY', 50, 'emerald');
    const transfer = (to: string, amount: number) =>
      gw.call('POST', '/wps/relay/GCS_walletTransfer', {
        merchant: 'emerald',
        token,
        body: { requestId: `rg-request-${++requests}`, from: 'MAIN', to, amount },
      });
    expect((await transfer('PG', 100)).json.success).toBe(true);
    gw.bet(id, 'RNG', 3000, 0, 'emerald');
    // 30 lost, 20 left: a stake of 25 could pass it.
    expect(() => gw.bet(id, 'RNG', 2500, 0, 'emerald')).toThrow(/loss limit/);
    gw.bet(id, 'RNG', 2000, 0, 'emerald');
    const spent = await transfer('PG', 10);
    expect(spent.json).toMatchObject({ errorCode: 'loss.limit.reached', value: { period: 'DAY', limit: 50, left: 0 } });
    // Money may always go back to the main wallet.
    expect(
      (
        await gw.call('POST', '/wps/relay/GCS_walletTransfer', {
          merchant: 'emerald',
          token,
          body: { requestId: `rg-request-${++requests}`, from: 'PG', to: 'MAIN', amount: 10 },
        })
      ).json.success,
    ).toBe(true);
    const { resetsAt } = spent.json.value;
    gw.clock.advance(resetsAt - gw.gw.clock());
    token = await gw.login(member.username, member.password, 'emerald');
    expect((await transfer('PG', 10)).json.success).toBe(true);
  });

  it("the operator's play loses up to a loss limit and no further, then stops", async () => {
    const member = await gw.fundedMember(1_000_000, 'emerald');
    await setMemberLimit(member.token, 'loss', 'DAY', 50, 'emerald');
    const moved = await gw.call('POST', '/wps/relay/GCS_walletTransfer', {
      merchant: 'emerald',
      token: member.token,
      body: { requestId: `rg-request-${++requests}`, from: 'MAIN', to: 'PG', amount: 5000 },
    });
    expect(moved.json.success).toBe(true);
    const emerald = tenant('emerald');
    const before = lossLimitLeft(gw.gw.db, emerald, member.id, gw.gw.clock());
    expect(before).toBe(50_00);
    const prng = new Prng(2);
    // The wallet could stake far past the limit: the stake is capped at what is left, and seed 2's first bet loses it all.
    const { played, lossLimitReached } = playBets(gw.gw.db, emerald, member.id, 50, () => prng.next(), gw.gw.clock());
    expect(lossLimitReached).toBe(true);
    expect(played).toBe(1);
    expect(lossLimitLeft(gw.gw.db, emerald, member.id, gw.gw.clock() + 1000)).toBe(0);
    const lost = gw.gw.db.prepare('SELECT SUM(stake - payout) AS n FROM bets WHERE member_id = ?').get(member.id) as { n: number };
    expect(lost.n).toBe(50_00);
  });
});

describe('operator-set limits', () => {
  it('holds against the member raising or removing it until its lock ends, lets the member lower it, and journals who did what', async () => {
    const member = await gw.fundedMember(0);
    let token = member.token;
    const now = gw.gw.clock();
    const lockedUntil = now + 30 * 24 * HOUR;
    setLimit(gw.gw.db, tenant('luzon'), {
      memberId: member.id,
      kind: 'deposit',
      period: 'WEEK',
      amount: 800_00,
      actor: 'operator',
      now,
      lockedUntil,
    });
    const locked = { errorCode: 'protection.limit.locked', value: { until: lockedUntil } };
    // The page is told before the member tries: the operator's limit carries its lock, the member's own none.
    const before = await state(token);
    expect(limitOf(before, 'deposit', 'WEEK')).toMatchObject({ amount: 800, lockedUntil });
    expect(limitOf(before, 'deposit', 'DAY')).not.toHaveProperty('lockedUntil');
    expect((await setMemberLimit(token, 'deposit', 'WEEK', 900)).json).toMatchObject(locked);
    expect((await setMemberLimit(token, 'deposit', 'WEEK', null)).json).toMatchObject(locked);
    // Lowering is always the member's to do, and leaves the operator's lock in place.
    expect(limitOf((await setMemberLimit(token, 'deposit', 'WEEK', 600)).json.value, 'deposit', 'WEEK')).toMatchObject({ amount: 600 });
    expect((await setMemberLimit(token, 'deposit', 'WEEK', 800)).json).toMatchObject(locked);
    expect((await deposit(token, 700)).json).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { limit: 600 } });

    gw.clock.advance(lockedUntil - now);
    token = await gw.login(member.username, member.password);
    expect(limitOf(await state(token), 'deposit', 'WEEK')).not.toHaveProperty('lockedUntil');
    const raised = (await setMemberLimit(token, 'deposit', 'WEEK', 900)).json.value;
    expect(limitOf(raised, 'deposit', 'WEEK')).toMatchObject({ amount: 600, pending: { amount: 900 } });
    expect(protectionJournal(gw.gw.db, member.id).map((e) => [e.actor, e.what, e.after])).toEqual([
      ['operator', 'deposit.WEEK', `80000 locked until ${new Date(lockedUntil).toISOString()}`],
      ['member', 'deposit.WEEK', '60000'],
      ['member', 'deposit.WEEK', '90000'],
    ]);
    expect(protectionJournal(gw.gw.db, member.id)[0]!.at).toBe(now);
  });
});

describe('breaks', () => {
  it('offers only the jurisdiction lengths and ends every session', async () => {
    const { token, username, password } = await gw.fundedMember(0);
    const wrong = await gw.call('POST', '/wps/member/protection/break', { token, body: { kind: 'timeOut', length: 3 } });
    expect(wrong.json).toMatchObject({ errorCode: 'protection.length.invalid', value: { lengths: [1, 7, 14, 30, 42] } });
    const now = gw.gw.clock();
    const taken = await gw.call('POST', '/wps/member/protection/break', { token, body: { kind: 'timeOut', length: 1 } });
    expectContract('member-protection-break', taken.json);
    expect(taken.json.value.until).toBe(now + 24 * HOUR);
    expect((await gw.call('GET', '/wps/member/protection', { token })).status).toBe(401);
    const login = () => gw.call('POST', '/wps/session/login', { body: { username, password, type: 'username' }, encrypt: true });
    expect((await login()).json).toMatchObject({ success: false, errorCode: 'member.timed.out', value: { until: now + 24 * HOUR } });
    expect((await login()).json.message).toContain(new Date(now + 24 * HOUR).toISOString());
    gw.clock.advance(24 * HOUR);
    expect((await login()).json.success).toBe(true);
  });

  it('shuts deposits, transfers to games, launches and bets, and cannot be shortened', async () => {
    const { token, id } = await gw.fundedMember(100_000, 'emerald');
    // Written as the store does, sessions kept, to knock on each door with a live token.
    const until = takeBreak(gw.gw.db, tenant('emerald'), {
      memberId: id,
      kind: 'selfExclusion',
      length: 6,
      actor: 'member',
      now: gw.gw.clock(),
    });
    gw.gw.db.prepare('UPDATE sessions SET revoked_at = NULL WHERE member_id = ?').run(id);
    const shut = { errorCode: 'member.self.excluded', value: { until } };
    expect((await deposit(token, 50, 'emerald', 'card')).json).toMatchObject(shut);
    const transfer = await gw.call('POST', '/wps/relay/GCS_walletTransfer', {
      merchant: 'emerald',
      token,
      body: { requestId: `rg-request-${++requests}`, from: 'MAIN', to: 'PG', amount: 10 },
    });
    expect(transfer.json).toMatchObject(shut);
    const games = (await gw.call('GET', '/wps/relay/GCSGAME_gameList', { merchant: 'emerald', query: { gameType: 'RNG', pageSize: 50 } }))
      .json.value.games as Array<{ nodeId: number; supportPlay: number }>;
    // Real money, and free play where the game has it.
    for (const [game, accountType] of [
      [games[0]!, 1],
      [games.find((g) => g.supportPlay === 0)!, 0],
    ] as const) {
      const launched = await gw.call('GET', '/wps/game/launchGame', {
        merchant: 'emerald',
        token,
        query: { nodeId: game.nodeId, accountType, launchMode: 'GLS' },
      });
      expect(launched.json).toMatchObject(shut);
    }
    expect(() => gw.bet(id, 'RNG', 100, 0, 'emerald')).toThrow(/self-excluded/);
    // A time-out asked for now does not shorten it or change its kind.
    expect(takeBreak(gw.gw.db, tenant('emerald'), { memberId: id, kind: 'timeOut', length: 1, actor: 'member', now: gw.gw.clock() })).toBe(
      until,
    );
    expect(breakOf(gw.gw.db, id, gw.gw.clock())).toEqual({ kind: 'selfExclusion', until });
  });
});

describe('reality check', () => {
  it("sums the session's stakes and wins and keeps the member's interval", async () => {
    const { token, id } = await gw.fundedMember(100_000);
    expect((await state(token)).realityCheckMinutes).toBe(60);
    const set = await gw.call('PUT', '/wps/member/protection/realityCheck', { token, body: { minutes: 15 } });
    expectContract('member-protection-reality-check', set.json);
    expect(set.json.value.realityCheckMinutes).toBe(15);
    gw.bet(id, 'RNG', 5000, 0);
    gw.bet(id, 'RNG', 2000, 3500);
    const summary = await gw.call('GET', '/wps/member/realityCheck', { token });
    expectContract('member-reality-check', summary.json);
    expect(summary.json.value).toMatchObject({ intervalMinutes: 15, stakes: 70, wins: 35, net: -35 });
    expect(protectionJournal(gw.gw.db, id).map((e) => [e.what, e.before, e.after])).toEqual([['realityCheck', '60', '15']]);
  });
});
