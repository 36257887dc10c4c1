import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { TRIAL_TYPE } from '../../gateway/store/members.ts';
import { pointsOf } from '../../gateway/store/points.ts';
import { type Client, makeGateway } from './harness.ts';

// Trial accounts (free play) play with play money, but the rewards that pay out are for real
// members: every missions, rebate, referral and points call refuses them with
// in_need_true_account, even where the trial's own bets would have earned something, and nothing
// moves: no wallet, no points, no claim or redemption row.
let gw: Client;
let trial: { id: number; token: string };

/** Rows of the tables a reward writes to: the same before and after the refusals. */
const TABLES = ['ledger_entries', 'mission_claims', 'rebate_claims', 'referral_earnings', 'point_entries', 'point_redemptions', 'bonuses'];
const rows = () =>
  Object.fromEntries(TABLES.map((table) => [table, (gw.gw.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]));

beforeAll(async () => {
  gw = await makeGateway();
  const token = await gw.trialLogin();
  const { id } = gw.gw.db.prepare('SELECT id FROM members WHERE type = ? ORDER BY id DESC LIMIT 1').get(TRIAL_TYPE) as { id: number };
  trial = { id, token };
  // ₱600 of slots: a done valid-bet mission (₱500), a ₱4.80 rebate (above the ₱1 minimum) and 60 points, had it been a member.
  gw.bet(id, 'RNG', 600_00, 0);
});

/** Each call a trial account must not use: method, path, body and whether the merchant wants it encrypted. */
const CALLS: Array<{ name: string; method: 'GET' | 'POST'; path: string; body?: () => Record<string, unknown>; encrypt?: boolean }> = [
  { name: 'missions summary', method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails' },
  { name: 'missions leaderboard', method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard' },
  {
    name: 'missions claim',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMission',
    body: () => ({ requestId: 'trial-mission-01', missionId: missionId('VALID_BET') }),
  },
  { name: 'rebate summary', method: 'GET', path: '/wps/rebate/summary' },
  { name: 'rebate claim', method: 'POST', path: '/wps/rebate/claim', body: () => ({ requestId: 'trial-rebate-01' }) },
  { name: 'referral info', method: 'GET', path: '/wps/referral/info' },
  { name: 'referral friends', method: 'GET', path: '/wps/referral/friends' },
  {
    name: 'points redeem',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    body: () => ({ requestId: 'trial-redeem-01', goodId: goodId('free-spins'), quantity: 1, paymentPassword: '246810' }),
    encrypt: true,
  },
  {
    name: 'points convert',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    body: () => ({ requestId: 'trial-convert-01', points: 100, paymentPassword: '246810' }),
    encrypt: true,
  },
];

/** A luzon mission of a kind (across all game types), as the seed made it. */
const missionId = (kind: string) =>
  (gw.gw.db.prepare("SELECT id FROM missions WHERE merchant = 'luzon' AND kind = ? AND game_type IS NULL").get(kind) as { id: number }).id;
const goodId = (image: string) =>
  (gw.gw.db.prepare("SELECT id FROM point_goods WHERE merchant = 'luzon' AND image = ?").get(image) as { id: number }).id;

describe('a trial account', () => {
  it.each(CALLS)('is refused the $name call, and nothing moves', async ({ method, path, body, encrypt }) => {
    // Points enough for any good or a conversion, as a member's bets would have earned.
    gw.gw.db
      .prepare('INSERT INTO point_balances (member_id, points) VALUES (?, 5000) ON CONFLICT (member_id) DO UPDATE SET points = 5000')
      .run(trial.id);
    const before = { rows: rows(), balance: balanceOf(gw.gw.db, 'luzon', trial.id) };
    const answer = await gw.call(method, path, { token: trial.token, ...(body ? { body: body() } : {}), ...(encrypt ? { encrypt } : {}) });
    expect(answer.json).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expect(rows()).toEqual(before.rows);
    expect(balanceOf(gw.gw.db, 'luzon', trial.id)).toBe(before.balance);
    expect(pointsOf(gw.gw.db, trial.id)).toBe(5000);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });
});
