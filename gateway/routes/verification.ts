import { verificationSmsNoLogin, verificationSmsRegister } from '../../contract/generated/calls.ts';
import { sendSmsCodeBehindSlider } from '../auth/sms-slider.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import type { CallContext, CallRouter } from '../http/router.ts';
import { findByMobile } from '../store/members.ts';

/** SMS codes: without login (SMS login, IP verification, set password) and for registration. */
export function verificationRoutes(r: CallRouter): void {
  r.call(verificationSmsNoLogin, ({ gw, tenant, input, ip, language }) => {
    // Whether the number has an account is not revealed: the answer is the same, only nobody gets the code.
    const owner = findByMobile(gw.db, tenant.code, input.mobileNum);
    return sendSmsCodeBehindSlider(
      gw.db,
      {
        merchant: tenant.code,
        number: input.mobileNum,
        purpose: 'noLogin',
        client: ip,
        now: gw.clock(),
        deliver: owner !== null,
        language: { member: owner?.language, page: language },
      },
      input.sliderData,
    );
  });

  r.call(verificationSmsRegister, (ctx) => {
    // Only a merchant that registers by mobile number (MOBILENUMREG3) or verifies one at registration (REGMOBVERF3) sends these.
    if (!ctx.tenant.config.whitelabel.MOBILENUMREG3 && !ctx.tenant.config.whitelabel.REGMOBVERF3)
      throw refuse.disabled('registration by mobile number');
    return sendRegisterCode(ctx, ctx.input.mobileNo, ctx.input.sliderData);
  });
}

/** Sends a registration code to a number not yet registered, under the SMS doors' slider rule (the register call and the reference phone-auth provider). */
export function sendRegisterCode(ctx: CallContext<unknown>, mobileNo: string, sliderData: unknown): { expiredMinutes: number } {
  const { gw, tenant, ip } = ctx;
  if (findByMobile(gw.db, tenant.code, mobileNo))
    throw new GatewayError('register.mobile.taken', 'this mobile number is already registered');
  return sendSmsCodeBehindSlider(
    gw.db,
    {
      merchant: tenant.code,
      number: mobileNo,
      purpose: 'register',
      client: ip,
      now: gw.clock(),
      language: { member: null, page: ctx.language },
    },
    sliderData,
  );
}
