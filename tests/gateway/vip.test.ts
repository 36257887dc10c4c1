// VIP ranks: a member's valid bet in all ranks them (luzon's seeded ladder: Bronze from ₱1,000,
// Silver ₱5,000, Gold ₱20,000), a bet that crosses thresholds promotes in its own transaction and
// pays each rank's upgrade bonus once, ranks never fall, and the benefits are applied: the points
// rate and the extra withdrawals a day. Last, four CLI processes playing at once promote once.
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/db.ts';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { setVipRank, vipRank } from '../../gateway/store/vip.ts';
import { type Client, DEMO, makeGateway, operatorCli, scratchDatabase } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const db = () => gw.gw.db;
const standing = (id: number) =>
  db().prepare('SELECT vip_level AS level, vip_valid_bet AS validBet FROM members WHERE id = ?').get(id) as {
    level: number;
    validBet: number;
  };
/** The upgrade bonuses paid to a member: the journal's request ids. */
const upgrades = (id: number) =>
  (
    db().prepare('SELECT request_id AS requestId FROM journal WHERE request_id LIKE ? ORDER BY id').all(`vip:${id}:%`) as Array<{
      requestId: string;
    }>
  ).map((r) => r.requestId);
const promotions = (id: number) =>
  db().prepare("SELECT params FROM messages WHERE member_id = ? AND kind = 'vip.promoted' ORDER BY id").all(id) as Array<{
    params: string;
  }>;
const vip = async (token: string, language = 'EN') =>
  (await gw.call('GET', '/wps/member/vip', { token, headers: { Language: language } })).json;

