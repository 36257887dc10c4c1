import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { encryptHeader, encryptPayload, randomKey } from '../../core/payload-crypto.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const login = (body: Record<string, unknown>, ip: string, merchant = 'luzon') =>
  gw.call('POST', '/wps/session/login', { merchant, ip, body: { type: 'username', ...body }, encrypt: true });

describe('login', () => {
  it('answers an unknown user and a wrong password the same way', async () => {
    const unknown = await login({ username: 'nobody99', password: 'Whatever1' }, '10.0.0.1');
    const wrong = await login({ username: 'demo01', password: 'Wrong1234' }, '10.0.0.2');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json).toEqual({
      success: false,
      value: { captcha: false },
      message: 'username or password is incorrect',
      errorCode: 'login.failed',
    });
  });

  it('gives a new token at every login', async () => {
    const a = await gw.login('demo01', DEMO.luzon);
    const b = await gw.login('demo01', DEMO.luzon);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    expect((await gw.call('GET', '/wps/member/info', { token: a })).json.value.account).toBe('demo01');
  });

  it('requires a captcha after 3 failures for an account, and a captcha works once', async () => {
    const ip = '10.1.0.';
    for (let i = 1; i <= 2; i++) expect((await login({ username: 'down01', password: 'bad' }, `${ip}${i}`)).json.value.captcha).toBe(false);
    expect((await login({ username: 'down01', password: 'bad' }, `${ip}3`)).json.value.captcha).toBe(true);
    // The right password alone is no longer enough.
    const without = await login({ username: 'down01', password: DEMO.luzon }, `${ip}4`);
    expect(without.json).toMatchObject({ success: false, errorCode: 'captcha.required', value: { captcha: true } });
    await gw.call('GET', '/wps/captcha', { ip: `${ip}4` });
    const answer = gw.captchaAnswer(`${ip}4`);
    expect(
      (await login({ username: 'down01', password: DEMO.luzon, captcha: '0000' === answer ? '1111' : '0000' }, `${ip}4`)).json.errorCode,
    ).toBe('captcha.invalid');
    // The failed check used the captcha up: the right answer to it no longer works.
    expect((await login({ username: 'down01', password: DEMO.luzon, captcha: answer }, `${ip}4`)).json.errorCode).toBe('captcha.invalid');
    await gw.call('GET', '/wps/captcha', { ip: `${ip}4` });
    const next = gw.captchaAnswer(`${ip}4`);
    expect((await login({ username: 'down01', password: DEMO.luzon, captcha: next }, `${ip}4`)).json.success).toBe(true);
    // Success clears the account's count.
    expect((await login({ username: 'down01', password: DEMO.luzon }, `${ip}5`)).json.success).toBe(true);
  });

  it('requires a captcha after 3 failures from one IP, whatever the account', async () => {
    for (const name of ['x1abc', 'x2abc', 'x3abc']) await login({ username: name, password: 'bad' }, '10.2.0.1');
    expect((await login({ username: 'demo01', password: DEMO.luzon }, '10.2.0.1')).json.errorCode).toBe('captcha.required');
    expect((await login({ username: 'demo01', password: DEMO.luzon }, '10.2.0.2')).json.success).toBe(true);
    gw.clock.advance(LIMITS.failureWindowMs + 1);
    expect((await login({ username: 'demo01', password: DEMO.luzon }, '10.2.0.1')).json.success).toBe(true);
  });

  it('reports an expired password (stale01) and a fresh one', async () => {
    expect((await login({ username: 'stale01', password: DEMO.luzon }, '10.6.0.1')).json.value.passwordExpired).toBe(true);
    expect((await login({ username: 'demo01', password: DEMO.luzon }, '10.6.0.1')).json.value.passwordExpired).toBe(false);
  });

  it('serves a real PNG captcha', async () => {
    const a = await gw.call('GET', '/wps/captcha', { ip: '10.3.0.1' });
    const png = Buffer.from(a.json.value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(gw.captchaAnswer('10.3.0.1')).toMatch(/^\d{4}$/);
  });

  it('logs in by SMS code when the merchant allows it', async () => {
    const mobile = '9000000003'; // luzon's down01
    gw.clock.advance(LIMITS.smsIntervalMs);
    await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
    const bad = await login({ username: mobile, password: '000000', type: 'sms' }, '10.4.0.1');
    expect(bad.json.errorCode).toBe('login.failed');
    const ok = await login({ username: mobile, password: gw.lastCode(mobile), type: 'sms' }, '10.4.0.1');
    expect(ok.json.value.userName).toBe('down01');
    // Emerald has no SMS login.
    expect(
      (await gw.call('POST', '/wps/session/login', { merchant: 'emerald', body: { username: '1', password: '1', type: 'sms' } })).json
        .errorCode,
    ).toBe('function.not.available');
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const token = await gw.login('demo01', DEMO.luzon);
    expect((await gw.call('DELETE', '/wps/session/logout', { token })).json.success).toBe(true);
    const after = await gw.call('GET', '/wps/member/info', { token });
    expect(after.status).toBe(401);
    expect(after.json.errorCode).toBe('user.or.token.invalid');
  });

  it('ends idle sessions and sessions past the absolute limit', async () => {
    const idle = await gw.login('demo01', DEMO.luzon);
    gw.clock.advance(LIMITS.sessionIdleMs + 1000);
    expect((await gw.call('GET', '/wps/member/info', { token: idle })).json.errorCode).toBe('user.or.token.invalid');

    const busy = await gw.login('demo01', DEMO.luzon);
    for (let used = 0; used < LIMITS.sessionAbsoluteMs; used += LIMITS.sessionIdleMs / 2) {
      expect((await gw.call('GET', '/wps/member/info', { token: busy })).json.success).toBe(true);
      gw.clock.advance(LIMITS.sessionIdleMs / 2);
    }
    gw.clock.advance(1000);
    expect((await gw.call('GET', '/wps/member/info', { token: busy })).json.errorCode).toBe('user.or.token.invalid');
  });

  it('a password change revokes every session and the new password works', async () => {
    const a = await gw.login('agent01', DEMO.luzon);
    const b = await gw.login('agent01', DEMO.luzon);
    const wrongOld = await gw.call('POST', '/wps/member/password', {
      token: a,
      encrypt: true,
      body: { oldPassword: 'Nope1234', newPassword: 'Agent5678', confirmNewPassword: 'Agent5678' },
    });
    expect(wrongOld.json.errorCode).toBe('password.old.incorrect');
    const weak = await gw.call('POST', '/wps/member/password', {
      token: a,
      encrypt: true,
      body: { oldPassword: DEMO.luzon, newPassword: 'abc', confirmNewPassword: 'abc' },
    });
    expect(weak.json.errorCode).toBe('reg_pattern_ALNUM_MIXED');
    const ok = await gw.call('POST', '/wps/member/password', {
      token: a,
      encrypt: true,
      body: { oldPassword: DEMO.luzon, newPassword: 'Agent5678', confirmNewPassword: 'Agent5678' },
    });
    expect(ok.json.success).toBe(true);
    for (const token of [a, b]) expect((await gw.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await login({ username: 'agent01', password: DEMO.luzon }, '10.5.0.1')).json.success).toBe(false);
    await gw.login('agent01', 'Agent5678');
  });

  it('a token of one merchant does not open another', async () => {
    const token = await gw.login('demo01', DEMO.luzon);
    expect((await gw.call('GET', '/wps/member/info', { merchant: 'saigon', token })).status).toBe(401);
  });
});

