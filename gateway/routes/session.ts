import {
  captcha,
  sessionLogin,
  sessionLoginFreeplay,
  sessionLoginIpVerification,
  sessionLogout,
  sessionRsaKey,
} from '../../src/contract/generated/calls.ts';
import { passwordLogin } from '../auth/password-login.ts';
import { startSession } from '../auth/session-start.ts';
import { captchaPng } from '../images/captcha.ts';
import { hashPassword } from '../crypto/password.ts';
import { randomDigits, randomWord, newToken } from '../crypto/tokens.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { checkEncryptionHeader } from '../http/payload.ts';
import type { CallRouter } from '../http/router.ts';
import { issueCaptcha } from '../store/captcha.ts';
import { findById, insertMember, TRIAL_TYPE } from '../store/members.ts';
import { revokeSession } from '../store/sessions.ts';
import { throttled } from '../store/throttle.ts';
import { TRIALS_PER_CLIENT, TRIALS_PER_MERCHANT } from '../auth/throttles.ts';

/** Trial accounts start with this much play money (cents). */
/** Play money a trial account starts with, in major units. */
const TRIAL_BALANCE = 2_000;

/** Login, IP verification, free play, logout, the RSA key and the captcha. */
export function sessionRoutes(r: CallRouter): void {
  r.call(sessionRsaKey, ({ gw }) => gw.rsa.modulusHex);

  r.call(sessionLogin, (ctx) => passwordLogin(ctx, 'login'));
  r.call(sessionLoginIpVerification, (ctx) => {
    if (!ctx.tenant.config.whitelabel.LOGINIPVERF3) throw refuse.disabled('IP verification');
    return passwordLogin(ctx, 'ipVerification');
  });

  r.call(sessionLoginFreeplay, async (ctx) => {
    const { gw, tenant, c } = ctx;
    if (!tenant.config.whitelabel.FREEPLAY3) throw refuse.disabled('free play');
    if (c.req.header('x-gateway-version') !== '3')
      throw new GatewayError('gateway.version.unsupported', 'free play needs X-Gateway-Version: 3', { status: 400 });
    checkEncryptionHeader(c, gw, tenant);
    const now = gw.clock();
    throttled(gw.db, tenant.code, TRIALS_PER_CLIENT, ctx.ip, now);
    throttled(gw.db, tenant.code, TRIALS_PER_MERCHANT, '', now);
    // A trial account nobody can log in to again: its password is random and never shown.
    const id = insertMember(gw.db, {
      merchant: tenant.code,
      username: `trial_${randomWord(10)}`,
      passwordHash: await hashPassword(newToken()),
      passwordKnown: false,
      type: TRIAL_TYPE,
      nickname: `Guest ${randomDigits(4)}`,
      openingBalance: TRIAL_BALANCE * 10 ** tenant.config.currency.decimals,
      now,
    });
    return startSession(gw, findById(gw.db, id)!, ctx);
  });

  r.call(sessionLogout, ({ gw, token }) => {
    revokeSession(gw.db, token as string, gw.clock());
    return true;
  });

  r.call(captcha, ({ gw, tenant, ip }) => {
    const answer = randomDigits(4);
    issueCaptcha(gw.db, tenant.code, ip, answer, gw.clock());
    return captchaPng(answer).toString('base64');
  });
}