describe('VIP ranks', () => {
  it('rise when the valid bet in all reaches a threshold, not a centavo before; a push counts nothing', async () => {
    const { id, token } = await gw.fundedMember(5_000_00);
    gw.bet(id, 'RNG', 999_99, 0);
    gw.bet(id, 'RNG', 500_00, 500_00); // a push: no valid bet
    expect(standing(id)).toEqual({ level: 0, validBet: 999_99 });
    expect((await vip(token)).value).toMatchObject({
      level: 0,
      label: 'Member',
      validBet: 999.99,
      next: { level: 1, label: 'Bronze', threshold: 1000 },
    });
    // The reference ladder's names in the reader's language; Filipino keeps the English metals.
    expect((await vip(token, 'VI')).value).toMatchObject({ label: 'Thành viên', next: { label: 'Đồng' } });
    expect((await vip(token, 'TY')).value).toMatchObject({ label: 'Miyembro', next: { label: 'Bronze' } });
    expect(upgrades(id)).toEqual([]);
    gw.bet(id, 'RNG', 1, 0);
    expect(standing(id)).toEqual({ level: 1, validBet: 1_000_00 });
    expect(upgrades(id)).toEqual([`vip:${id}:1`]);
    // Bronze's ₱10 bonus is in the wallet: ₱5,000 less ₱1,000 of losses.
    expect(balanceOf(db(), 'luzon', id)).toBe(4_010_00);
    expect(promotions(id).map((m) => JSON.parse(m.params))).toEqual([{ level: 1, label: { EN: 'Bronze', TY: 'Bronze', VI: 'Đồng' } }]);
    const info = (await gw.call('GET', '/wps/member/info', { token, headers: { Language: 'EN' } })).json.value;
    expect(info).toMatchObject({ hasVip: true, clubLabel: { labelName: 'Bronze', rankLevel: 1 } });
    const vietnamese = (await gw.call('GET', '/wps/member/info', { token, headers: { Language: 'VI' } })).json.value;
    expect(vietnamese).toMatchObject({ clubLabel: { labelName: 'Đồng', rankLevel: 1 } });
    expect(ledgerProblems(db())).toEqual([]);
  });

  it('jump several ranks at once in one bet, paying each upgrade bonus once and telling the member once', async () => {
    const { id, token } = await gw.fundedMember(30_000_00);
    gw.bet(id, 'LIVE', 20_000_00, 0);
    expect(standing(id).level).toBe(3);
    expect(upgrades(id)).toEqual([`vip:${id}:1`, `vip:${id}:2`, `vip:${id}:3`]);
    // ₱10 + ₱38 + ₱128.
    expect(balanceOf(db(), 'luzon', id)).toBe(10_176_00);
    expect(promotions(id).map((m) => JSON.parse(m.params))).toEqual([{ level: 3, label: { EN: 'Gold', TY: 'Gold', VI: 'Vàng' } }]);
    // Each is a bonus of the bonus core, with its rank's turnover requirement (×3).
    expect(
      db()
        .prepare(
          "SELECT source, json_extract(title, '$.EN') AS title, amount, turnover_required AS required FROM bonuses WHERE member_id = ? ORDER BY id",
        )
        .all(id),
    ).toEqual([
      { source: 'vip', title: 'VIP Bronze upgrade bonus', amount: 10_00, required: 30_00 },
      { source: 'vip', title: 'VIP Silver upgrade bonus', amount: 38_00, required: 114_00 },
      { source: 'vip', title: 'VIP Gold upgrade bonus', amount: 128_00, required: 384_00 },
    ]);
    // A Vietnamese reader reads the rank's Vietnamese name in the title too.
    expect(db().prepare("SELECT json_extract(title, '$.VI') AS title FROM bonuses WHERE member_id = ? ORDER BY id DESC").get(id)).toEqual({
      title: 'Thưởng thăng hạng VIP Vàng',
    });
    // More bets within Gold pay nothing more.
    gw.bet(id, 'LIVE', 100_00, 0);
    expect(upgrades(id)).toHaveLength(3);
    const value = (await vip(token)).value;
    expect(value).toMatchObject({ level: 3, label: 'Gold', validBet: 20_100, next: { level: 4, label: 'Platinum', threshold: 100_000 } });
    expect(value.ranks.map((r: { level: number }) => r.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(value.ranks[2]).toEqual({
      level: 2,
      label: 'Silver',
      threshold: 5000,
      upgradeBonus: 38,
      turnoverMultiple: 3,
      pointsBonusPercent: 20,
      extraWithdrawals: 1,
    });
    expect(ledgerProblems(db())).toEqual([]);
  });

  it('never fall: a threshold raised above the member leaves their rank, and the next bet pays nothing again', async () => {
    const { id } = await gw.fundedMember(3_000_00);
    gw.bet(id, 'RNG', 1_000_00, 0);
    expect(standing(id).level).toBe(1);
    const bronze = vipRank(db(), 'luzon', 1);
    setVipRank(db(), 'luzon', { ...bronze, threshold: 2_000_00 });
    try {
      gw.bet(id, 'RNG', 10_00, 0);
      expect(standing(id).level).toBe(1);
      expect(upgrades(id)).toEqual([`vip:${id}:1`]);
    } finally {
      setVipRank(db(), 'luzon', bronze);
    }
  });

  it('give the rank points rate and extra withdrawals a day', async () => {
    const { id, token, password } = await gw.fundedMember(5_000_00);
    // Silver without the bets (and its bonus's turnover) that reach it: what the rank gives alone.
    db().prepare('UPDATE members SET vip_level = 2 WHERE id = ?').run(id);
    const points = (await gw.call('GET', '/wps/points/summary', { token })).json.value;
    expect(points).toMatchObject({ vipLevel: 2, convertAmount: 1.2 });
    expect(points.rates.map((r: { amount: number }) => r.amount)).toEqual([1, 1.1, 1.2, 1.3, 1.5, 1.8]);

    const accountId = await gw.payoutAccount(token, password, 'luzon', {
      providerId: 'gcash',
      accountName: 'Vip Tester',
      accountNumber: '09170000777',
    });
    const sealed = (path: string, body: Record<string, unknown>) => gw.call('POST', path, { token, body, encrypt: true });
    const info = (await gw.call('GET', '/wps/relay/PAY_withdrawInfo', { token })).json.value;
    // luzon allows 3 a day; Silver one more.
    expect(info.dailyCount).toBe(4);
    const withdraw = (n: number) =>
      sealed('/wps/relay/PAY_withdraw', {
        requestId: `vip-wd-${id}-${n}`,
        accountId,
        amount: 200,
        paymentPassword: '246810',
      });
    for (let n = 1; n <= 4; n++) expect((await withdraw(n)).json.success, `withdrawal ${n}`).toBe(true);
    expect((await withdraw(5)).json).toMatchObject({ errorCode: 'withdraw.daily.limit', value: { dailyCount: 4 } });
  });

  it('are for real members: a trial account has none and the call refuses it', async () => {
    const token = await gw.trialLogin();
    const { id } = db().prepare('SELECT id FROM members WHERE type = 4 ORDER BY id DESC LIMIT 1').get() as { id: number };
    gw.bet(id, 'RNG', 1_500_00, 0);
    expect(standing(id)).toEqual({ level: 0, validBet: 0 });
    expect((await vip(token)).errorCode).toBe('in_need_true_account');
  });

  it('rank the demo accounts from their seeded bets, without upgrade bonuses', async () => {
    const demo = db().prepare("SELECT id, vip_level AS level FROM members WHERE merchant = 'luzon' AND username = 'demo01'").get() as {
      id: number;
      level: number;
    };
    expect(demo.level).toBeGreaterThanOrEqual(1);
    expect(upgrades(demo.id)).toEqual([]);
    const token = await gw.login('demo01', DEMO.luzon);
    expect((await gw.call('GET', '/wps/relay/PAY_withdrawInfo', { token })).json.value.available).toBe(1000);
  });

  it('refuse a ladder with a gap or thresholds out of order', () => {
    const silver = vipRank(db(), 'luzon', 2);
    const refusal = (f: () => void) => {
      try {
        f();
        return 'none';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(refusal(() => setVipRank(db(), 'luzon', { ...silver, level: 7, label: 'Gap' }))).toBe('vip.rank.invalid');
    expect(refusal(() => setVipRank(db(), 'luzon', { ...silver, threshold: 1_000_00 }))).toBe('vip.rank.invalid');
    expect(refusal(() => setVipRank(db(), 'luzon', { ...silver, threshold: 20_000_00 }))).toBe('vip.rank.invalid');
    expect(refusal(() => setVipRank(db(), 'luzon', { ...vipRank(db(), 'luzon', 0), threshold: 1 }))).toBe('vip.rank.invalid');
    expect(refusal(() => setVipRank(db(), 'luzon', { ...silver, label: ' ' }))).toBe('vip.rank.invalid');
    expect(refusal(() => setVipRank(db(), 'luzon', { ...silver, turnoverMultiple: 101 }))).toBe('vip.rank.invalid');
    expect(vipRank(db(), 'luzon', 2)).toEqual(silver);
  });
});

describe('VIP ranks across processes', () => {
  const { db: dbPath } = scratchDatabase('vip-', 'gateway.sqlite');

  it('four CLI processes playing one member past a threshold at once promote them once', async () => {
    const file = await makeGateway(dbPath);
    const made = await file.fundedMember(5_000_00);
    // Just under Bronze: every valid bet crosses it, and the stakes (1 to 3% of ₱5,000 at most) stay under Silver.
    file.gw.db.prepare('UPDATE members SET vip_valid_bet = 999_99 WHERE id = ?').run(made.id);
    const cli = operatorCli(dbPath);
    const runs = await Promise.all(Array.from({ length: 4 }, () => cli('play', made.username, '--merchant', 'luzon', '--bets', '5')));
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    const check = openDatabase(dbPath);
    const row = check.prepare('SELECT vip_level AS level, vip_valid_bet AS validBet FROM members WHERE id = ?').get(made.id) as {
      level: number;
      validBet: number;
    };
    const bets = check.prepare('SELECT IFNULL(SUM(valid_bet), 0) AS n FROM bets WHERE member_id = ?').get(made.id) as { n: number };
    expect(row).toEqual({ level: 1, validBet: 999_99 + bets.n });
    expect(check.prepare('SELECT COUNT(*) AS n FROM journal WHERE request_id = ?').get(`vip:${made.id}:1`)).toEqual({ n: 1 });
    expect(check.prepare("SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND kind = 'vip.promoted'").get(made.id)).toEqual({
      n: 1,
    });
    expect(ledgerProblems(check)).toEqual([]);
    check.close();
  }, 60_000);
});
