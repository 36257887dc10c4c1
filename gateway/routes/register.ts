import { agentAffiliate, memberRegister, memberRegisterMobile, memberRegisterOneClick } from '../../contract/generated/calls.ts';
import { generatePassword, generateUsername } from '../auth/generated-credentials.ts';
import { checkAgeConfirmed, register, resolveAffiliate } from '../auth/registration.ts';
import { startSession } from '../auth/session-start.ts';
import { hashPassword } from '../crypto/password.ts';
import { refuse } from '../http/errors.ts';
import type { CallRouter } from '../http/router.ts';
import { findById, insertMember, isUniqueViolation } from '../store/members.ts';

/** Registration (username, mobile, one-click) and the affiliate check. */
export function registerRoutes(r: CallRouter): void {
  r.call(memberRegister, (ctx) => register(ctx, 'username'));
  r.call(memberRegisterMobile, (ctx) => register(ctx, 'mobile'));

  r.call(memberRegisterOneClick, async (ctx) => {
    const { gw, tenant, input } = ctx;
    if (!tenant.config.signIn.oneClick) throw refuse.disabled('one-click registration');
    checkAgeConfirmed(tenant, input);
    const uplineId = resolveAffiliate(gw, tenant, input.affiliateCode);
    const password = generatePassword(tenant.config);
    const passwordHash = await hashPassword(password);
    for (let attempt = 0; ; attempt++) {
      const username = generateUsername(tenant.config);
      try {
        const id = insertMember(gw.db, { merchant: tenant.code, username, passwordHash, uplineId, now: gw.clock() });
        return { username, password, login: startSession(gw, findById(gw.db, id)!, ctx) };
      } catch (error) {
        // A generated name that is taken: draw another (rare; bounded).
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  });

  r.call(agentAffiliate, ({ gw, tenant, input }) => {
    const id = resolveAffiliate(gw, tenant, input.code);
    return { valid: true, agentName: findById(gw.db, id as number)?.nickname ?? '' };
  });
}
