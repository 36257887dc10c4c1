import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems, balanceOf } from '../../gateway/store/ledger.ts';
import { pointsOf } from '../../gateway/store/points.ts';
import { decideRedemption } from '../../gateway/store/points-mall.ts';
import { type Client, makeGateway, nextPaymentTry } from './harness.ts';

// Points: earned from valid bets (a point per ₱10 at luzon, the rest carried over), converted into
// the wallet at the member's VIP rate in steps of 100, and spent on goods; each spend once per
// request id, never below zero, and a rejection gives everything back.
let gw: Client;
const PAY = '246810';

/** A luzon account of its own with ₱1,000 (or `opening` centavos) and a payment password: its id and token. */
async function member(opening = 1000_00): Promise<{ id: number; token: string }> {
  const made = await gw.fundedMember(opening);
  await gw.setPaymentPassword(made.token, made.password, PAY);
  return made;
}

/** Gives a member points as earned (the test's setup, as bets would). */
function grant(memberId: number, points: number): void {
  const db = gw.gw.db;
  db.prepare(
    'INSERT INTO point_balances (member_id, points) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET points = points + excluded.points',
  ).run(memberId, points);
  db.prepare(
    "INSERT INTO point_entries (merchant, member_id, kind, points, balance_after, ref, created_at) VALUES ('luzon', ?, 'EARN', ?, ?, 'test', ?)",
  ).run(memberId, points, pointsOf(db, memberId), gw.gw.clock());
}

const summary = async (token: string) => (await gw.call('GET', '/wps/points/summary', { token })).json;
const convert = (token: string, requestId: string, points: number) =>
  gw.call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
    token,
    body: { requestId, points, paymentPassword: PAY },
    encrypt: true,
  });
const redeem = (token: string, body: Record<string, unknown>) =>
  gw.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    token,
    body: { paymentPassword: PAY, quantity: 1, ...body },
    encrypt: true,
  });
const goodId = (image: string) =>
  (gw.gw.db.prepare("SELECT id FROM point_goods WHERE merchant = 'luzon' AND image = ?").get(image) as { id: number }).id;

beforeAll(async () => {
  gw = await makeGateway();
});

