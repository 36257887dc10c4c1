// The agent centre's calls: only agents (types 1, 2, 41, 42) may make them.
import { agentTeamOverview } from '../../src/contract/generated/calls.ts';
import { fromMinor } from '../../src/shared/money.ts';
import { agentMember, type CallRouter } from '../http/router.ts';
import { type TeamFigures, teamOverview } from '../store/team.ts';
import { checkPeriod } from './records.ts';

export function agentRoutes(r: CallRouter): void {
  r.call(agentTeamOverview, (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const wire = (f: TeamFigures) => ({
      ...f,
      deposits: major(f.deposits),
      withdrawals: major(f.withdrawals),
      validBet: major(f.validBet),
      profit: major(f.profit),
    });
    const { direct, team } = teamOverview(gw.db, agent.id, input.startTime, input.endTime);
    return { direct: wire(direct), team: wire(team) };
  });
}
