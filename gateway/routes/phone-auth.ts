import { phoneAuthConfirm, phoneAuthStart } from '../../contract/generated/calls.ts';
import { issuePhoneToken, phoneAuthOff } from '../auth/phone-auth-token.ts';
import { GatewayError } from '../http/errors.ts';
import type { CallRouter } from '../http/router.ts';
import { checkSmsCode, codeError } from '../store/sms.ts';
import { sendRegisterCode } from './verification.ts';

/**
 * The reference provider's test numbers, as a real provider's console offers fictional numbers: each
 * answers start with one of the failures a provider reports (the specification's phone verification
 * errors), so a test or a demo can show them without a popup to close or a quota to use up. Nine
 * digits, to fit a 9-digit national number; no code is sent and nothing is written.
 */
export const PHONE_AUTH_TEST_FAILURES: Readonly<Record<string, readonly [code: string, message: string]>> = {
  '999000001': ['phone.auth.popup.closed', 'popup closed by user'],
  '999000002': ['phone.auth.popup.blocked', 'popup blocked, allow popups and retry'],
  '999000003': ['phone.auth.captcha.invalid', 'invalid captcha or non-whitelisted domain'],
  '999000004': ['sms.quota.insufficient', 'quota insufficient'],
  '999000005': ['function.not.enabled', 'function not enabled'],
};

/**
 * The reference phone-authentication provider, a local stand-in for a third-party service: it
 * sends a code (the register code, under the SMS doors' throttles and slider rule) and trades the
 * right code for an id token that register-mobile checks.
 */
export function phoneAuthRoutes(r: CallRouter): void {
  r.call(phoneAuthStart, (ctx) => {
    const off = phoneAuthOff(ctx.tenant);
    if (off) throw off;
    const failure = PHONE_AUTH_TEST_FAILURES[ctx.input.mobileNo];
    if (failure) throw new GatewayError(failure[0], `${failure[1]} (a reference provider test number)`);
    return sendRegisterCode(ctx, ctx.input.mobileNo, ctx.input.sliderData);
  });

  r.call(phoneAuthConfirm, ({ gw, tenant, input }) => {
    const off = phoneAuthOff(tenant);
    if (off) throw off;
    const now = gw.clock();
    const problem = checkSmsCode(gw.db, tenant.code, input.mobileNo, 'register', input.code, now);
    if (problem) throw codeError(problem);
    return { idToken: issuePhoneToken(gw, tenant.code, input.mobileNo, now) };
  });
}
