import type { LoginRequest } from '../../contract/generated/session-login.ts';
import type { LoginValue } from '../../contract/generated/common.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { CallContext } from '../http/router.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { Refusal } from '../refusal.ts';
import { decoyHash, verifyPassword } from '../crypto/password.ts';
import { passwordMatches } from './password-check.ts';
import { captchaRequired, clearFailures, type FailureTry, failureKeys, lockedUntil, recordFailure } from '../store/login-failures.ts';
import { consumeCaptcha, consumeSlider } from '../store/captcha.ts';
import { transaction } from '../store/db.ts';
import { checkOnReservedTry } from '../store/throttle.ts';
import { findByMobile, findByUsername, knowsIp, TRIAL_TYPE, type Member } from '../store/members.ts';
import { checkSmsCode, codeError, sendSmsCode } from '../store/sms.ts';
import { maskMobile, startSession } from './session-start.ts';
import { setRememberCookie } from './remember-cookie.ts';

/** A login's captcha: the image's text or the slider's offset, whichever the client solved. */
interface LoginCaptcha {
  client: string;
  answer: string | undefined;
  slider?: string | undefined;
}

/** Which step of a login this is: the first try, or the IP-verification completion. */
export type LoginStep = 'login' | 'ipVerification';

/**
 * Username or SMS login with the platform's rules: captcha after 3 failures per account or IP, a
 * lock after 10 failures of an account name, the same answer for an unknown user and a wrong
 * password, and IP verification when the merchant turns LOGINIPVERF3 on.
 */
export async function passwordLogin(ctx: CallContext<LoginRequest>, step: LoginStep): Promise<LoginValue> {
  const { gw, tenant, input, ip } = ctx;
  const now = gw.clock();
  const bySms = input.type === 'sms';
  if (bySms && !tenant.config.whitelabel.MOBILEVERCODELOGIN3) throw refuse.disabled('SMS login');
  const keys = failureKeys(input.username, ip);
  const slider = typeof input.sliderData === 'string' ? input.sliderData : undefined;
  const member = await checkLoginTry(gw.db, tenant.code, keys, now, { client: ip, answer: input.captcha, slider }, () =>
    bySms ? checkSmsLogin(ctx) : memberByPassword(gw.db, tenant.code, input.username, input.password),
  );
  if (!member) {
    throw new GatewayError('login.failed', 'username or password is incorrect', {
      value: { captcha: captchaRequired(gw.db, tenant.code, keys, now) },
    });
  }
  if (tenant.config.whitelabel.LOGINIPVERF3 && member.mobile && !knowsIp(gw.db, member.id, ip)) {
    if (step === 'login') {
      // The right password from a new place: prove the phone too. The code goes to the account's number.
      const sent = trySend(ctx, member);
      throw new GatewayError('login.ip.verification.required', 'this device or network is new: enter the code sent to your phone', {
        value: { ipVerification: true, mobile: maskMobile(member.mobile), ...sent },
      });
    }
    const problem = checkSmsCode(gw.db, tenant.code, member.mobile, 'ip', input.verificationCode ?? '', now);
    if (problem) throw codeError(problem);
  }
  // One transaction: the remembered login is made under the credential the session was checked under.
  return transaction(gw.db, () => {
    const session = startSession(gw, member, ctx);
    if (input.rememberMe) setRememberCookie(ctx.c, gw, tenant.code, member);
    return session;
  });
}

/**
 * Checks a login's password or code on a try counted first as a failure under each key, in one
 * transaction with the checks of the lock and the captcha: guesses sent at once each see the ones
 * still in flight, so none passes the lock or the captcha rule. A right one gives its try back and
 * clears the account's failures. A door that carries no captcha (`captcha` left out) keeps only the
 * lock. The member, or null for a wrong password or code.
 */
export function checkLoginTry(
  db: DatabaseSync,
  merchant: string,
  keys: readonly string[],
  now: number,
  captcha: LoginCaptcha | undefined,
  check: () => Promise<Member | null>,
): Promise<Member | null> {
  return checkOnReservedTry(
    db,
    keys.map((key) => `${merchant} login ${key}`),
    (othersInFlight) => reserveLoginTry(db, merchant, keys, now, captcha, othersInFlight),
    async (reservation) => {
      try {
        const member = await check();
        if (member) {
          reservation.release();
          clearFailures(db, merchant, keys[0] as string);
        }
        return member;
      } finally {
        reservation.settle();
      }
    },
  );
}

function reserveLoginTry(
  db: DatabaseSync,
  merchant: string,
  keys: readonly string[],
  now: number,
  captcha: LoginCaptcha | undefined,
  othersInFlight: boolean,
): FailureTry | 'wait' {
  // The refusal is thrown after the transaction: a captcha checked wrong stays used up. A refusal
  // that tries still in flight may lift (they may be right) waits for them instead.
  const outcome = transaction(db, (): FailureTry | GatewayError | 'wait' => {
    const locked = lockedUntil(db, merchant, keys[0] as string, now);
    if (locked !== null) {
      if (othersInFlight) return 'wait';
      return new GatewayError('login.locked', `too many failed logins: try again after ${new Date(locked).toISOString()}`, {
        value: { lockedUntil: locked, retryAfterSeconds: Math.ceil((locked - now) / 1000) },
      });
    }
    if (captcha && captchaRequired(db, merchant, keys, now)) {
      if (!captcha.answer && !captcha.slider)
        return othersInFlight ? 'wait' : new GatewayError('captcha.required', 'enter the captcha', { value: { captcha: true } });
      const solved = captcha.slider
        ? consumeSlider(db, merchant, captcha.client, captcha.slider, now)
        : consumeCaptcha(db, merchant, captcha.client, captcha.answer ?? '', now);
      if (!solved) return new GatewayError('captcha.invalid', 'the captcha is not correct', { value: { captcha: true } });
    }
    return recordFailure(db, merchant, keys, now);
  });
  if (outcome instanceof GatewayError) throw outcome;
  return outcome;
}

function trySend(ctx: CallContext<LoginRequest>, member: Member): Record<string, unknown> {
  try {
    return sendSmsCode(ctx.gw.db, {
      merchant: ctx.tenant.code,
      number: member.mobile as string,
      purpose: 'ip',
      client: ctx.ip,
      now: ctx.gw.clock(),
      language: { member: member.language, page: ctx.language },
    });
  } catch (error) {
    // A code sent under a minute ago is still valid: the user can enter it.
    if (error instanceof Refusal) return { smsError: error.code };
    throw error;
  }
}

/** The real (not trial) member a username and password name, or null: checked as long either way. */
export async function memberByPassword(db: DatabaseSync, merchant: string, username: string, password: string): Promise<Member | null> {
  const member = findByUsername(db, merchant, username);
  const ok = await passwordMatches(db, member, password);
  return ok && member && member.type !== TRIAL_TYPE ? member : null;
}

async function checkSmsLogin(ctx: CallContext<LoginRequest>): Promise<Member | null> {
  const { gw, tenant, input } = ctx;
  const member = findByMobile(gw.db, tenant.code, input.username);
  await verifyPassword('', decoyHash);
  if (!member || member.type === TRIAL_TYPE) return null;
  return checkSmsCode(gw.db, tenant.code, input.username, 'noLogin', input.password, gw.clock()) === null ? member : null;
}