describe('encryption', () => {
  it('refuses a plain body on an rsa-des merchant, a bad header and a bad ciphertext', async () => {
    const plain = await gw.call('POST', '/wps/session/login', { body: { username: 'demo01', password: DEMO.luzon } });
    expect(plain.json.errorCode).toBe('encryption.required');
    const modulus = (await gw.call('GET', '/wps/session/key/rsa')).json.value as string;
    const sealed = encryptPayload(modulus, { username: 'demo01', password: DEMO.luzon });
    const badHeader = await gw.call('POST', '/wps/session/login', {
      rawBody: JSON.stringify(sealed.body),
      headers: { Encryption: 'zz-not-hex' },
    });
    expect(badHeader.json.errorCode).toBe('encryption.invalid');
    const otherKey = await gw.call('POST', '/wps/session/login', {
      rawBody: JSON.stringify(sealed.body),
      headers: { Encryption: encryptHeader(modulus, randomKey()) },
    });
    expect(otherKey.json.errorCode).toBe('encryption.invalid');
    const ok = await gw.call('POST', '/wps/session/login', {
      rawBody: JSON.stringify(sealed.body),
      headers: { Encryption: sealed.header },
    });
    expect(ok.json.success).toBe(true);
  });

  it('accepts plain and encrypted bodies on a merchant without encryption', async () => {
    expect(
      (await gw.call('POST', '/wps/session/login', { merchant: 'emerald', body: { username: 'demo01', password: DEMO.emerald } })).json
        .success,
    ).toBe(true);
    expect(
      (
        await gw.call('POST', '/wps/session/login', {
          merchant: 'emerald',
          encrypt: true,
          body: { username: 'demo01', password: DEMO.emerald },
        })
      ).json.success,
    ).toBe(true);
  });
});

