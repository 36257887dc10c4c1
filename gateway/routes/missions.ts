// Missions (gateway/store/missions.ts): the member's missions today with their progress, claiming
// a done one's reward, and the leaderboard by valid bet. Amounts in major units on the wire.
import { missionsClaim, missionsLeaderboard, missionsSummary } from '../../contract/generated/calls.ts';
import { dayIn } from '../../core/periods.ts';
import { fromMinor } from '../../core/money.ts';
import { claimRoute } from './claims.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { claimMission, leaderboard, missionProgress } from '../store/missions.ts';
import { maskedAccount } from '../store/referrals.ts';

/** Places the leaderboard shows. */
const LEADERBOARD_SIZE = 10;

export function missionRoutes(r: CallRouter): void {
  r.call(missionsSummary, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const now = gw.clock();
    const missions = missionProgress(gw.db, tenant, member.id, now);
    return {
      missions: missions.map((m) => {
        const amounts = m.kind === 'VALID_BET' || m.kind === 'DEPOSIT';
        return {
          missionId: m.id,
          kind: m.kind,
          ...(m.gameType ? { gameType: m.gameType } : {}),
          target: amounts ? major(m.target) : m.target,
          progress: amounts ? major(m.progress) : m.progress,
          reward: major(m.reward),
          status: m.status,
        };
      }),
      claimable: missions.filter((m) => m.status === 'CLAIMABLE').length,
      day: dayIn(now, tenant.config.timezone),
    };
  });

  claimRoute(r, missionsClaim, ({ gw, tenant, input }, memberId) =>
    claimMission(gw.db, tenant, memberId, { requestId: input.requestId, missionId: input.missionId, now: gw.clock() }),
  );

  r.call(missionsLeaderboard, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const { top, own } = leaderboard(gw.db, tenant, member.id, input.period ?? 'DAY', LEADERBOARD_SIZE, gw.clock());
    return {
      list: top.map((p, i) => ({
        rank: i + 1,
        account: maskedAccount(p.account),
        validBet: major(p.validBet),
        own: p.memberId === member.id,
      })),
      ...(own ? { own: { rank: own.rank, validBet: major(own.validBet) } } : {}),
    };
  });
}
