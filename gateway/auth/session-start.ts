import type { LoginValue } from '../../contract/generated/common.ts';
import { LIMITS } from '../constants.ts';
import type { Gateway } from '../context.ts';
import { countLogin, credentialVersionOf, rememberIp, type Member } from '../store/members.ts';
import { recordLogin } from '../store/login-history.ts';
import { refuseIfListed } from '../store/exclusion-registers.ts';
import { refuseOnBreak } from '../store/protection.ts';
import { createSession } from '../store/sessions.ts';
import { transaction } from '../store/db.ts';
import { Refusal } from '../refusal.ts';

/** Who logs in: the client's address and browser. */
export interface LoginClient {
  ip: string;
  userAgent: string;
}

/**
 * How a session starts: `endsBy`, when it must end before the absolute limit (a remembered login's
 * end); `credentialVersion`, the credential the login was granted under when not the member's as
 * read (a remembered login's).
 */
export interface SessionTerms {
  endsBy?: number;
  credentialVersion?: number;
}

/** The account's password changed or was reset after the login's check read it: no session (login.failed). */
export class CredentialChanged extends Refusal {
  constructor() {
    super('login.failed', 'the password was changed while logging in: log in with the current one');
  }
}

/**
 * Logs an account in: a new session token, the IP remembered, the login counted and kept in the
 * login history. Every door in (password, code, social, remembered browser) comes here, so an
 * account on a time-out or self-exclusion is refused here, saying until when, and so is a person
 * on the jurisdiction's self-exclusion register.
 */
export function startSession(gw: Gateway, member: Member, client: LoginClient, terms: SessionTerms = {}): LoginValue {
  const now = gw.clock();
  return transaction(gw.db, () => {
    // The password's check ran on the account as read before it, a while ago: a change or reset
    // since then (which ended every session there was) must end this login too.
    if (credentialVersionOf(gw.db, member.id) !== (terms.credentialVersion ?? member.credentialVersion)) throw new CredentialChanged();
    refuseOnBreak(gw.db, member.id, now);
    const tenant = gw.tenants.get(member.merchant);
    if (tenant) refuseIfListed(gw.db, tenant, member);
    const before = countLogin(gw.db, member.id);
    rememberIp(gw.db, member.id, client.ip, now);
    recordLogin(gw.db, member.id, client, now);
    const token = createSession(gw.db, member.id, now, terms.endsBy);
    return {
      token,
      id: member.id,
      userName: member.username,
      customerType: member.type,
      firstTimeLogin: before === 0,
      passwordExpired: member.passwordKnown && now - member.passwordChangedAt > LIMITS.passwordMaxAgeMs,
    };
  });
}

/** A mobile number shown masked: the last 4 digits only. */
export function maskMobile(mobile: string | null): string {
  return mobile ? `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}` : '';
}

/** An email shown masked: the first two characters of the name, and the domain. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
