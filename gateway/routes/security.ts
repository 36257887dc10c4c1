// The security centre (/member/securityCenter): the profile (nickname and the optional fields the
// merchant's registration collects), binding a mobile number or email with a code sent to it,
// and the login history. Changing the password and the payment password are routes/member.ts's
// and routes/money-out.ts's calls. Trial accounts get none of these (in_need_true_account).
import * as calls from '../../contract/concerns/security.ts';
import type { MemberProfile } from '../../contract/generated/common.ts';
import type { FieldRule } from '../../core/config/generated/resolved-tenant-config.ts';
import { NICKNAME_RULE, SET_ONCE } from '../../core/profile-fields.ts';
import { proveLoginPassword } from '../auth/password-check.ts';
import { checkRule } from '../auth/registration.ts';
import { maskEmail, maskMobile } from '../auth/session-start.ts';
import type { Tenant } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { type CallContext, type CallRouter, realMember } from '../http/router.ts';
import { deviceOf } from '../http/user-agent.ts';
import { transaction } from '../store/db.ts';
import { loginsOf } from '../store/login-history.ts';
import { changeProfileFields, collectedFields, storedFields } from '../store/profiles.ts';
import { findById, isUniqueViolation, type Member } from '../store/members.ts';
import { checkSmsCode, codeError, sendSmsCode } from '../store/sms.ts';

function profileOf(ctx: CallContext<unknown>, member: Member): MemberProfile {
  const stored = storedFields(ctx.gw.db, member.id);
  const fields = Object.fromEntries(collectedFields(ctx.tenant).map(([name]) => [name, stored[name] ?? '']));
  return {
    account: member.username,
    nickname: member.nickname || member.username,
    mobile: maskMobile(member.mobile),
    email: maskEmail(member.email),
    fields,
    locked: Object.keys(fields).filter((name) => SET_ONCE.has(name) && fields[name] !== ''),
  };
}

/** The mobile rule of registration: the merchant's, else digits of the first country's length. */
function mobileRule(tenant: Tenant): FieldRule {
  const { fields, countries } = tenant.config.registration;
  const length = countries[0]?.mobileLength;
  return {
    ...(fields.mobileNum ?? { enabled: true, patternId: 'DIGITS', minLength: length ?? 6, maxLength: length ?? 15 }),
    required: true,
  };
}

/** The email rule of registration: the merchant's, else an address of 5 to 80 characters. */
function emailRule(tenant: Tenant): FieldRule {
  return {
    ...(tenant.config.registration.fields.email ?? { enabled: true, patternId: 'EMAIL', minLength: 5, maxLength: 80 }),
    required: true,
  };
}

/** A contact (mobile number or email) to bind: its code must be right, and replacing a bound one takes the login password. */
async function proveNewContact(
  ctx: CallContext<{ verificationCode: string; password?: string | undefined }>,
  member: Member,
  bound: string | null,
  address: string,
  purpose: 'bind' | 'mail',
): Promise<void> {
  const { gw, tenant, input } = ctx;
  if (bound && member.passwordKnown) await proveLoginPassword(gw.db, tenant.code, member, input.password ?? '', gw.clock());
  // A wrong code counts as a try even though the call fails: checked in its own transaction.
  const problem = transaction(gw.db, () => checkSmsCode(gw.db, tenant.code, address, purpose, input.verificationCode, gw.clock()));
  if (problem) throw codeError(problem);
}

const mobileTaken = () => new GatewayError('mobile.taken', 'this mobile number belongs to an account already');

export function securityRoutes(r: CallRouter): void {
  r.call(calls.memberProfile, (ctx) => profileOf(ctx, realMember(ctx)));

  r.call(calls.memberProfileUpdate, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const nickname = input.nickname?.trim();
    if (nickname !== undefined)
      checkRule('nickname', nickname, { ...(tenant.config.registration.fields.nickname ?? NICKNAME_RULE), required: true });
    const changes = Object.entries(input.fields ?? {}).map(([name, value = '']) => [name, value.trim()] as const);
    transaction(gw.db, () => {
      changeProfileFields(gw.db, tenant, member.id, changes, 'member');
      if (nickname !== undefined) gw.db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(nickname, member.id);
    });
    return profileOf(ctx, findById(gw.db, member.id)!);
  });

  r.call(calls.verificationSmsBind, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, ip } = ctx;
    checkRule('mobileNum', input.mobileNum, mobileRule(tenant));
    const owner = gw.db.prepare('SELECT id FROM members WHERE merchant = ? AND mobile = ?').get(tenant.code, input.mobileNum) as
      | { id: number }
      | undefined;
    if (owner) throw owner.id === member.id ? new GatewayError('mobile.same', 'this number is bound already') : mobileTaken();
    return sendSmsCode(gw.db, {
      merchant: tenant.code,
      number: input.mobileNum,
      purpose: 'bind',
      client: ip,
      now: gw.clock(),
      language: { member: member.language, page: ctx.language },
    });
  });

  r.call(calls.memberMobile, async (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    checkRule('mobileNum', input.mobileNum, mobileRule(tenant));
    await proveNewContact(ctx, member, member.mobile, input.mobileNum, 'bind');
    try {
      gw.db
        .prepare('UPDATE members SET mobile = ?, dialing_code = ? WHERE id = ?')
        .run(input.mobileNum, tenant.config.registration.countries[0]?.countryDialingCode ?? null, member.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw mobileTaken();
      throw error;
    }
    return { mobile: maskMobile(input.mobileNum) };
  });

  r.call(calls.verificationMail, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, ip } = ctx;
    const email = input.email.trim().toLowerCase();
    checkRule('email', email, emailRule(tenant));
    if (member.email?.toLowerCase() === email) throw new GatewayError('email.same', 'this address is bound already');
    return sendSmsCode(gw.db, {
      merchant: tenant.code,
      number: email,
      purpose: 'mail',
      client: ip,
      now: gw.clock(),
      channel: 'mail',
      language: { member: member.language, page: ctx.language },
    });
  });

  r.call(calls.memberEmail, async (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const email = input.email.trim().toLowerCase();
    checkRule('email', email, emailRule(tenant));
    await proveNewContact(ctx, member, member.email, email, 'mail');
    gw.db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, member.id);
    return { email: maskEmail(email) };
  });

  r.call(calls.memberLoginHistory, (ctx) => {
    const member = realMember(ctx);
    const [page, size] = [ctx.input.pageNo ?? 1, ctx.input.pageSize ?? 10];
    const { rows, total } = loginsOf(ctx.gw.db, member.id, page, size);
    return {
      list: rows.map((row) => ({ at: row.at, ip: row.ip, device: deviceOf(row.userAgent) })),
      totalPages: Math.ceil(total / size),
      totalCount: total,
    };
  });
}
