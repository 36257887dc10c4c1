import {
  memberIcon,
  memberInfo,
  memberLanguage,
  memberPassword,
  memberPasswordEmail,
  memberPasswordVerification,
} from '../../contract/generated/calls.ts';
import { checkRule } from '../auth/registration.ts';
import { maskEmail, maskMobile } from '../auth/session-start.ts';
import { LIMITS } from '../constants.ts';
import type { Tenant } from '../context.ts';
import { hashPassword } from '../crypto/password.ts';
import { proveLoginPassword } from '../auth/password-check.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import { siteOrigin } from '../http/request-source.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { signedIn, type CallRouter } from '../http/router.ts';
import { transaction } from '../store/db.ts';
import { AGENT_TYPES, findByMobile, findByUsername, setLanguage, setPassword, TRIAL_TYPE } from '../store/members.ts';
import { addToOutbox } from '../store/outbox.ts';
import { smsAndMailTexts } from '../sms-and-mail-texts.ts';
import { referralEnabled } from '../store/referrals.ts';
import { type AgentFlag, agentFlagsOf } from '../store/agent-flags.ts';
import { revokeAllSessions } from '../store/sessions.ts';
import { checkSmsCode, codeError } from '../store/sms.ts';
import { throttled } from '../store/throttle.ts';
import { rankName, vipRank } from '../store/vip.ts';
import { RESET_MAILS_PER_ACCOUNT, RESET_MAILS_PER_CLIENT } from '../auth/throttles.ts';

/** A new password must follow the merchant's password rule, like at registration. */
function checkNewPassword(tenant: Tenant, password: string): void {
  checkRule('newPassword', password, {
    ...(tenant.config.registration.fields.password ?? { enabled: true, patternId: 'ANY', minLength: 6, maxLength: 30 }),
    required: true,
  });
}

/** An agent's server flags as member info says them (specification sections 2 and 3): each flag, and the session values. */
function agentMenuFlags(flags: Record<AgentFlag, boolean>) {
  return {
    ...flags,
    enableContract: Object.values(flags).some(Boolean),
    enableSalary: flags.salary || flags.hourSalary || flags.agentRealtimeSalary,
  };
}

/** Member info, icon, passwords and language. */
export function memberRoutes(r: CallRouter): void {
  r.call(memberInfo, (ctx) => {
    const m = signedIn(ctx);
    return {
      id: m.id,
      customerId: m.id,
      account: m.username,
      nickname: m.nickname || m.username,
      type: m.type,
      isAgent: AGENT_TYPES.includes(m.type),
      isTrial: m.type === TRIAL_TYPE,
      // The rank's label from the merchant's ranks (store/vip.ts); a member has VIP from rank 1 on.
      clubLabel: { labelName: rankName(vipRank(ctx.gw.db, ctx.tenant.code, m.vipLevel).label, ctx.language), rankLevel: m.vipLevel },
      hasVip: m.vipLevel > 0,
      // The promotions that run by type (specification section 3): the site shows its referral
      // entries by this. A trial account refers nobody, so it is never enabled for one.
      availablePromo: { REFERRAL: { enabled: m.type !== TRIAL_TYPE && referralEnabled(ctx.gw.db, ctx.tenant) } },
      regDate: m.regDate,
      mobile: maskMobile(m.mobile),
      email: maskEmail(m.email),
      language: m.language ?? ctx.tenant.config.languages.default,
      passwordKnown: m.passwordKnown,
      ...(AGENT_TYPES.includes(m.type) ? agentMenuFlags(agentFlagsOf(ctx.gw.db, ctx.tenant, m.id)) : {}),
    };
  });

  r.call(memberIcon, (ctx) => ({ iconUrl: `/wps/static/icons/avatar/${signedIn(ctx).id % 8}.svg` }));

  r.call(memberPassword, async (ctx) => {
    const { gw, tenant, input } = ctx;
    const member = signedIn(ctx);
    if (member.type === TRIAL_TYPE) throw refuse.trial();
    // Guessing the old password of a session found open is paused after 5 wrong tries.
    if (member.passwordKnown) await proveLoginPassword(gw.db, tenant.code, member, input.oldPassword ?? '', gw.clock());
    checkNewPassword(tenant, input.newPassword);
    if (input.confirmNewPassword !== input.newPassword)
      throw new GatewayError('confirm_password_error', 'confirmation password not correct');
    const hash = await hashPassword(input.newPassword);
    transaction(gw.db, () => {
      setPassword(gw.db, member.id, hash, gw.clock());
      revokeAllSessions(gw.db, member.id, gw.clock());
    });
    return true;
  });

  r.call(memberPasswordEmail, ({ gw, tenant, input, c, ip, language }) => {
    const origin = siteOrigin(c, tenant.config.site);
    throttled(gw.db, tenant.code, RESET_MAILS_PER_CLIENT, ip, gw.clock());
    const member = findByUsername(gw.db, tenant.code, input.username);
    if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase())
      throw new GatewayError('user.email.not.exist', 'username or email does not exist');
    throttled(gw.db, tenant.code, RESET_MAILS_PER_ACCOUNT, String(member.id), gw.clock());
    const token = newToken();
    const now = gw.clock();
    transaction(gw.db, () => {
      gw.db
        .prepare('INSERT INTO reset_tokens (token_hash, member_id, expires_at) VALUES (?, ?, ?)')
        .run(hashToken(token), member.id, now + LIMITS.resetTokenTtlMs);
      addToOutbox(gw.db, {
        merchant: tenant.code,
        channel: 'mail',
        recipient: member.email as string,
        createdAt: now,
        body: smsAndMailTexts(member.language, language).reset(
          `${origin}/wps/member/password/reset?merchant=${encodeURIComponent(tenant.code)}&token=${token}`,
        ),
      });
    });
    return true;
  });

  r.call(memberPasswordVerification, async ({ gw, tenant, input }) => {
    if (!tenant.config.whitelabel.CHNGPASSVERIF3) throw refuse.disabled('password reset by mobile');
    const member = findByMobile(gw.db, tenant.code, input.mobileNum);
    checkNewPassword(tenant, input.newPassword);
    const hash = await hashPassword(input.newPassword);
    // A number without an account is checked like any other (sms/noLogin kept a code nobody got),
    // so the answers never tell registered numbers apart.
    const problem = transaction(gw.db, () => {
      const found = checkSmsCode(gw.db, tenant.code, input.mobileNum, 'noLogin', input.verificationCode, gw.clock());
      if (found) return found; // committed: a wrong code counts as a try
      if (!member) return 'invalid';
      setPassword(gw.db, member.id, hash, gw.clock());
      revokeAllSessions(gw.db, member.id, gw.clock());
      return null;
    });
    if (problem || !member) throw codeError(problem ?? 'invalid');
    return { username: member.username };
  });

  r.call(memberLanguage, (ctx) => {
    const offered: readonly string[] = ctx.tenant.config.languages.offered;
    if (!offered.includes(ctx.input.language))
      throw new GatewayError('language.unsupported', `this site is in ${offered.join(', ')}, not ${ctx.input.language}`);
    setLanguage(ctx.gw.db, signedIn(ctx).id, ctx.input.language);
    return { language: ctx.input.language };
  });
}
