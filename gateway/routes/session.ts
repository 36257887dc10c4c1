import {
  captcha,
  captchaSlider,
  sessionLogin,
  sessionLoginFreeplay,
  sessionLoginIpVerification,
  sessionLogout,
  sessionResume,
  sessionRsaKey,
} from '../../contract/generated/calls.ts';
import { passwordLogin } from '../auth/password-login.ts';
import { dropRememberCookie, rememberCookie } from '../auth/remember-cookie.ts';
import { CredentialChanged, startSession } from '../auth/session-start.ts';
import { issueToldChallenge } from '../auth/told-slider.ts';
import { captchaPng } from '../images/captcha.ts';
import { drawSlider, SLIDER } from '../images/slider.ts';
import { hashPassword } from '../crypto/password.ts';
import { randomDigits, randomWord, newToken } from '../crypto/tokens.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { checkEncryptionHeader } from '../http/payload.ts';
import type { CallRouter } from '../http/router.ts';
import { issueCaptcha } from '../store/captcha.ts';
import { findById, insertMember, TRIAL_TYPE } from '../store/members.ts';
import { rememberedMember } from '../store/remembered.ts';
import { revokeSession } from '../store/sessions.ts';
import { Refusal } from '../refusal.ts';
import { throttled } from '../store/throttle.ts';
import { TRIALS_PER_CLIENT, TRIALS_PER_MERCHANT } from '../auth/throttles.ts';

/** Trial accounts start with this much play money (cents). */
/** Play money a trial account starts with, in major units. */
const TRIAL_BALANCE = 2_000;

/** Login, IP verification, free play, logout, the RSA key and the captchas (image and slider). */
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

  // Whatever the session: a browser whose session has ended (idle, expired, or its token lost) still
  // holds its remember cookie, which would start a new one at the next resume.
  r.call(
    sessionLogout,
    ({ gw, token, c }) => {
      if (token) revokeSession(gw.db, token, gw.clock());
      dropRememberCookie(c, gw);
      return true;
    },
    { signedOutToo: true },
  );

  // A remembered browser's new session: the remember cookie is the credential (256 random bits, so
  // no try limit is needed); it is not rotated, so two tabs opening at once both get a session.
  r.call(sessionResume, (ctx) => {
    const { gw, tenant, c } = ctx;
    const token = rememberCookie(c);
    const remembered = token ? rememberedMember(gw.db, tenant.code, token, gw.clock()) : null;
    const member = remembered ? findById(gw.db, remembered.memberId) : null;
    const none = () => {
      dropRememberCookie(c, gw);
      return new Refusal('session.remembered.none', 'this browser has no remembered login: log in again');
    };
    if (!remembered || !member) throw none();
    try {
      // The remembered login lasts a day from the login (spec §9): a session it starts may not outlive
      // it, nor the credential it was granted under (a password change or reset revokes it too).
      return startSession(gw, member, ctx, { endsBy: remembered.expiresAt, credentialVersion: remembered.credentialVersion });
    } catch (error) {
      if (error instanceof CredentialChanged) throw none();
      throw error;
    }
  });

  r.call(captcha, ({ gw, tenant, ip }) => {
    const answer = randomDigits(4);
    issueCaptcha(gw.db, tenant.code, ip, answer, gw.clock());
    return captchaPng(answer).toString('base64');
  });

  r.call(captchaSlider, ({ gw, tenant, ip, input }) => {
    const { x, y, background, piece } = drawSlider();
    const now = gw.clock();
    const issue = () => issueCaptcha(gw.db, tenant.code, ip, String(x), now, 'slider');
    if (input.told === 1) issueToldChallenge(gw.db, tenant.code, ip, now, issue);
    else issue();
    const { width, height, piece: pieceSize } = SLIDER;
    const picture = { background: background.toString('base64'), piece: piece.toString('base64'), width, height, pieceSize, pieceY: y };
    // Told: a visitor who cannot see the picture is told where the gap is (decision 0021).
    return input.told === 1 ? { ...picture, gapX: x } : picture;
  });
}
