import type { LoginRequest } from '../../src/api/generated/session-login.ts';
import type { LoginValue } from '../../src/api/generated/common.ts';
import type { IpVerificationLoginRequest } from '../../src/api/generated/session-login-ip-verification.ts';
import type { FreePlayLoginRequest } from '../../src/api/generated/session-login-freeplay.ts';
import type { LogoutRequest } from '../../src/api/generated/session-logout.ts';
import type { RsaKeyRequest } from '../../src/api/generated/session-rsa-key.ts';
import type { CaptchaRequest } from '../../src/api/generated/captcha.ts';
import { passwordLogin } from '../auth/password-login.ts';
import { startSession } from '../auth/session-start.ts';
import { captchaPng } from '../captcha/png.ts';
import { hashPassword } from '../crypto/password.ts';
import { randomDigits, randomWord, newToken } from '../crypto/tokens.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { checkEncryptionHeader } from '../http/payload.ts';
import type { CallRouter } from '../http/router.ts';
import { issueCaptcha } from '../store/captcha.ts';
import { findById, insertMember, TRIAL_TYPE } from '../store/members.ts';
import { revokeSession } from '../store/sessions.ts';

/** Trial accounts start with this much play money (cents). */
const TRIAL_BALANCE_CENTS = 2_000_00;

/** Login, IP verification, free play, logout, the RSA key and the captcha. */
export function sessionRoutes(r: CallRouter): void {
  r.call<RsaKeyRequest, string>('session-rsa-key', ({ gw }) => gw.rsa.modulusHex);

  r.call<LoginRequest, LoginValue>('session-login', (ctx) => passwordLogin(ctx, 'login'));
  r.call<IpVerificationLoginRequest, LoginValue>('session-login-ip-verification', (ctx) => {
    if (!ctx.tenant.config.whitelabel.LOGINIPVERF3) throw refuse.disabled('IP verification');
    return passwordLogin(ctx, 'ipVerification');
  });

  r.call<FreePlayLoginRequest, LoginValue>('session-login-freeplay', async (ctx) => {
    const { gw, tenant, c } = ctx;
    if (!tenant.config.whitelabel.FREEPLAY3) throw refuse.disabled('free play');
    if (c.req.header('x-gateway-version') !== '3') throw new GatewayError('gateway.version.unsupported', 'free play needs X-Gateway-Version: 3', { status: 400 });
    checkEncryptionHeader(c, gw, tenant);
    const now = gw.clock();
    // A trial account nobody can log in to again: its password is random and never shown.
    const id = insertMember(gw.db, { merchant: tenant.code, username: `trial_${randomWord(10)}`, passwordHash: await hashPassword(newToken()), passwordKnown: false, type: TRIAL_TYPE, nickname: `Guest ${randomDigits(4)}`, balanceCents: TRIAL_BALANCE_CENTS, now });
    return startSession(gw, findById(gw.db, id)!, ctx.ip);
  });

  r.call<LogoutRequest, boolean>('session-logout', ({ gw, token }) => {
    revokeSession(gw.db, token as string, gw.clock());
    return true;
  });

  r.call<CaptchaRequest, string>('captcha', ({ gw, tenant, ip }) => {
    const answer = randomDigits(4);
    issueCaptcha(gw.db, tenant.code, ip, answer, gw.clock());
    return captchaPng(answer).toString('base64');
  });
}