describe('points', () => {
  it('are earned from valid bets, a point per ₱10, the rest carried to the next bet; a push earns nothing', async () => {
    const { id, token } = await member();
    gw.bet(id, 'RNG', 25_00, 0); // ₱25: 2 points, ₱5 carried
    gw.bet(id, 'RNG', 7_00, 14_00); // ₱7 more: ₱12, 1 point, ₱2 carried
    gw.bet(id, 'RNG', 50_00, 50_00); // a push: nothing
    expect((await summary(token)).value).toMatchObject({ points: 3, earned: 3, betPerPoint: 10, convertPoints: 100, convertAmount: 1 });
    const details = (
      await gw.call('GET', '/wps/relay/ODSFE2_MemTransDet', {
        token,
        query: { startTime: gw.gw.clock() - 1000, endTime: gw.gw.clock() + 1, pageNo: 1, pageSize: 10 },
      })
    ).json.value;
    expect(details.list.map((e: { points: number; balanceAfter: number }) => [e.points, e.balanceAfter])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(details).toMatchObject({ totalIn: 3, totalOut: 0, totalCount: 2 });
  });

  it('convert into the wallet at the VIP rate, in steps of 100, once per request id', async () => {
    const { id, token } = await member();
    gw.gw.db.prepare('UPDATE members SET vip_level = 2 WHERE id = ?').run(id);
    grant(id, 450);
    const s = (await summary(token)).value;
    // VIP 2 (Silver): 100 points make ₱1.20 (its rank's 20% more); the table shows every rank (gateway/seed/vip.ts).
    expect(s.convertAmount).toBe(1.2);
    expect(s.rates.slice(0, 3)).toEqual([
      { vipLevel: 0, amount: 1 },
      { vipLevel: 1, amount: 1.1 },
      { vipLevel: 2, amount: 1.2 },
    ]);
    expect((await convert(token, 'conv-step-01', 150)).json).toMatchObject({
      success: false,
      errorCode: 'points.convert.step',
      value: { step: 100 },
    });
    const first = await convert(token, 'conv-once-01', 300);
    expect(first.json.value).toEqual({ points: 150, amount: 3.6, balance: 1003.6 });
    // The same request again answers the same and moves nothing.
    expect((await convert(token, 'conv-once-01', 300)).json.value).toEqual(first.json.value);
    expect((await convert(token, 'conv-once-01', 100)).json.errorCode).toBe('request.id.reused');
    expect(pointsOf(gw.gw.db, id)).toBe(150);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(1003_60);
    expect((await convert(token, 'conv-more-01', 200)).json).toMatchObject({
      success: false,
      errorCode: 'points.insufficient',
      value: { points: 150 },
    });
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(1003_60);
  });

  it('convert at the rank the member holds when the points are spent, not when the call began', async () => {
    const { id, token } = await member();
    grant(id, 100);
    const tried = nextPaymentTry(gw.gw.db, id);
    const converting = convert(token, 'conv-rank-01', 100);
    // The call has its member and counts a payment password try before it hashes the password: a bet
    // settled meanwhile (here, or in another gateway process) takes the member to Silver.
    await tried();
    gw.gw.db.prepare('UPDATE members SET vip_level = 2 WHERE id = ?').run(id);
    expect((await converting).json.value).toEqual({ points: 0, amount: 1.2, balance: 1001.2 });
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('never convert more points than there are, however many requests race', async () => {
    const { id, token } = await member();
    grant(id, 500);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => convert(token, `conv-race-${i}0`, 200)));
    expect(answers.filter((a) => a.json.success)).toHaveLength(2);
    expect(answers.filter((a) => a.json.errorCode === 'points.insufficient')).toHaveLength(6);
    expect(pointsOf(gw.gw.db, id)).toBe(100);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(1004_00);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('redeem a good once per request id, with what it needs; a rejection gives points, amount and stock back', async () => {
    const { id, token } = await member();
    grant(id, 20_000);
    const speaker = goodId('speaker');
    expect((await redeem(token, { requestId: 'red-addr-01', goodId: speaker })).json.errorCode).toBe('points.address.required');
    expect((await redeem(token, { requestId: 'red-many-01', goodId: speaker, quantity: 2, address: 'x' })).json).toMatchObject({
      errorCode: 'points.quantity.invalid',
      value: { max: 1 },
    });
    expect((await redeem(token, { requestId: 'red-load-01', goodId: goodId('mobile-load') })).json.errorCode).toBe(
      'points.account.required',
    );
    expect((await redeem(token, { requestId: 'red-gold-01', goodId: goodId('gold-coin'), address: 'x' })).json.errorCode).toBe(
      'points.stock.out',
    );
    const body = { requestId: 'red-spk-001', goodId: speaker, address: '12 Rizal St, Makati' };
    const done = await redeem(token, body);
    // 8,000 points and ₱200 from the wallet.
    expect(done.json.value).toMatchObject({
      points: 12_000,
      balance: 800,
      redemption: { goodName: 'Bluetooth speaker', points: 8000, amount: 200, status: 'IN_PROCESS', address: '12 Rizal St, Makati' },
    });
    expect((await redeem(token, body)).json.value.redemption).toEqual(done.json.value.redemption);
    expect(pointsOf(gw.gw.db, id)).toBe(12_000);
    const stock = () => (gw.gw.db.prepare('SELECT stock FROM point_goods WHERE id = ?').get(speaker) as { stock: number }).stock;
    expect(stock()).toBe(9);

    const redemptionId = done.json.value.redemption.redemptionId as number;
    decideRedemption(gw.gw.db, 'luzon', redemptionId, 'REJECTED', 'out of this colour', gw.gw.clock());
    expect(() => decideRedemption(gw.gw.db, 'luzon', redemptionId, 'APPROVED', '', gw.gw.clock())).toThrow(/not in process/);
    expect(pointsOf(gw.gw.db, id)).toBe(20_000);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(1000_00);
    expect(stock()).toBe(10);
    const history = (await gw.call('GET', '/wps/points/redemptions', { token, query: { status: 'REJECTED' } })).json.value;
    expect(history.list).toMatchObject([{ redemptionId, status: 'REJECTED', remark: 'out of this colour' }]);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('are decided once: an approved redemption is neither approved again nor rejected, and nothing moves twice', async () => {
    const { id, token } = await member();
    grant(id, 10_000);
    const speaker = goodId('speaker');
    const stock = () => (gw.gw.db.prepare('SELECT stock FROM point_goods WHERE id = ?').get(speaker) as { stock: number }).stock;
    const left = stock();
    const done = await redeem(token, { requestId: 'red-twice-01', goodId: speaker, address: '3 Mabini St, Pasig' });
    const redemptionId = done.json.value.redemption.redemptionId as number;
    decideRedemption(gw.gw.db, 'luzon', redemptionId, 'APPROVED', 'Courier LBC 123456', gw.gw.clock());
    const after = { points: pointsOf(gw.gw.db, id), balance: balanceOf(gw.gw.db, 'luzon', id), stock: stock() };
    // 8,000 points, ₱200 and one speaker went, once.
    expect(after).toEqual({ points: 2_000, balance: 800_00, stock: left - 1 });
    for (const decision of ['APPROVED', 'REJECTED'] as const)
      expect(() => decideRedemption(gw.gw.db, 'luzon', redemptionId, decision, 'again', gw.gw.clock())).toThrow(
        expect.objectContaining({ code: 'points.redemption.decided' }),
      );
    expect({ points: pointsOf(gw.gw.db, id), balance: balanceOf(gw.gw.db, 'luzon', id), stock: stock() }).toEqual(after);
    // The history keeps the first decision and its remark; no REFUND entry was written.
    const approved = (await gw.call('GET', '/wps/points/redemptions', { token, query: { status: 'APPROVED' } })).json.value;
    expect(approved.list).toMatchObject([{ redemptionId, status: 'APPROVED', remark: 'Courier LBC 123456' }]);
    expect((await gw.call('GET', '/wps/points/redemptions', { token, query: { status: 'REJECTED' } })).json.value.list).toEqual([]);
    expect(gw.gw.db.prepare("SELECT COUNT(*) AS n FROM point_entries WHERE member_id = ? AND kind = 'REFUND'").get(id)).toEqual({ n: 0 });
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('never give out more than the stock or the points, however many redemptions race', async () => {
    const phone = goodId('smartphone');
    const left = (gw.gw.db.prepare('SELECT stock FROM point_goods WHERE id = ?').get(phone) as { stock: number }).stock;
    // Each phone also takes ₱2,000 from the wallet.
    const a = await member(5000_00);
    const b = await member(5000_00);
    grant(a.id, 130_000); // enough for two
    grant(b.id, 60_000); // enough for one
    const tries = [a, a, a, b, b].map((m, i) => redeem(m.token, { requestId: `red-phone-${i}0`, goodId: phone, address: 'Makati' }));
    const answers = await Promise.all(tries);
    expect(answers.filter((x) => x.json.success)).toHaveLength(left);
    expect(answers.filter((x) => !x.json.success).map((x) => x.json.errorCode)).toSatisfy((codes: string[]) =>
      codes.every((c) => c === 'points.stock.out' || c === 'points.insufficient'),
    );
    expect((gw.gw.db.prepare('SELECT stock FROM point_goods WHERE id = ?').get(phone) as { stock: number }).stock).toBe(0);
    expect(pointsOf(gw.gw.db, a.id) + pointsOf(gw.gw.db, b.id)).toBe(190_000 - left * 60_000);
    expect(balanceOf(gw.gw.db, 'luzon', a.id) + balanceOf(gw.gw.db, 'luzon', b.id)).toBe(10_000_00 - left * 2000_00);
  });

  it('need a payment password and a real account; a trial account may still look at the goods', async () => {
    const made = (await gw.call('PUT', '/wps/member/register/oneClick', { body: { ageConfirmed: true } })).json.value;
    const token = await gw.login(made.username, made.password);
    expect((await convert(token, 'conv-nopw-01', 100)).json.errorCode).toBe('payment.password.missing');
    expect((await summary(token)).value.hasPaymentPassword).toBe(false);
    const trial = await gw.trialLogin();
    expect((await summary(trial)).errorCode).toBe('in_need_true_account');
    const goods = (await gw.call('GET', '/wps/points/goods', { token: trial })).json.value.list;
    expect(goods.map((g: { imageUrl: string }) => g.imageUrl)).toContain('/wps/static/goods/speaker.svg');
    expect((await gw.app.request('/wps/static/goods/speaker.svg')).headers.get('content-type')).toMatch(/svg/);
  });

  it('come with the demo accounts from their seeded bets', async () => {
    const token = await gw.login('demo01', 'Demo1234');
    const s = (await summary(token)).value;
    const { validBet } = gw.gw.db
      .prepare(
        "SELECT SUM(valid_bet) AS validBet FROM bets b JOIN members m ON m.id = b.member_id WHERE m.merchant = 'luzon' AND m.username = 'demo01'",
      )
      .get() as { validBet: number };
    expect(s.earned).toBe(Math.floor(validBet / 10_00));
    expect(s.points).toBe(s.earned);
  });
});
