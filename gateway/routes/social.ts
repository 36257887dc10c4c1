import { sessionLoginSocial, sessionLoginSocialLink, sessionLoginSocialRegister } from '../../contract/generated/calls.ts';
import { generateUsername } from '../auth/generated-credentials.ts';
import { checkAgeConfirmed, resolveAffiliate } from '../auth/registration.ts';
import { startSession } from '../auth/session-start.ts';
import { LIMITS } from '../constants.ts';
import type { Tenant } from '../context.ts';
import { hashPassword } from '../crypto/password.ts';
import { checkLoginTry, memberByPassword } from '../auth/password-login.ts';
import { newToken } from '../crypto/tokens.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import type { CallRouter } from '../http/router.ts';
import { transaction } from '../store/db.ts';
import { refuseIfListed } from '../store/exclusion-registers.ts';
import { failureKeys } from '../store/login-failures.ts';
import { findById, insertMember, isUniqueViolation } from '../store/members.ts';
import { linkedMember, linkIdentity, readTicket, redeemAuthCode, saveTicket, type SocialIdentity } from '../store/social.ts';

function requireProvider(tenant: Tenant, provider: string): void {
  if (!(tenant.config.signIn.social as string[]).includes(provider)) throw refuse.disabled(`${provider} sign-in`);
}

const badTicket = () => new GatewayError('social.ticket.invalid', 'the social sign-in has expired, sign in with the provider again');
const alreadyLinked = () =>
  new GatewayError('social.already.linked', 'this account or identity is already linked; links cannot be changed');

/** Social sign-in: code exchange, then a new account or a confirmed, irreversible link to an existing one. */
export function socialRoutes(r: CallRouter): void {
  r.call(sessionLoginSocial, ({ gw, tenant, input, ip, userAgent }) => {
    requireProvider(tenant, input.provider);
    const now = gw.clock();
    const identity = redeemAuthCode(gw.db, input.code, tenant.code, input.provider, input.redirectUri, now);
    if (!identity) throw new GatewayError('social.code.invalid', 'the authorization code is unknown, used or expired');
    const memberId = linkedMember(gw.db, tenant.code, identity);
    if (memberId !== null) return { linked: true, login: startSession(gw, findById(gw.db, memberId)!, { ip, userAgent }) };
    const ticket = newToken();
    saveTicket(gw.db, ticket, tenant.code, identity, now + LIMITS.socialTicketTtlMs);
    return { linked: false, ticket, email: identity.email, name: identity.name };
  });

  r.call(sessionLoginSocialRegister, async ({ gw, tenant, input, ip, userAgent }) => {
    checkAgeConfirmed(tenant, input);
    const uplineId = resolveAffiliate(gw, tenant, input.affiliateCode);
    // The account has no password anyone knows until the member sets one (passwordKnown false).
    const passwordHash = await hashPassword(newToken());
    const id = transaction(gw.db, () => {
      const now = gw.clock();
      const identity = readTicket(gw.db, input.ticket, tenant.code, now, true);
      if (!identity) throw badTicket();
      // The provider's email is the person's, as a form's would be: a listed person gets no account
      // (the refusal rolls back the ticket's use, so nothing is written).
      refuseIfListed(gw.db, tenant, { email: identity.email });
      const memberId = insertMember(gw.db, {
        merchant: tenant.code,
        username: generateUsername(tenant.config, identity.provider[0]),
        passwordHash,
        passwordKnown: false,
        nickname: identity.name.slice(0, 40),
        email: identity.email,
        uplineId,
        now,
      });
      link(gw.db, tenant.code, identity, memberId, now);
      return memberId;
    });
    return startSession(gw, findById(gw.db, id)!, { ip, userAgent });
  });

  r.call(sessionLoginSocialLink, async ({ gw, tenant, input, ip, userAgent }) => {
    const identity = readTicket(gw.db, input.ticket, tenant.code, gw.clock(), false);
    if (!identity) throw badTicket();
    // The account's password is guessed here as at login: the same failures, counted before the
    // check, and the same lock (the call carries no captcha; the lock bounds the guesses).
    const member = await checkLoginTry(gw.db, tenant.code, failureKeys(input.username, ip), gw.clock(), undefined, () =>
      memberByPassword(gw.db, tenant.code, input.username, input.password),
    );
    if (!member) throw new GatewayError('login.failed', 'username or password is incorrect');
    transaction(gw.db, () => {
      const now = gw.clock();
      if (!readTicket(gw.db, input.ticket, tenant.code, now, true)) throw badTicket();
      link(gw.db, tenant.code, identity, member.id, now);
    });
    return startSession(gw, member, { ip, userAgent });
  });
}

function link(db: Parameters<typeof linkIdentity>[0], merchant: string, identity: SocialIdentity, memberId: number, now: number): void {
  try {
    linkIdentity(db, merchant, identity, memberId, now);
  } catch (error) {
    if (isUniqueViolation(error) || /PRIMARY KEY/.test(String(error))) throw alreadyLinked();
    throw error;
  }
}
