// The reference phone-authentication provider and register-mobile's check of its id token: a
// forged, expired or other number's token is refused with its own error and creates nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { PHONE_AUTH_TEST_FAILURES } from '../../gateway/routes/phone-auth.ts';
import { type Client, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
  gw.usePhoneAuthProvider('saigon');
});

const start = (mobileNo: string, merchant = 'saigon') =>
  gw.call('POST', '/wps/phone-auth/start', { merchant, ip: `10.60.0.${mobileNo.slice(-2)}`, body: { mobileNo, countryDialingCode: '84' } });
const confirm = (mobileNo: string, code: string, merchant = 'saigon') =>
  gw.call('POST', '/wps/phone-auth/confirm', { merchant, body: { mobileNo, code } });
const registerWith = (mobileNum: string, firebaseIdToken: string) =>
  gw.call('PUT', '/wps/member/register/mobile', {
    merchant: 'saigon',
    encrypt: true,
    body: {
      mobileNum,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      countryDialingCode: '84',
      firebaseChannel: 'sms',
      firebaseIdToken,
      ageConfirmed: true,
    },
  });
const members = (mobile: string) => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM members WHERE mobile = ?').get(mobile) as { n: number }).n;

/** A verified number's id token, through the provider's two calls. */
async function tokenFor(mobileNo: string): Promise<string> {
  expect((await start(mobileNo)).json.success).toBe(true);
  const answer = await confirm(mobileNo, gw.lastCode(mobileNo));
  expect(answer.json.success).toBe(true);
  return answer.json.value.idToken as string;
}

describe('the reference phone-authentication provider', () => {
  it('sends a code, refuses a wrong one, and trades the right one for a token that registers the number', async () => {
    expect((await start('961000001')).json).toEqual({ success: true, value: { expiredMinutes: LIMITS.smsCodeMinutes } });
    const right = gw.lastCode('961000001');
    expect((await confirm('961000001', right === '000000' ? '111111' : '000000')).json.errorCode).toBe('sms.code.invalid');
    const token = (await confirm('961000001', right)).json.value.idToken as string;
    const made = await registerWith('961000001', token);
    expect(made.json).toMatchObject({ success: true, value: { userName: '961000001' } });
    expect(members('961000001')).toBe(1);
    // The number is taken now: the provider no longer starts a verification for it.
    expect((await start('961000001')).json.errorCode).toBe('register.mobile.taken');
  });

  it('codes guessed at once: five wrong ones are checked, then the code is void, and the right one sent last gets no token', async () => {
    expect((await start('961000005')).json.success).toBe(true);
    const right = gw.lastCode('961000005');
    const wrong = Array.from({ length: 20 }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...wrong, right].map((code) => confirm('961000005', code)));
    const codes = answers.map((a) => a.json.errorCode ?? 'success');
    expect(codes.filter((c) => c === 'sms.code.invalid')).toHaveLength(LIMITS.smsCodeAttempts);
    expect(codes.filter((c) => c === 'sms.code.missing')).toHaveLength(wrong.length + 1 - LIMITS.smsCodeAttempts);
    expect(codes.at(-1)).toBe('sms.code.missing');
  });

  it('refuses a forged token and creates nothing', async () => {
    const token = await tokenFor('961000002');
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherBody = Buffer.from(JSON.stringify({ ...claims, phone: '961000009' })).toString('base64url');
    for (const forged of [`${otherBody}.${signature}`, `${body}.${signature.slice(0, -2)}AA`, 'not-a-token', ''])
      expect((await registerWith(forged === '' ? '961000002' : '961000009', forged || 'x.y')).json).toMatchObject({
        success: false,
        errorCode: 'phone.auth.token.invalid',
      });
    expect(members('961000009') + members('961000002')).toBe(0);
  });

  it('refuses an expired token, and one for another number, and creates nothing', async () => {
    const token = await tokenFor('961000003');
    expect((await registerWith('961000004', token)).json.errorCode).toBe('phone.auth.token.mismatch');
    gw.clock.advance(LIMITS.phoneTokenTtlMs);
    expect((await registerWith('961000003', token)).json).toMatchObject({ success: false, errorCode: 'phone.auth.token.expired' });
    expect(members('961000003') + members('961000004')).toBe(0);
  });

  it('answers each provider failure for its test number, sending no code and writing nothing', async () => {
    const outbox = () => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
    const before = outbox();
    const failures = Object.fromEntries(
      await Promise.all(Object.keys(PHONE_AUTH_TEST_FAILURES).map(async (number) => [number, (await start(number)).json] as const)),
    );
    expect(Object.keys(failures).sort()).toEqual(['999000001', '999000002', '999000003', '999000004', '999000005']);
    expect(Object.values(failures).map((answer) => [answer.success, answer.errorCode])).toEqual([
      [false, 'phone.auth.popup.closed'],
      [false, 'phone.auth.popup.blocked'],
      [false, 'phone.auth.captcha.invalid'],
      [false, 'sms.quota.insufficient'],
      [false, 'function.not.enabled'],
    ]);
    expect(failures['999000003']!.message).toContain('invalid captcha or non-whitelisted domain');
    expect(outbox()).toBe(before);
    // A number one off the range is an ordinary number.
    expect((await start('999000006')).json.success).toBe(true);
  });

  it('answers function.not.enabled where the merchant keeps the platform SMS', async () => {
    expect((await start('9170000123', 'luzon')).json.errorCode).toBe('function.not.enabled');
    expect((await confirm('9170000123', '123456', 'emerald')).json.errorCode).toBe('function.not.enabled');
  });
});
