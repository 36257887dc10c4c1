import { beforeAll, describe, expect, it } from 'vitest';
import { placeBet, playableGames } from '../../gateway/store/bets.ts';
import { balanceOf, creditOpening, ledgerProblems } from '../../gateway/store/ledger.ts';
import { takeBreak } from '../../gateway/store/protection.ts';
import { setReferralEnabled } from '../../gateway/store/referrals.ts';
import { type Client, makeGateway } from './harness.ts';

// Referrals at luzon (feature on): a member's code is made once and kept, a registration naming
// it becomes the member's friend, and every rebate the friend claims pays the member 10% of it,
// rounded down, once per claim; an unknown code links nothing and refuses nothing. All of it only
// while the REFERRAL promotion runs, which the member info says (availablePromo).
let gw: Client;

const user = (username: string, referralCode?: string) => ({
  username,
  password: 'Abc12345',
  confirmPassword: 'Abc12345',
  payeeName: 'Maria Santos',
  birthday: '1991-02-03',
  ageConfirmed: true,
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
const referrerOfMember = (username: string) =>
  (gw.gw.db.prepare('SELECT referred_by AS r FROM members WHERE id = ?').get(idOf(username)) as { r: number | null }).r;
const promo = async (token: string, merchant = 'luzon') =>
  (await gw.call('GET', '/wps/member/info', { merchant, token })).json.value.availablePromo;

/** A friend of luzon's with ₱2,000 who loses a bet of slots and claims its rebate: what the claim paid (major units). */
async function friendClaims(username: string, token: string, stake: number): Promise<number> {
  const tenant = gw.gw.tenants.get('luzon')!;
  const memberId = idOf(username);
  const now = gw.gw.clock();
  creditOpening(gw.gw.db, { merchant: 'luzon', memberId, amount: 2_000_00, requester: 'operator', requestId: `ref-open-${username}`, now });
  const game = playableGames(gw.gw.db, tenant).find((g) => g.gameType === 'RNG')!;
  placeBet(gw.gw.db, tenant, { memberId, ...game, stake, payout: 0, now, fromMain: true });
  const claim = await gw.call('POST', '/wps/rebate/claim', { token, body: { requestId: `ref-claim-${username}` } });
  expect(claim.json.success, JSON.stringify(claim.json)).toBe(true);
  return claim.json.value.amount as number;
}

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
    const before = balanceOf(gw.gw.db, 'luzon', idOf('refhost1'));
    expect(await friendClaims('reffriend1', friend, 1_234_56)).toBe(9.87);
    const again = await gw.call('POST', '/wps/rebate/claim', { token: friend, body: { requestId: 'ref-claim-reffriend1' } });
    expect(again.json.value.amount).toBe(9.87);
    // 10% of ₱9.87, rounded down: ₱0.98, paid once.
    expect(balanceOf(gw.gw.db, 'luzon', idOf('refhost1')) - before).toBe(98);
    expect((await info(referrer)).value).toMatchObject({ friends: 1, earned: 0.98 });
    const friends = (await gw.call('GET', '/wps/referral/friends', { token: referrer })).json.value;
    expect(friends).toMatchObject({ totalCount: 1, list: [{ account: 're***1', earned: 0.98 }] });
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('link nothing, and refuse nothing, for an unknown code', async () => {
    await register('refstray1', 'NOSUCH99');
    expect(referrerOfMember('refstray1')).toBeNull();
  });

  it('follow the REFERRAL promotion the operator runs or stops: links, shares, calls and the member info', async () => {
    const host = await register('refhost2');
    expect(await promo(host)).toEqual({ REFERRAL: { enabled: true } });
    const { referralCode } = (await info(host)).value;
    const hostBalance = () => balanceOf(gw.gw.db, 'luzon', idOf('refhost2'));
    const friend = await register('reffriend2', referralCode);

    setReferralEnabled(gw.gw.db, 'luzon', false);
    try {
      expect(await promo(host)).toEqual({ REFERRAL: { enabled: false } });
      expect((await info(host)).errorCode).toBe('referral.closed');
      expect((await gw.call('GET', '/wps/referral/friends', { token: host })).json.errorCode).toBe('referral.closed');
      // A registration with the code still goes through, linked to nobody.
      await register('reffriend3', referralCode);
      expect(referrerOfMember('reffriend3')).toBeNull();
      // A friend's rebate while it is off earns the referrer nothing.
      const before = hostBalance();
      expect(await friendClaims('reffriend2', friend, 1_000_00)).toBe(8);
      expect(hostBalance()).toBe(before);
    } finally {
      setReferralEnabled(gw.gw.db, 'luzon', true);
    }
    expect(await promo(host)).toEqual({ REFERRAL: { enabled: true } });
    expect((await info(host)).value).toMatchObject({ referralCode, friends: 1, earned: 0 });
    await register('reffriend4', referralCode);
    expect(referrerOfMember('reffriend4')).toBe(idOf('refhost2'));
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('pay a referrer on a break nothing, and keep nothing back for after it (decision 0019)', async () => {
    const host = await register('refhost3');
    const { referralCode } = (await info(host)).value;
    const during = await register('reffriend5', referralCode);
    await register('reffriend6', referralCode);
    const hostId = idOf('refhost3');
    const until = takeBreak(gw.gw.db, gw.gw.tenants.get('luzon')!, {
      memberId: hostId,
      kind: 'timeOut',
      length: 1,
      actor: 'member',
      now: gw.gw.clock(),
    });
    const before = balanceOf(gw.gw.db, 'luzon', hostId);
    // The friend's own rebate is theirs, break or not; the referrer's share of it is not paid.
    expect(await friendClaims('reffriend5', during, 1_000_00)).toBe(8);
    expect(balanceOf(gw.gw.db, 'luzon', hostId)).toBe(before);
    gw.clock.advance(until - gw.gw.clock());
    // Once the break is over, friends' claims pay the share again, and only theirs: nothing was held.
    const after = await gw.login('reffriend6', 'Abc12345', 'luzon');
    expect(await friendClaims('reffriend6', after, 1_000_00)).toBe(8);
    expect(balanceOf(gw.gw.db, 'luzon', hostId) - before).toBe(80);
    const earned = gw.gw.db.prepare('SELECT friend_id AS friend, amount FROM referral_earnings WHERE member_id = ?').all(hostId);
    expect(earned).toEqual([{ friend: idOf('reffriend6'), amount: 80 }]);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('are not open to trial accounts, nor where the merchant has them off', async () => {
    const trial = await gw.trialLogin();
    expect((await info(trial)).errorCode).toBe('in_need_true_account');
    expect(await promo(trial)).toEqual({ REFERRAL: { enabled: false } });
    const emerald = await gw.login('demo01', 'Demo1234!', 'emerald');
    // Without the referral feature there is no REFERRAL promotion, whatever a switch says.
    setReferralEnabled(gw.gw.db, 'emerald', true);
    expect(await promo(emerald, 'emerald')).toEqual({ REFERRAL: { enabled: false } });
    expect((await gw.call('GET', '/wps/referral/info', { merchant: 'emerald', token: emerald })).json.errorCode).toBe(
      'function.not.available',
    );
  });
});
