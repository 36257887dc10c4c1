// The agent centre's calls: only agents (types 1, 2, 41, 42) may make them.
import { agentDownlineCreate, agentInvite, agentTeamOverview } from '../../contract/generated/calls.ts';
import { fromMinor } from '../../core/money.ts';
import { generateAffiliateCode } from '../auth/generated-credentials.ts';
import { checkRule, fieldError } from '../auth/registration.ts';
import { hashPassword } from '../crypto/password.ts';
import { GatewayError } from '../http/errors.ts';
import { agentMember, type CallRouter } from '../http/router.ts';
import { transaction } from '../store/db.ts';
import { findById, insertMember, isUniqueViolation, type Member, setAffiliateCode } from '../store/members.ts';
import { type TeamFigures, teamOverview } from '../store/team.ts';
import { checkPeriod } from './records.ts';
import type { DatabaseSync } from 'node:sqlite';

/** The account type of an agent an agent opens (1 is a top agent; 2 a sub-agent). */
const SUB_AGENT_TYPE = 2;

/** Gives an account a fresh affiliate code, drawing again on the rare taken one. */
function newAffiliateCode(db: DatabaseSync, id: number): string {
  for (let attempt = 0; ; attempt++) {
    const code = generateAffiliateCode();
    try {
      setAffiliateCode(db, id, code);
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** An agent's code: the one it has, or a new one kept from now on. */
function inviteCode(db: DatabaseSync, agent: Member): string {
  return agent.affiliateCode ?? transaction(db, () => findById(db, agent.id)!.affiliateCode ?? newAffiliateCode(db, agent.id));
}

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

  r.call(agentInvite, (ctx) => ({ affiliateCode: inviteCode(ctx.gw.db, agentMember(ctx)) }));

  r.call(agentDownlineCreate, async (ctx) => {
    const agent = agentMember(ctx);
    const { gw, tenant, input } = ctx;
    const { fields } = tenant.config.registration;
    checkRule('username', input.username, {
      ...(fields.username ?? { enabled: true, patternId: 'ANY', minLength: 1, maxLength: 30 }),
      required: true,
    });
    checkRule('password', input.password, {
      ...(fields.password ?? { enabled: true, patternId: 'ANY', minLength: 6, maxLength: 30 }),
      required: true,
    });
    if (input.confirmPassword !== input.password) throw fieldError('confirmPassword', 'confirm_password_error', { min: 0, max: 0 });
    const passwordHash = await hashPassword(input.password);
    const nickname = input.nickname?.trim() ?? '';
    return transaction(gw.db, () => {
      let id: number;
      try {
        id = insertMember(gw.db, {
          merchant: tenant.code,
          username: input.username,
          passwordHash,
          type: input.agent ? SUB_AGENT_TYPE : 0,
          nickname,
          uplineId: agent.id,
          now: gw.clock(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new GatewayError('register.username.taken', 'this username is already taken');
      }
      return {
        username: input.username,
        nickname,
        agent: input.agent,
        ...(input.agent ? { affiliateCode: newAffiliateCode(gw.db, id) } : {}),
      };
    });
  });
}
