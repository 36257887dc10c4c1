// Bonuses and their turnover requirements: a grant pays once per request id (the caller's own rows
// with it), valid bets work the requirements off oldest first, a withdrawal waits until none is
// left, the member's bonus details list them, and the operator's CLI grants once however many
// processes send the same request at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { type BonusGrant, grantBonus, remainingTurnover } from '../../gateway/store/bonuses.ts';
import { openDatabase } from '../../gateway/store/db.ts';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { type Client, makeGateway, scratchDatabase } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const grant = (memberId: number, over: Partial<BonusGrant> = {}): BonusGrant => ({
  merchant: 'luzon',
  memberId,
  amount: 100_00,
  turnoverMultiple: 3,
  source: 'promotion',
  title: 'Weekend reload',
  requester: `member:${memberId}`,
  requestId: `bonus-${memberId}-${Math.random()}`,
  fingerprint: 'weekend',
  now: gw.gw.clock(),
  ...over,
});
const details = async (token: string, query: Record<string, unknown> = {}) =>
  (
    await gw.call('GET', '/wps/member/bonus/details', {
      token,
      query: { startTime: gw.gw.clock() - 86_400_000, endTime: gw.gw.clock() + 60_000, ...query },
    })
  ).json;

describe('bonuses', () => {
  it('pay once per request id, and write the caller’s rows only the first time', async () => {
    const { id } = await gw.fundedMember(0);
    let written = 0;
    const once = grant(id, { requestId: 'bonus-once' });
    const first = grantBonus(gw.gw.db, once, ({ bonusId }) => ({ bonusId, written: ++written }));
    expect(grantBonus(gw.gw.db, once, ({ bonusId }) => ({ bonusId, written: ++written }))).toEqual(first);
    expect(written).toBe(1);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(100_00);
    expect(remainingTurnover(gw.gw.db, id)).toBe(300_00);
    // The same id for another bonus is a client bug: refused, nothing moves.
    expect(() => grantBonus(gw.gw.db, { ...once, amount: 5_00 }, () => 0)).toThrow(/already used/);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(100_00);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('are worked off by valid bets, oldest first; a push counts nothing', async () => {
    const { id, token } = await gw.fundedMember(1_000_00);
    grantBonus(gw.gw.db, grant(id, { amount: 10_00, turnoverMultiple: 5, title: 'First' }), () => 0); // ₱50 to bet
    grantBonus(gw.gw.db, grant(id, { amount: 20_00, turnoverMultiple: 2, title: 'Second' }), () => 0); // ₱40 to bet
    grantBonus(gw.gw.db, grant(id, { amount: 1_00, turnoverMultiple: 0, title: 'Free' }), () => 0); // met at once
    expect(remainingTurnover(gw.gw.db, id)).toBe(90_00);
    gw.bet(id, 'RNG', 30_00, 30_00); // a push
    gw.bet(id, 'RNG', 60_00, 0); // ₱50 to the first, ₱10 to the second
    const list = (await details(token)).value.list as Array<{ title: string; turnoverDone: number; metAt: number | null }>;
    expect(list.map((b) => [b.title, b.turnoverDone, b.metAt !== null])).toEqual([
      ['Free', 0, true],
      ['Second', 10, false],
      ['First', 50, true],
    ]);
    expect((await details(token, { status: 'OPEN' })).value).toMatchObject({ totalCount: 1, totalAmount: 20, turnoverRemaining: 30 });
    expect((await details(token, { status: 'MET' })).value).toMatchObject({ totalCount: 2, totalAmount: 11 });
    gw.bet(id, 'LIVE', 100_00, 250_00); // more than is left: the rest counts for nothing
    expect(remainingTurnover(gw.gw.db, id)).toBe(0);
    expect((await details(token)).value).toMatchObject({ totalCount: 3, totalAmount: 31, turnoverRemaining: 0 });
  });

  it('hold a withdrawal back until their turnover is met', async () => {
    const { id, token, password } = await gw.fundedMember(1_000_00);
    await gw.setPaymentPassword(token, password, '246810');
    const sealed = (path: string, body: Record<string, unknown>) => gw.call('POST', path, { token, body, encrypt: true });
    const bound = await sealed('/wps/relay/PAY_bindPayoutAccount', {
      providerId: 'gcash',
      accountName: 'Bonus Tester',
      accountNumber: '09171234567',
      paymentPassword: '246810',
    });
    expect(bound.json).toMatchObject({ success: true });
    const accountId = bound.json.value.accountId as number;
    grantBonus(gw.gw.db, grant(id, { amount: 100_00, turnoverMultiple: 2 }), () => 0);
    const info = async () => (await gw.call('GET', '/wps/relay/PAY_withdrawInfo', { token })).json.value;
    expect(await info()).toMatchObject({ turnoverRemaining: 200 });
    const withdraw = (requestId: string) =>
      sealed('/wps/relay/PAY_withdraw', { requestId, accountId, amount: 300, paymentPassword: '246810' });
    expect((await withdraw('wd-unmet-1')).json).toMatchObject({ errorCode: 'withdraw.turnover.unmet', value: { remaining: 200 } });
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(1_100_00);
    gw.bet(id, 'RNG', 199_99, 0);
    expect((await withdraw('wd-still-1')).json).toMatchObject({ errorCode: 'withdraw.turnover.unmet', value: { remaining: 0.01 } });
    gw.bet(id, 'RNG', 1, 0);
    expect(await info()).toMatchObject({ turnoverRemaining: 0 });
    expect((await withdraw('wd-met-01')).json).toMatchObject({ success: true });
  });

  it('list only a real member’s own bonuses, in the period asked', async () => {
    const a = await gw.fundedMember(0);
    const b = await gw.fundedMember(0);
    grantBonus(gw.gw.db, grant(a.id, { now: gw.gw.clock() - 40 * 86_400_000, title: 'Old' }), () => 0);
    grantBonus(gw.gw.db, grant(a.id, { title: 'New' }), () => 0);
    grantBonus(gw.gw.db, grant(b.id, { title: 'Theirs' }), () => 0);
    const mine = (await details(a.token)).value;
    expect(mine.list.map((x: { title: string }) => x.title)).toEqual(['New']);
    // The requirement left counts every open bonus, whatever the period shown.
    expect(mine).toMatchObject({ totalCount: 1, totalAmount: 100, turnoverRemaining: 600 });
    expect((await details(a.token, { startTime: gw.gw.clock() - 45 * 86_400_000 })).value.totalCount).toBe(2);
    expect((await details(a.token, { startTime: 0 })).errorCode).toBe('records.range.invalid');
    expect((await details(await gw.trialLogin())).errorCode).toBe('in_need_true_account');
  });
});

describe('the operator’s bonus grant', () => {
  const { db: dbPath, cli } = scratchDatabase('skinforge-bonus-', 'gateway.db');

  it('pays once however many processes send the same request id at once, and explains bad input', async () => {
    expect((await cli('seed')).code).toBe(0);
    const args = ['bonus', 'grant', 'demo01', '--merchant', 'luzon', '--amount', '50.5', '--turnover', '4', '--title', 'Goodwill'];
    const runs = await Promise.all(Array.from({ length: 4 }, () => cli(...args, '--request-id', 'goodwill-1')));
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(runs[0]!.out).toMatch(/paid demo01 ₱\s?50\.50, turnover ₱\s?202\.00/);
    const db = openDatabase(dbPath);
    const member = findByUsername(db, 'luzon', 'demo01')!;
    const rows = db.prepare('SELECT amount, turnover_required AS required FROM bonuses WHERE member_id = ?').all(member.id);
    expect(rows).toEqual([{ amount: 50_50, required: 202_00 }]);
    expect(ledgerProblems(db)).toEqual([]);
    db.close();
    expect(await cli('bonus', 'grant', 'demo01', '--merchant', 'luzon', '--amount', '1.234', '--title', 'x')).toMatchObject({
      code: 2,
      out: expect.stringMatching(/--amount is a positive amount of PHP with at most 2 decimal places/),
    });
    expect(
      await cli('bonus', 'grant', 'demo01', '--merchant', 'luzon', '--amount', '5', '--turnover', '1.5', '--title', 'x'),
    ).toMatchObject({
      code: 2,
      out: expect.stringMatching(/--turnover is a whole number/),
    });
    expect(await cli('bonus', 'grant', 'nobody', '--merchant', 'luzon', '--amount', '5', '--title', 'x')).toMatchObject({
      code: 2,
      out: expect.stringMatching(/no account nobody on luzon/),
    });
  });
});
