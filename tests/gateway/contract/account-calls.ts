// The contract test's calls of a session and an account (tests/gateway/contract.test.ts): signing in by
// every door, captchas and SMS codes, the member's own calls and the system's.
import { expect } from 'vitest';
import { DEMO, expectContract, SOCIAL_REDIRECT } from '../harness.ts';
import type { ContractRun } from './run.ts';

/** Session, captcha and SMS calls. */
export async function sessionCaptchaAndSmsCalls({ gw, check, header }: ContractRun): Promise<void> {
  await check('session-rsa-key', gw.call('GET', '/wps/session/key/rsa'));
  await check('captcha', gw.call('GET', '/wps/captcha', { query: { t: 1 } }));
  await check('captcha-slider', gw.call('GET', '/wps/captcha/slider', { query: { t: 1 } }));
  const remembered = await check(
    'session-login',
    gw.call('POST', '/wps/session/login', {
      body: { username: 'down01', password: DEMO.luzon, type: 'username', loginDeviceId: 'd-1', rememberMe: true },
      encrypt: true,
    }),
  );
  const cookie =
    remembered.headers
      .getSetCookie()
      .find((c) => c.startsWith('remember='))
      ?.split(';')[0] ?? '';
  await check('session-resume', gw.call('POST', '/wps/session/resume', { body: {}, headers: { Cookie: cookie } }));
  await check(
    'session-login-freeplay',
    gw.call('POST', '/wps/session/login/freeplay', {
      body: { os: 'Linux', platform: 'W' },
      encrypt: false,
      headers: { 'X-Gateway-Version': '3', Encryption: await header() },
    }),
  );
  await check(
    'verification-sms-no-login',
    gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9000000001', countryDialingCode: '63' } }),
  );
  await check(
    'verification-sms-register',
    gw.call('POST', '/wps/verification/sms/register', {
      merchant: 'saigon',
      body: { mobileNo: '9111111111', countryDialingCode: '84', regType: 'MOBILE' },
    }),
  );
  // IP verification: saigon asks for a code on a new IP, then the verification login completes.
  const first = await gw.call('POST', '/wps/session/login', {
    merchant: 'saigon',
    ip: '10.9.9.9',
    body: { username: 'down01', password: DEMO.saigon },
    encrypt: true,
  });
  expect(first.json.errorCode).toBe('login.ip.verification.required');
  expectContract('session-login', first.json);
  const mobile = (
    gw.gw.db.prepare("SELECT mobile FROM members WHERE merchant = 'saigon' AND username = 'down01'").get() as { mobile: string }
  ).mobile;
  await check(
    'session-login-ip-verification',
    gw.call('POST', '/wps/session/login/ipVerification', {
      merchant: 'saigon',
      ip: '10.9.9.9',
      body: { username: 'down01', password: DEMO.saigon, verificationCode: gw.lastCode(mobile) },
      encrypt: true,
    }),
  );
}

/** Social sign-in calls. */
export async function socialSignInCalls({ gw, check }: ContractRun): Promise<void> {
  const code = (email: string) => gw.socialCode('google', 'luzon', email, 'Ana Cruz');
  const social = (c: string) =>
    gw.call('POST', '/wps/session/login/social', { body: { provider: 'google', code: c, redirectUri: SOCIAL_REDIRECT } });
  const a = await check('session-login-social', social(await code('ana@gmail.example')));
  await check(
    'session-login-social-register',
    gw.call('POST', '/wps/session/login/social/register', { body: { ticket: a.json.value.ticket, ageConfirmed: true } }),
  );
  const b = await check('session-login-social', social(await code('ben@gmail.example')));
  await check(
    'session-login-social-link',
    gw.call('POST', '/wps/session/login/social/link', {
      body: { ticket: b.json.value.ticket, username: 'agent01', password: DEMO.luzon, confirm: true },
      encrypt: true,
    }),
  );
}

/** Member and system calls. */
export async function memberAndSystemCalls({ gw, token, check }: ContractRun): Promise<void> {
  await check('member-info', gw.call('GET', '/wps/member/info', { token }));
  await check('member-icon', gw.call('GET', '/wps/member/info/icon', { token }));
  await check('member-language', gw.call('POST', '/wps/member/language', { token, body: { language: 'EN' } }));
  await check('system-whitelabel', gw.call('GET', '/wps/system/whitelabel'));
  await check('system-register-settings', gw.call('GET', '/wps/system/setting/register'));
  await check('system-status', gw.call('GET', '/wps/system/status'));
  await check('system-domain-route', gw.call('GET', '/wps/system/domainRoute'));
  await check('system-help-center', gw.call('GET', '/wps/system/helpCenter', { query: { lang: 'TY', device: 'WEB' } }));
  await check('chat-launch', gw.call('GET', '/wps/relay/CBS_launchChat', { token, query: { language: 'EN' } }));
  await check('agent-affiliate', gw.call('GET', '/wps/agent/affiliate', { query: { code: 'AGENT01', domain: 'luzonplay.example' } }));
  await check(
    'member-register',
    gw.call('PUT', '/wps/member/register', {
      encrypt: true,
      body: {
        username: 'newbie01',
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        payeeName: 'Juan Cruz',
        birthday: '1990-05-01',
        email: 'juan@example.com',
        registerMethod: 'WEB',
        login: true,
        loginDeviceId: 'x',
        ageConfirmed: true,
      },
    }),
  );
  await gw.call('POST', '/wps/verification/sms/register', {
    merchant: 'saigon',
    body: { mobileNo: '987654321', countryDialingCode: '84', regType: 'MOBILE' },
  });
  await check(
    'member-register-mobile',
    gw.call('PUT', '/wps/member/register/mobile', {
      merchant: 'saigon',
      encrypt: true,
      body: {
        mobileNum: '987654321',
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        verificationCode: gw.lastCode('987654321'),
        countryDialingCode: '84',
        ageConfirmed: true,
      },
    }),
  );
  // biome-ignore lint/correctness/useHookAtTopLevel: the test gateway's switch to a phone sign-in provider, not a React hook
  gw.usePhoneAuthProvider('saigon');
  await check(
    'phone-auth-start',
    gw.call('POST', '/wps/phone-auth/start', {
      merchant: 'saigon',
      ip: '10.61.0.1',
      body: { mobileNo: '987654322', countryDialingCode: '84' },
    }),
  );
  await check(
    'phone-auth-confirm',
    gw.call('POST', '/wps/phone-auth/confirm', { merchant: 'saigon', body: { mobileNo: '987654322', code: gw.lastCode('987654322') } }),
  );
  await check('member-register-one-click', gw.call('PUT', '/wps/member/register/oneClick', { body: { ageConfirmed: true } }));
  await check(
    'member-password-email',
    gw.call('POST', '/wps/member/password/email', {
      rawBody: 'username=down01&email=down01%40luzon.example',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
  const mobile = (
    gw.gw.db.prepare("SELECT mobile FROM members WHERE merchant = 'luzon' AND username = 'down01'").get() as { mobile: string }
  ).mobile;
  gw.clock.advance(61_000);
  await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
  await check(
    'member-password-verification',
    gw.call('POST', '/wps/member/password/verification', {
      encrypt: true,
      body: { mobileNum: mobile, verificationCode: gw.lastCode(mobile), newPassword: 'Demo5678' },
    }),
  );
  const own = await gw.login('newbie01', 'Abc12345');
  await check(
    'member-password',
    gw.call('POST', '/wps/member/password', {
      token: own,
      encrypt: true,
      body: { oldPassword: 'Abc12345', newPassword: 'Abc99999', confirmNewPassword: 'Abc99999' },
    }),
  );
}
