import { phoneAuthConfirm, phoneAuthStart } from '../../contract/generated/calls.ts';
import { issuePhoneToken, phoneAuthOff } from '../auth/phone-auth-token.ts';
import type { CallRouter } from '../http/router.ts';
import { checkSmsCode, codeError } from '../store/sms.ts';
import { sendRegisterCode } from './verification.ts';

/**
 * The reference phone-authentication provider, a local stand-in for a third-party service: it
 * sends a code (the register code, under the SMS doors' throttles and slider rule) and trades the
 * right code for an id token that register-mobile checks.
 */
export function phoneAuthRoutes(r: CallRouter): void {
  r.call(phoneAuthStart, (ctx) => {
    const off = phoneAuthOff(ctx.tenant);
    if (off) throw off;
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
