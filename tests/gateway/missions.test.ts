import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { missionProgress } from '../../gateway/store/missions.ts';
import { type Client, makeGateway } from './harness.ts';

// Missions at luzon (₱): 10 bets (₱5), ₱500 of valid bet (₱10), ₱1,000 of slots (₱20), 3 game
// types (₱15), a ₱100 deposit (₱10), counted in the merchant's day and claimed once a day each.
let gw: Client;
const DAY = 86_400_000;

const summary = async (token: string) => (await gw.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token })).json.value;
const claim = (token: string, missionId: number, requestId: string) =>
  gw.call('POST', '/wps/relay/MCSFE_claimMission', { token, body: { requestId, missionId } });
const byKind = (s: { missions: Array<{ kind: string; gameType?: string }> }, kind: string, gameType?: string) =>
  s.missions.find((m) => m.kind === kind && m.gameType === gameType) as unknown as {
    missionId: number;
    progress: number;
    status: string;
    reward: number;
  };

beforeAll(async () => {
  gw = await makeGateway();
});

describe('missions', () => {
  it("count the merchant's day from the gateway's bets; a push is no valid bet", async () => {
    const { id, token } = await gw.fundedMember(20_000_00);
    gw.bet(id, 'RNG', 300_00);
    gw.bet(id, 'LIVE', 250_00, 500_00);
    gw.bet(id, 'FISH', 100_00, 100_00); // a push: no valid bet, no bet counted, no game type
    const s = await summary(token);
    expect(byKind(s, 'VALID_BET')).toMatchObject({ progress: 550, status: 'CLAIMABLE', reward: 10 });
    expect(byKind(s, 'VALID_BET', 'RNG')).toMatchObject({ progress: 300, status: 'IN_PROGRESS' });
    expect(byKind(s, 'BETS')).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    expect(byKind(s, 'GAME_TYPES')).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    expect(s.claimable).toBe(1);
  });

  it('pay a done mission once a day, once per request id, and again the next day', async () => {
    const { id, token } = await gw.fundedMember(20_000_00);
    gw.bet(id, 'RNG', 600_00);
    const missionId = byKind(await summary(token), 'VALID_BET').missionId;
    const before = balanceOf(gw.gw.db, 'luzon', id);
    const first = await claim(token, missionId, 'mission-pay-1');
    expect(first.json.value.amount).toBe(10);
    expect((await claim(token, missionId, 'mission-pay-1')).json.value).toEqual(first.json.value);
    expect((await claim(token, missionId, 'mission-pay-2')).json.errorCode).toBe('mission.claimed');
    expect(balanceOf(gw.gw.db, 'luzon', id) - before).toBe(10_00);
    expect(byKind(await summary(token), 'VALID_BET').status).toBe('CLAIMED');
    // Not done yet: refused, nothing paid.
    expect((await claim(token, byKind(await summary(token), 'BETS').missionId, 'mission-pay-3')).json.errorCode).toBe('mission.not.done');
    // A new day starts again from nothing (the session has lapsed by then: the store says it).
    gw.clock.advance(DAY);
    const tomorrow = missionProgress(gw.gw.db, gw.gw.tenants.get('luzon')!, id, gw.gw.clock()).find((m) => m.id === missionId);
    expect(tomorrow).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('pay once however many claims race', async () => {
    const { id, token } = await gw.fundedMember(20_000_00);
    gw.bet(id, 'RNG', 600_00);
    const missionId = byKind(await summary(token), 'VALID_BET').missionId;
    const before = balanceOf(gw.gw.db, 'luzon', id);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => claim(token, missionId, `mission-race-${i}0`)));
    expect(answers.filter((a) => a.json.success)).toHaveLength(1);
    expect(balanceOf(gw.gw.db, 'luzon', id) - before).toBe(10_00);
  });

  it("rank the merchant by valid bet, with the member's own place", async () => {
    const a = await gw.fundedMember(20_000_00);
    const b = await gw.fundedMember(20_000_00);
    gw.bet(a.id, 'RNG', 9_000_00);
    gw.bet(b.id, 'RNG', 8_000_00);
    const board = (await gw.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard', { token: b.token, query: { period: 'DAY' } })).json.value;
    const ownRow = board.list.find((p: { own: boolean }) => p.own);
    expect(board.own).toEqual({ rank: ownRow.rank, validBet: 8000 });
    expect(board.list.findIndex((p: { validBet: number }) => p.validBet === 9000)).toBeLessThan(ownRow.rank - 1);
    expect(board.list.every((p: { account: string }) => p.account.includes('***'))).toBe(true);
    const fresh = await gw.fundedMember(20_000_00);
    expect((await gw.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard', { token: fresh.token })).json.value.own).toBeUndefined();
  });
});
