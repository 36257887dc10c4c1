import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { type Client, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const send = (mobileNo: string, ip = '198.51.100.1', sliderData?: string) =>
  gw.call('POST', '/wps/verification/sms/register', {
    merchant: 'saigon',
    ip,
    body: { mobileNo, countryDialingCode: '84', regType: 'MOBILE', ...(sliderData ? { sliderData } : {}) },
  });
const outboxCount = (number: string) =>
  (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?').get(number) as { n: number }).n;

describe('SMS codes', () => {
  it('sends one code per number per 60 s, only to the outbox', async () => {
    const first = await send('9170000001');
    expect(first.json).toEqual({ success: true, value: { expiredMinutes: LIMITS.smsCodeMinutes } });
    expect(gw.lastCode('9170000001')).toMatch(/^\d{6}$/);
    const again = await send('9170000001');
    expect(again.json).toMatchObject({ success: false, errorCode: 'sms.too.frequent', value: { retryAfterSeconds: 60 } });
    expect((await send('9170000002')).json.success).toBe(true); // another number is not held back
    gw.clock.advance(59_000);
    expect((await send('9170000001')).json.errorCode).toBe('sms.too.frequent');
    gw.clock.advance(1_000);
    expect((await send('9170000001')).json.success).toBe(true);
    expect(outboxCount('9170000001')).toBe(2);
  });

  it('allows 5 per number in any hour, then names the real wait', async () => {
    const number = '9170000010';
    for (let i = 0; i < 5; i++) {
      expect((await send(number, '198.51.100.2')).json.success, `send ${i + 1}`).toBe(true);
      gw.clock.advance(LIMITS.smsIntervalMs);
    }
    const sixth = await send(number, '198.51.100.2');
    expect(sixth.json).toMatchObject({
      success: false,
      errorCode: 'sms.too.many.requests',
      message: 'too many requests, retry after 55 minutes',
    });
    // The refusal sets the number's lock, and the lock stays written though the call was refused.
    const lock = gw.gw.db.prepare('SELECT until FROM sms_locks WHERE number = ?').get(number) as { until: number } | undefined;
    expect(lock?.until).toBe(gw.gw.clock() + 55 * 60_000);
    gw.clock.advance(54 * 60_000);
    expect((await send(number, '198.51.100.2')).json.errorCode).toBe('sms.too.many.requests');
    gw.clock.advance(60_000);
    expect((await send(number, '198.51.100.2')).json.success).toBe(true);
    // Six in an hour and five minutes: not a fresh five after every 5-minute lock (30 an hour).
    expect(outboxCount(number)).toBe(6);
  });

  it('caps one client at 10 codes an hour whatever the numbers, and a merchant at 500', async () => {
    gw.clock.advance(2 * 3_600_000);
    // Past its first numbers the client solves a slider for each (as a script could): the cap still holds.
    const solved = async (i: number) =>
      i < LIMITS.smsNumbersPerClientWithoutSlider ? undefined : gw.sliderAnswer('198.51.100.3', 'saigon');
    for (let i = 0; i < LIMITS.smsPerClientPerHour; i++)
      expect((await send(`91700010${String(i).padStart(2, '0')}`, '198.51.100.3', await solved(i))).json.success).toBe(true);
    expect((await send('9170001099', '198.51.100.3', await solved(99))).json).toMatchObject({
      success: false,
      errorCode: 'sms.too.many.requests',
    });
    expect(outboxCount('9170001099')).toBe(0);
    expect((await send('9170001099', '198.51.100.4')).json.success).toBe(true);
    // Many clients together (each within its free numbers): the merchant's hour runs out, with the platform's "quota insufficient".
    gw.clock.advance(2 * 3_600_000);
    for (let i = 0; i < LIMITS.smsPerMerchantPerHour; i++) {
      const client = Math.floor(i / LIMITS.smsNumbersPerClientWithoutSlider);
      const answer = await send(`92${String(i).padStart(8, '0')}`, `203.0.${Math.floor(client / 250)}.${client % 250}`);
      if (!answer.json.success) throw new Error(`send ${i + 1}: ${answer.json.errorCode}`);
    }
    expect((await send('9300000000', '192.0.2.1')).json).toMatchObject({
      success: false,
      errorCode: 'sms.quota.insufficient',
      message: 'quota insufficient, try again later',
    });
    expect(
      (await gw.call('POST', '/wps/verification/sms/noLogin', { merchant: 'emerald', ip: '192.0.2.1', body: { mobileNum: '9300000000' } }))
        .json.success,
    ).toBe(true);
    gw.clock.advance(2 * 3_600_000);
  });

  it('sends registration codes only for a merchant that registers or verifies mobile numbers', async () => {
    for (const merchant of ['luzon', 'emerald']) {
      const answer = await gw.call('POST', '/wps/verification/sms/register', {
        merchant,
        ip: '198.51.100.5',
        body: { mobileNo: '9170002000', regType: 'MOBILE' },
      });
      expect(answer.json.errorCode, merchant).toBe('function.not.available');
    }
    expect(outboxCount('9170002000')).toBe(0);
  });

  it('codes expire, are single-use and die after 5 wrong tries', async () => {
    const number = '987650001';
    const register = (code: string) =>
      gw.call('PUT', '/wps/member/register/mobile', {
        merchant: 'saigon',
        encrypt: true,
        body: { mobileNum: number, password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: code, ageConfirmed: true },
      });
    await gw.call('POST', '/wps/verification/sms/register', { merchant: 'saigon', body: { mobileNo: number } });
    gw.clock.advance(LIMITS.smsCodeMinutes * 60_000 + 1);
    expect((await register(gw.lastCode(number))).json.errorCode).toBe('sms.code.expired');
    await gw.call('POST', '/wps/verification/sms/register', { merchant: 'saigon', body: { mobileNo: number } });
    for (let i = 0; i < 5; i++) expect((await register('000000')).json.errorCode).toBe('sms.code.invalid');
    expect((await register(gw.lastCode(number))).json.errorCode).toBe('sms.code.missing');
    gw.clock.advance(LIMITS.smsIntervalMs);
    await gw.call('POST', '/wps/verification/sms/register', { merchant: 'saigon', body: { mobileNo: number } });
    const code = gw.lastCode(number);
    expect((await register(code)).json.success).toBe(true);
    // Registered now: the register route refuses the number.
    expect(
      (await gw.call('POST', '/wps/verification/sms/register', { merchant: 'saigon', body: { mobileNo: number } })).json.errorCode,
    ).toBe('register.mobile.taken');
  });

  it('answers an unregistered number like a registered one, but writes nothing', async () => {
    const a = await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9999999999' } });
    expect(a.json).toEqual({ success: true, value: { expiredMinutes: LIMITS.smsCodeMinutes } });
    expect(outboxCount('9999999999')).toBe(0);
  });

  it('answers set-password-by-phone alike for registered and unregistered numbers', async () => {
    const attempt = (mobileNum: string) =>
      gw.call('POST', '/wps/member/password/verification', {
        ip: '198.51.100.6',
        encrypt: true,
        body: { mobileNum, verificationCode: '123456', newPassword: 'Phone2468' },
      });
    const registered = '9000000003'; // luzon down01
    const unknown = '9000000099';
    // No code asked for yet: the same refusal.
    expect((await attempt(registered)).json).toEqual((await attempt(unknown)).json);
    expect((await attempt(unknown)).json.errorCode).toBe('sms.code.missing');
    // A code asked for both (only the registered one gets it): a wrong code is refused alike.
    gw.clock.advance(LIMITS.smsIntervalMs);
    for (const number of [registered, unknown])
      await gw.call('POST', '/wps/verification/sms/noLogin', { ip: '198.51.100.6', body: { mobileNum: number } });
    expect((await attempt(registered)).json).toEqual((await attempt(unknown)).json);
    expect((await attempt(unknown)).json.errorCode).toBe('sms.code.invalid');
  });

  it('sets a password by phone and revokes sessions', async () => {
    const mobile = '9000000002'; // luzon agent01
    const token = await gw.login('agent01', 'Demo1234');
    await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
    const set = await gw.call('POST', '/wps/member/password/verification', {
      encrypt: true,
      body: { mobileNum: mobile, verificationCode: gw.lastCode(mobile), newPassword: 'Phone2468' },
    });
    expect(set.json).toEqual({ success: true, value: { username: 'agent01' } });
    expect((await gw.call('GET', '/wps/member/info', { token })).status).toBe(401);
    await gw.login('agent01', 'Phone2468');
  });

  it('records a reset mail for forgot-by-email and the link sets a new password once', async () => {
    const form = (username: string, email: string) =>
      gw.call('POST', '/wps/member/password/email', {
        rawBody: new URLSearchParams({ username, email }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect((await form('demo01', 'wrong@example.com')).json.errorCode).toBe('user.email.not.exist');
    expect((await form('demo01', 'demo01@luzon.example')).json.success).toBe(true);
    const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE channel = 'mail' ORDER BY id DESC LIMIT 1").get() as { body: string };
    const link = new URL(mail.body.match(/https?:\/\/\S+/)?.[0] as string);
    expect((await gw.app.request(link.pathname + link.search)).status).toBe(200);
    const post = () =>
      gw.app.request('/wps/member/password/reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: link.searchParams.get('token') as string, password: 'Mail1357', merchant: 'luzon' }).toString(),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(400);
    await gw.login('demo01', 'Mail1357');
  });

  it("builds the reset link from the merchant's own site, whatever host the request names", async () => {
    const ask = async (headers: Record<string, string>) => {
      gw.clock.advance(3_600_000); // 3 mails an account an hour
      const body = new URLSearchParams({ username: 'down01', email: 'down01@luzon.example' }).toString();
      expect(
        (
          await gw.call('POST', '/wps/member/password/email', {
            rawBody: body,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          })
        ).json.success,
      ).toBe(true);
      const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE channel = 'mail' ORDER BY id DESC LIMIT 1").get() as { body: string };
      return new URL(mail.body.match(/https?:\/\/\S+/)?.[0] as string).origin;
    };
    // An attacker who knows a username and email names their own host: the link stays the merchant's.
    expect(await ask({ 'X-Forwarded-Host': 'attacker.example' })).toBe('https://luzonplay.example');
    expect(await ask({ Host: 'attacker.example' })).toBe('https://luzonplay.example');
    expect(await ask({ 'X-Forwarded-Host': 'www.luzonplay.example' })).toBe('https://www.luzonplay.example');
    expect(await ask({ 'X-Forwarded-Host': '127.0.0.1:4321' })).toBe('http://127.0.0.1:4321');
  });

  it('sends at most 3 reset mails an account and 10 a client in an hour', async () => {
    gw.clock.advance(3_600_000);
    const form = (username: string, email: string, ip: string) =>
      gw.call('POST', '/wps/member/password/email', {
        ip,
        rawBody: new URLSearchParams({ username, email }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < 3; i++) expect((await form('down01', 'down01@luzon.example', `198.51.100.${20 + i}`)).json.success).toBe(true);
    expect((await form('down01', 'down01@luzon.example', '198.51.100.30')).json).toMatchObject({
      success: false,
      errorCode: 'mail.too.many.requests',
      message: 'too many requests, retry after 60 minutes',
    });
    // One client trying many accounts: the eleventh attempt of the hour is refused, known or not.
    for (let i = 0; i < 10; i++)
      expect((await form(`nobody${i}`, 'x@example.com', '198.51.100.31')).json.errorCode).toBe('user.email.not.exist');
    expect((await form('demo01', 'demo01@luzon.example', '198.51.100.31')).json.errorCode).toBe('mail.too.many.requests');
  });

  it('takes forgot-by-email only as a form, as the platform does', async () => {
    const json = await gw.call('POST', '/wps/member/password/email', { body: { username: 'demo01', email: 'demo01@luzon.example' } });
    expect(json.status).toBe(400);
    expect(json.json.errorCode).toBe('request.malformed');
  });
});
