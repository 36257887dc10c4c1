import type { RegisterUser } from '../../contract/generated/common.ts';
import type { LoginValue } from '../../contract/generated/common.ts';
import type { FieldRule } from '../../core/config/generated/resolved-tenant-config.ts';
import { checkField, type FieldRuleLike } from '../../core/patterns.ts';
import type { Gateway, Tenant } from '../context.ts';
import { hashPassword } from '../crypto/password.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import type { CallContext } from '../http/router.ts';
import { transaction } from '../store/db.ts';
import { refuseIfListed } from '../store/exclusion-registers.ts';
import { presetOf } from '../store/protection.ts';
import { consumeCaptcha } from '../store/captcha.ts';
import { checkPhoneToken, phoneAuthOff } from './phone-auth-token.ts';
import { findByAffiliateCode, findById, insertMember, isUniqueViolation } from '../store/members.ts';
import { referrerOf, setReferrer } from '../store/referrals.ts';
import { checkSmsCode, codeError, type CodeProblem } from '../store/sms.ts';
import { startSession } from './session-start.ts';

type FieldName = keyof RegisterUser & keyof Tenant['config']['registration']['fields'];

/** Fields stored in their own columns; the rest of the enabled fields go to `extra`. */
const columns = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'email',
  'payeeName',
  'nickname',
  'captcha',
  'verificationCode',
  'affiliateCode',
]);

/** The failure for a field that breaks its rule: the error key the site translates, and its placeholders. */
export function fieldError(field: string, key: string, params: { min: number; max: number }): GatewayError {
  return new GatewayError(
    key,
    `${field}: ${key === 'input_cannot_empty' ? 'input cannot be empty' : `not in the required format (${params.min}–${params.max} characters)`}`,
    { value: { field, key, params } },
  );
}

/** Checks one value with the shared pattern catalogue (the same check the site runs before sending). */
export function checkRule(field: string, value: string | undefined, rule: FieldRule | FieldRuleLike): void {
  const problem = checkField(value ?? '', { ...rule, patternId: (rule.patternId ?? 'ANY') as FieldRuleLike['patternId'] });
  if (problem) throw fieldError(field, problem.key, problem.params);
}

/** An agent's affiliate code → its id; an unknown code is the platform's invitation_code_error. */
export function resolveAffiliate(gw: Gateway, tenant: Tenant, code: string | undefined): number | null {
  if (!code) return null;
  const agent = findByAffiliateCode(gw.db, tenant.code, code);
  if (!agent) throw new GatewayError('invitation_code_error', 'invalid invitation code');
  return agent.id;
}

/**
 * Refuses a registration (of any kind: form, one-click, social) without the age confirmation where
 * the jurisdiction preset asks for it (register.age.unconfirmed, with the minimum age): the form's
 * checkbox alone is no proof to a regulator, since anyone can call the gateway without the form.
 */
export function checkAgeConfirmed(tenant: Tenant, user: { ageConfirmed?: boolean }): void {
  if (!presetOf(tenant).ageConfirmation || user.ageConfirmed === true) return;
  const minimumAge = tenant.config.legal.minimumAge;
  throw new GatewayError('register.age.unconfirmed', `confirm that you are ${minimumAge} or older to register`, {
    value: { field: 'age', minimumAge },
  });
}

/**
 * Username or mobile registration (specification section 5): every enabled field is checked with
 * its rule, the SMS code and captcha are used up, and the account is created and logged in. The
 * checks and the insert share one transaction, so a refused registration writes nothing.
 */