describe('free play', () => {
  const freeplay = async (headers: Record<string, string>, merchant = 'luzon') =>
    gw.call('POST', '/wps/session/login/freeplay', { merchant, body: { os: 'Linux', platform: 'W' }, headers });
  it('creates a trial account (type 4) that plays for fun only', async () => {
    const modulus = (await gw.call('GET', '/wps/session/key/rsa')).json.value as string;
    expect((await freeplay({ Encryption: encryptHeader(modulus, randomKey()) })).json.errorCode).toBe('gateway.version.unsupported');
    expect((await freeplay({ 'X-Gateway-Version': '3' })).json.errorCode).toBe('encryption.required');
    const a = await freeplay({ 'X-Gateway-Version': '3', Encryption: encryptHeader(modulus, randomKey()) });
    expect(a.json.value.customerType).toBe(4);
    const info = await gw.call('GET', '/wps/member/info', { token: a.json.value.token });
    expect(info.json.value).toMatchObject({ type: 4, isTrial: true });
    const games = (await gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { gameType: 'RNG', pageSize: 200 } })).json.value
      .games as Array<{ nodeId: number; supportPlay: number }>;
    const launch = (nodeId: number, accountType: number) =>
      gw.call('GET', '/wps/game/launchGame', { token: a.json.value.token, query: { nodeId, accountType } });
    const free = games.find((g) => g.supportPlay === 0)!;
    expect((await launch(free.nodeId, 1)).json.errorCode).toBe('in_need_true_account');
    expect(new URL((await launch(free.nodeId, 0)).json.value.gameUrl).searchParams.get('mode')).toBe('fun');
    // Saigon has FREEPLAY3 off.
    expect((await freeplay({ 'X-Gateway-Version': '3' }, 'saigon')).json.errorCode).toBe('function.not.available');
  });

  it('makes at most 10 trial accounts for one client in an hour', async () => {
    const modulus = (await gw.call('GET', '/wps/session/key/rsa')).json.value as string;
    const trial = () =>
      gw.call('POST', '/wps/session/login/freeplay', {
        ip: '10.9.0.1',
        body: { os: 'Linux', platform: 'W' },
        headers: { 'X-Gateway-Version': '3', Encryption: encryptHeader(modulus, randomKey()) },
      });
    for (let i = 0; i < LIMITS.trialsPerClientPerHour; i++) expect((await trial()).json.success, `trial ${i + 1}`).toBe(true);
    expect((await trial()).json).toMatchObject({
      success: false,
      errorCode: 'trial.too.many.requests',
      message: 'too many requests, retry after 60 minutes',
    });
    gw.clock.advance(3_600_000);
    expect((await trial()).json.success).toBe(true);
  });
});

describe('change password', () => {
  it('pauses after 5 wrong old passwords, the right one included, and says for how long', async () => {
    const token = await gw.login('stale01', DEMO.luzon, 'luzon', '10.9.1.1');
    const change = (oldPassword: string) =>
      gw.call('POST', '/wps/member/password', {
        token,
        encrypt: true,
        body: { oldPassword, newPassword: 'Stale5678', confirmNewPassword: 'Stale5678' },
      });
    for (let i = 0; i < LIMITS.oldPasswordTries; i++) expect((await change(`Wrong${i}123`)).json.errorCode).toBe('password.old.incorrect');
    expect((await change(DEMO.luzon)).json).toMatchObject({
      success: false,
      errorCode: 'password.too.many.tries',
      message: 'too many wrong passwords, retry after 15 minutes',
    });
    gw.clock.advance(LIMITS.oldPasswordWindowMs);
    expect((await change(DEMO.luzon)).json.success).toBe(true);
  });
});

describe('IP verification (LOGINIPVERF3)', () => {
  it('asks a new IP for an SMS code and remembers the IP afterwards', async () => {
    const body = { username: 'agent01', password: DEMO.saigon };
    const first = await login(body, '172.16.0.9', 'saigon');
    expect(first.json).toMatchObject({ success: false, errorCode: 'login.ip.verification.required', value: { ipVerification: true } });
    const mobile = (
      gw.gw.db.prepare("SELECT mobile FROM members WHERE merchant = 'saigon' AND username = 'agent01'").get() as { mobile: string }
    ).mobile;
    const verify = (code: string) =>
      gw.call('POST', '/wps/session/login/ipVerification', {
        merchant: 'saigon',
        ip: '172.16.0.9',
        encrypt: true,
        body: { ...body, verificationCode: code },
      });
    expect((await verify('000000')).json.errorCode).toBe('sms.code.invalid');
    expect((await verify(gw.lastCode(mobile))).json.success).toBe(true);
    expect((await login(body, '172.16.0.9', 'saigon')).json.success).toBe(true);
    // A known IP (loopback for the demo accounts) never asks.
    expect((await login(body, '127.0.0.1', 'saigon')).json.success).toBe(true);
    // Luzon has the switch off.
    expect((await login({ username: 'demo01', password: DEMO.luzon }, '172.16.0.10')).json.success).toBe(true);
  });
});
