import { verificationSmsMember, verificationSmsNoLogin, verificationSmsRegister } from '../../src/contract/generated/calls.ts';
import { GatewayError } from '../http/errors.ts';
import { signedIn, type CallRouter } from '../http/router.ts';
import { findByMobile } from '../store/members.ts';
import { sendSmsCode } from '../store/sms.ts';

/** SMS codes: without login (SMS login, IP verification, set password), for registration, for the member. */
export function verificationRoutes(r: CallRouter): void {
  r.call(verificationSmsNoLogin, ({ gw, tenant, input }) => {
    // Whether the number has an account is not revealed: the answer is the same, only no code is written.
    const known = findByMobile(gw.db, tenant.code, input.mobileNum) !== null;
    return sendSmsCode(gw.db, tenant.code, input.mobileNum, 'noLogin', gw.clock(), known);
  });

  r.call(verificationSmsRegister, ({ gw, tenant, input }) => {
    if (findByMobile(gw.db, tenant.code, input.mobileNo)) throw new GatewayError('register.mobile.taken', 'this mobile number is already registered');
    return sendSmsCode(gw.db, tenant.code, input.mobileNo, 'register', gw.clock());
  });

  r.call(verificationSmsMember, (ctx) => {
    const member = signedIn(ctx);
    if (!member.mobile) throw new GatewayError('mobile.not.bound', 'the account has no mobile number');
    return sendSmsCode(ctx.gw.db, ctx.tenant.code, member.mobile, 'member', ctx.gw.clock());
  });
}