export async function register(ctx: CallContext<RegisterUser>, kind: 'username' | 'mobile'): Promise<LoginValue> {
  const { gw, tenant, input, ip } = ctx;
  const { whitelabel, registration } = tenant.config;
  const fields = registration.fields;
  if (kind === 'username' && !whitelabel.USERNAMEREG3) throw refuse.disabled('username registration');
  if (kind === 'mobile' && !whitelabel.MOBILENUMREG3) throw refuse.disabled('mobile registration');
  checkAgeConfirmed(tenant, input);
  const user: RegisterUser = { ...input };
  if (kind === 'mobile') user.username = user.mobileNum ?? '';

  const needsPassword = kind === 'username' || whitelabel.MOBILENUMPASSREG3;
  const needsMobile = kind === 'mobile' || fields.mobileNum?.required === true;
  // A number verified through the merchant's phone-authentication provider carries its id token instead of a code.
  const byProvider = kind === 'mobile' && user.firebaseChannel === 'sms' && Boolean(user.firebaseIdToken);
  if (byProvider) {
    const off = phoneAuthOff(tenant);
    if (off) throw off;
    checkPhoneToken(gw, tenant.code, user.mobileNum ?? '', user.firebaseIdToken as string, gw.clock());
  }
  const needsCode = !byProvider && (kind === 'mobile' || whitelabel.REGMOBVERF3);
  const mobileRule = fields.mobileNum ?? {
    enabled: true,
    required: true,
    patternId: 'DIGITS' as const,
    minLength: registration.countries[0]?.mobileLength ?? 6,
    maxLength: registration.countries[0]?.mobileLength ?? 15,
  };

  if (kind === 'username')
    checkRule('username', user.username, {
      ...(fields.username ?? { enabled: true, patternId: 'ANY', minLength: 1, maxLength: 30 }),
      required: true,
    });
  if (needsPassword) {
    checkRule('password', user.password, {
      ...(fields.password ?? { enabled: true, patternId: 'ANY', minLength: 6, maxLength: 30 }),
      required: true,
    });
    if ((user.confirmPassword ?? '') !== user.password) throw fieldError('confirmPassword', 'confirm_password_error', { min: 0, max: 0 });
  }
  if (needsMobile || user.mobileNum) checkRule('mobileNum', user.mobileNum, { ...mobileRule, required: needsMobile });
  if (needsCode && !user.verificationCode) throw fieldError('verificationCode', 'input_cannot_empty', { min: 4, max: 6 });
  for (const [name, rule] of Object.entries(fields) as Array<[FieldName, FieldRule | undefined]>) {
    if (!rule?.enabled || (columns.has(name) && name !== 'email' && name !== 'payeeName' && name !== 'nickname')) continue;
    checkRule(name, user[name] as string | undefined, rule);
  }
  if (fields.captcha?.enabled && (user.captcha || fields.captcha.required)) {
    if (!consumeCaptcha(gw.db, tenant.code, ip, user.captcha ?? '', gw.clock()))
      throw new GatewayError('captcha.invalid', 'the captcha is not correct');
  }
  // A person on the jurisdiction's self-exclusion register (GAMSTOP, NDRS) gets no account.
  refuseIfListed(gw.db, tenant, { email: user.email, mobile: user.mobileNum, dialingCode: user.countryDialingCode });
  const uplineId = fields.affiliateCode?.enabled === false ? null : resolveAffiliate(gw, tenant, user.affiliateCode);
  const referrerId = referrerOf(gw.db, tenant, user.referralCode);
  const passwordHash = await hashPassword(needsPassword ? (user.password as string) : crypto.randomUUID());

  const extra: Record<string, string> = {};
  for (const [name, rule] of Object.entries(fields)) {
    const value = user[name as FieldName];
    if (rule?.enabled && !columns.has(name) && typeof value === 'string' && value !== '') extra[name] = value;
  }
  // A wrong code must still count as a try, so the transaction commits and the refusal comes after it.
  const outcome = transaction(gw.db, (): { id: number } | { problem: CodeProblem } => {
    const now = gw.clock();
    if (needsCode) {
      const problem = checkSmsCode(gw.db, tenant.code, user.mobileNum as string, 'register', user.verificationCode as string, now);
      if (problem) return { problem };
    }
    try {
      const id = insertMember(gw.db, {
        merchant: tenant.code,
        username: user.username as string,
        passwordHash,
        passwordKnown: needsPassword,
        nickname: fields.nickname?.enabled ? (user.nickname ?? '') : '',
        mobile: user.mobileNum || null,
        dialingCode: user.mobileNum ? (user.countryDialingCode ?? registration.countries[0]?.countryDialingCode ?? null) : null,
        email: fields.email?.enabled ? user.email || null : null,
        payeeName: fields.payeeName?.enabled ? user.payeeName || null : null,
        extra,
        uplineId,
        now,
      });
      setReferrer(gw.db, id, referrerId);
      return { id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (String(error).includes('mobile')) throw new GatewayError('register.mobile.taken', 'this mobile number is already registered');
      throw new GatewayError('register.username.taken', 'this username is already taken');
    }
  });
  if ('problem' in outcome) throw codeError(outcome.problem);
  const id = outcome.id;
  return startSession(gw, findById(gw.db, id)!, ctx);
}
