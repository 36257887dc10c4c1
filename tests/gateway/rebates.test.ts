import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { type Client, makeGateway } from './harness.ts';

// Manual rebates at luzon's rates (LIVE 0.6%, RNG 0.8%, ...): each valid bet rebated once, the
// amount rounded down per game type, paid from the house once per request id, never twice however
// claims race, and never below ₱1.
let gw: Client;

const summary = async (token: string) => (await gw.call('GET', '/wps/rebate/summary', { token })).json;
const claim = (token: string, requestId: string) => gw.call('POST', '/wps/rebate/claim', { token, body: { requestId } });

beforeAll(async () => {
  gw = await makeGateway();
});

describe('manual rebates', () => {
  it('give each game type its rate of the unclaimed valid bets, rounded down; a push counts nothing', async () => {
    const { id, token } = await gw.fundedMember(10_000_00);
    gw.bet(id, 'LIVE', 333_33, 0); // ₱333.33 × 0.6% = ₱1.999998: ₱1.99
    gw.bet(id, 'RNG', 150_00, 300_00); // ₱150 × 0.8% = ₱1.20
    gw.bet(id, 'RNG', 50_00, 50_00); // a push
    const s = (await summary(token)).value;
    const rows = Object.fromEntries(s.rows.map((r: { gameType: string }) => [r.gameType, r]));
    expect(rows['LIVE']).toEqual({ gameType: 'LIVE', bets: 1, validBet: 333.33, ratePercent: 0.6, amount: 1.99 });
    expect(rows['RNG']).toEqual({ gameType: 'RNG', bets: 1, validBet: 150, ratePercent: 0.8, amount: 1.2 });
    expect(rows['FISH']).toMatchObject({ bets: 0, amount: 0 });
    expect(s).toMatchObject({ total: 3.19, minimum: 1 });
  });

  it('pay once per request id, and take each bet once', async () => {
    const { id, token } = await gw.fundedMember(10_000_00);
    gw.bet(id, 'RNG', 500_00, 0); // ₱4.00
    const before = balanceOf(gw.gw.db, 'luzon', id);
    const first = await claim(token, 'rebate-once-1');
    expect(first.json.value).toMatchObject({ amount: 4, validBet: 500 });
    expect((await claim(token, 'rebate-once-1')).json.value).toEqual(first.json.value);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(before + 4_00);
    // Nothing left: another claim is refused, and the next bet starts afresh.
    expect((await claim(token, 'rebate-once-2')).json).toMatchObject({
      errorCode: 'rebate.below.minimum',
      value: { minimum: 100, amount: 0 },
    });
    expect((await summary(token)).value.total).toBe(0);
    gw.bet(id, 'LIVE', 200_00, 0); // ₱1.20
    expect((await summary(token)).value.total).toBe(1.2);
    const history = (await gw.call('GET', '/wps/rebate/claims', { token })).json.value;
    expect(history.list.map((c: { amount: number }) => c.amount)).toEqual([4]);
  });

  it('never pay a bet twice however many claims race', async () => {
    const { id, token } = await gw.fundedMember(10_000_00);
    gw.bet(id, 'RNG', 1_000_00, 0); // ₱8.00
    const before = balanceOf(gw.gw.db, 'luzon', id);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(token, `rebate-race-${i}`)));
    expect(answers.filter((a) => a.json.success)).toHaveLength(1);
    expect(answers.filter((a) => a.json.errorCode === 'rebate.below.minimum')).toHaveLength(7);
    expect(balanceOf(gw.gw.db, 'luzon', id)).toBe(before + 8_00);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('refuse a claim below ₱1, and trial accounts', async () => {
    const { id, token } = await gw.fundedMember(10_000_00);
    gw.bet(id, 'RNG', 100_00, 0); // ₱0.80
    expect((await claim(token, 'rebate-small-1')).json).toMatchObject({
      errorCode: 'rebate.below.minimum',
      value: { minimum: 100, amount: 80 },
    });
    expect((await summary(await gw.trialLogin())).errorCode).toBe('in_need_true_account');
  });
});
