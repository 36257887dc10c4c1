// The operator's rebate-rate and REFERRAL commands over a database file: each demo merchant's own
// seeded rates, setting one (and the claims that follow paying it), every refusal saying what is
// wrong; and the REFERRAL promotion switched off and on, which the member info follows.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/db.ts';
import { claimable } from '../../gateway/store/rebates.ts';
import { referralEnabled } from '../../gateway/store/referrals.ts';
import { loadAllTenants } from '../../gateway/tenants.ts';
import { scratchDatabase } from './harness.ts';

const { db, cli } = scratchDatabase('gateway-rebate-cli-');

/** A demo merchant as the stores take it. */
async function tenant(code: string) {
  const loaded = (await loadAllTenants()).find((t) => t.config.merchantCode === code)!;
  return { code, config: loaded.config, dir: loaded.dir };
}

/** The rates a `rebate list` printed, by game type. */
const rates = (out: string) =>
  Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)),
  );

describe('rebate rate commands', () => {
  it("list each demo merchant's own rates, per game type it offers", async () => {
    expect((await cli('seed')).code).toBe(0);
    const luzon = rates((await cli('rebate', 'list', '--merchant', 'luzon')).out);
    const saigon = rates((await cli('rebate', 'list', '--merchant', 'saigon')).out);
    const emerald = rates((await cli('rebate', 'list', '--merchant', 'emerald')).out);
    expect(luzon).toEqual({ LIVE: '0.6%', RNG: '0.8%', FISH: '0.8%', SPORTS: '0.5%', COCKFIGHT: '0.4%', PVP: '0.5%', ESPORTS: '0.5%' });
    expect(saigon).toEqual({ SPORTS: '0.7%', LIVE: '0.5%', RNG: '1%', ELOTT: '0.2%', LOTT: '0.25%', ESPORTS: '0.6%' });
    expect(emerald).toEqual({ RNG: '1.2%', LIVE: '0.75%', FISH: '1%', PVP: '0.45%' });
  });

  it('set one game type, which the next claim pays on the bets not claimed yet', async () => {
    const set = await cli('rebate', 'set', 'live', '0.75%', '--merchant', 'luzon');
    expect(set.code).toBe(0);
    expect(rates(set.out)).toMatchObject({ LIVE: '0.75%', RNG: '0.8%' });
    expect(rates((await cli('rebate', 'list', '--merchant', 'saigon')).out).LIVE).toBe('0.5%');
    const store = openDatabase(db);
    const demo01 = (store.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'demo01'").get() as { id: number }).id;
    const live = claimable(store, await tenant('luzon'), demo01).find((r) => r.gameType === 'LIVE')!;
    expect(live.rateBp).toBe(75);
    expect(live.amount).toBe(Math.floor((live.validBet * 75) / 10_000));
    store.close();
    expect(rates((await cli('rebate', 'set', 'LIVE', '0', '--merchant', 'luzon')).out).LIVE).toBe('0%');
  });

  it('refuse, saying what is wrong, a game type the merchant does not offer and a rate out of range or form', async () => {
    expect(await cli('rebate', 'set', 'FISH', '0.5', '--merchant', 'saigon')).toEqual({
      code: 1,
      out: 'saigon offers no game type "FISH": it offers SPORTS, LIVE, RNG, ELOTT, LOTT, ESPORTS\n',
    });
    expect(await cli('rebate', 'set', 'RNG', '3.5', '--merchant', 'emerald')).toEqual({
      code: 1,
      out: 'a rate is from 0% to 3% in steps of 0.01% (RNG asked for 3.5%)\n',
    });
    for (const rate of ['0.755', 'abc']) {
      const refused = await cli('rebate', 'set', 'RNG', rate, '--merchant', 'emerald');
      expect(refused.code).toBe(2);
      expect(refused.out).toContain(`"${rate}" is not a rate: a percentage with at most 2 decimals, such as 0.75`);
    }
    expect((await cli('rebate', 'set', 'RNG', '--merchant', 'emerald')).out).toContain(
      'rebate set takes a game type and a rate in percent',
    );
    expect(rates((await cli('rebate', 'list', '--merchant', 'emerald')).out).RNG).toBe('1.2%');
  });
});

describe('referral commands', () => {
  it('stop and run the REFERRAL promotion of a merchant with the referral feature', async () => {
    expect(await cli('referral', 'off', '--merchant', 'saigon')).toEqual({ code: 0, out: 'saigon: the REFERRAL promotion is off\n' });
    const store = openDatabase(db);
    expect(referralEnabled(store, await tenant('saigon'))).toBe(false);
    expect(referralEnabled(store, await tenant('luzon'))).toBe(true);
    expect((await cli('referral', 'on', '--merchant', 'saigon')).out).toBe('saigon: the REFERRAL promotion is on\n');
    expect(referralEnabled(store, await tenant('saigon'))).toBe(true);
    store.close();
    const none = await cli('referral', 'on', '--merchant', 'emerald');
    expect(none.code).toBe(2);
    expect(none.out).toContain('emerald has no referral feature (features.referral in its config)');
    expect((await cli('referral', 'maybe', '--merchant', 'luzon')).out).toContain('referral takes on or off');
  });
});
