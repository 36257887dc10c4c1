import { beforeAll, describe, expect, it } from 'vitest';
import { placeBet, playableGames } from '../../gateway/store/bets.ts';
import { balanceOf, creditOpening, ledgerProblems } from '../../gateway/store/ledger.ts';
import { type Client, makeGateway } from './harness.ts';

// Referrals at luzon (feature on): a member's code is made once and kept, a registration naming
// it becomes the member's friend, and every rebate the friend claims pays the member 10% of it,
// rounded down, once per claim; an unknown code links nothing and refuses nothing.
let gw: Client;

const user = (username: string, referralCode?: string) => ({
  username,
  password: 'Abc12345',
  confirmPassword: 'Abc12345',
  payeeName: 'Maria Santos',
  birthday: '1991-02-03',
  ...(referralCode ? { referralCode } : {}),
});
const register = async (username: string, referralCode?: string) => {
  const answer = await gw.call('PUT', '/wps/member/register', { encrypt: true, body: user(username, referralCode) });
  expect(answer.json.success, JSON.stringify(answer.json)).toBe(true);
  return answer.json.value.token as string;
};
const idOf = (username: string) =>
  (gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = ?").get(username) as { id: number }).id;
const info = async (token: string) => (await gw.call('GET', '/wps/referral/info', { token })).json;

beforeAll(async () => {
  gw = await makeGateway();
});

describe('referrals', () => {
  it('pay the referrer 10% of each rebate a friend claims, once per claim', async () => {
    const referrer = await register('refhost1');
    const first = (await info(referrer)).value;
    expect(first).toMatchObject({ sharePercent: 10, friends: 0, earned: 0 });
    expect((await info(referrer)).value.referralCode).toBe(first.referralCode);

    // The code is matched whatever its case; the friend bets ₱1,234.56 of slots: a ₱9.87 rebate.
    const friend = await register('reffriend1', first.referralCode.toLowerCase());
    const friendId = idOf('reffriend1');
    const tenant = gw.gw.tenants.get('luzon')!;
    creditOpening(gw.gw.db, {
      merchant: 'luzon',
      memberId: friendId,
      amount: 2_000_00,
      requester: 'operator',
      requestId: 'ref-open',
      now: gw.gw.clock(),
    });
    const game = playableGames(gw.gw.db, tenant).find((g) => g.gameType === 'RNG')!;
    placeBet(gw.gw.db, tenant, { memberId: friendId, ...game, stake: 1_234_56, payout: 0, now: gw.gw.clock(), fromMain: true });
    const before = balanceOf(gw.gw.db, 'luzon', idOf('refhost1'));
    const claim = () => gw.call('POST', '/wps/rebate/claim', { token: friend, body: { requestId: 'ref-claim-1' } });
    expect((await claim()).json.value.amount).toBe(9.87);
    expect((await claim()).json.value.amount).toBe(9.87);
    // 10% of ₱9.87, rounded down: ₱0.98, paid once.
    expect(balanceOf(gw.gw.db, 'luzon', idOf('refhost1')) - before).toBe(98);
    expect((await info(referrer)).value).toMatchObject({ friends: 1, earned: 0.98 });
    const friends = (await gw.call('GET', '/wps/referral/friends', { token: referrer })).json.value;
    expect(friends).toMatchObject({ totalCount: 1, list: [{ account: 're***1', earned: 0.98 }] });
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('link nothing, and refuse nothing, for an unknown code', async () => {
    await register('refstray1', 'NOSUCH99');
    expect(
      (gw.gw.db.prepare('SELECT referred_by AS r FROM members WHERE id = ?').get(idOf('refstray1')) as { r: number | null }).r,
    ).toBeNull();
  });

  it('are not open to trial accounts, nor where the merchant has them off', async () => {
    expect((await info(await gw.trialLogin())).errorCode).toBe('in_need_true_account');
    const emerald = await gw.login('demo01', 'Demo1234!', 'emerald');
    expect((await gw.call('GET', '/wps/referral/info', { merchant: 'emerald', token: emerald })).json.errorCode).toBe(
      'function.not.available',
    );
  });
});
