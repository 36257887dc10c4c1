import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { Client, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const send = (mobileNo: string) => gw.call('POST', '/wps/verification/sms/register', { body: { mobileNo, countryDialingCode: '63', regType: 'MOBILE' } });
const outboxCount = (number: string) => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?').get(number) as { n: number }).n;

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

  it('allows 5 per hour, then "too many requests, retry after 5 minutes"', async () => {
    const number = '9170000010';
    for (let i = 0; i < 5; i++) {
      expect((await send(number)).json.success, `send ${i + 1}`).toBe(true);
      gw.clock.advance(LIMITS.smsIntervalMs);
    }
    const sixth = await send(number);
    expect(sixth.json).toMatchObject({ success: false, errorCode: 'sms.too.many.requests', message: 'too many requests, retry after 5 minutes' });
    gw.clock.advance(4 * 60_000);
    expect((await send(number)).json.errorCode).toBe('sms.too.many.requests');
    gw.clock.advance(60_000);
    expect((await send(number)).json.success).toBe(true);
    expect(outboxCount(number)).toBe(6);
  });

  it('codes expire, are single-use and die after 5 wrong tries', async () => {
    const number = '987650001';
    const register = (code: string) => gw.call('PUT', '/wps/member/register/mobile', { merchant: 'saigon', encrypt: true, body: { mobileNum: number, password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: code } });
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
    expect((await gw.call('POST', '/wps/verification/sms/register', { merchant: 'saigon', body: { mobileNo: number } })).json.errorCode).toBe('register.mobile.taken');
  });

  it('answers an unregistered number like a registered one, but writes nothing', async () => {
    const a = await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9999999999' } });
    expect(a.json).toEqual({ success: true, value: { expiredMinutes: LIMITS.smsCodeMinutes } });
    expect(outboxCount('9999999999')).toBe(0);
  });

  it('sets a password by phone and revokes sessions', async () => {
    const mobile = '9000000002'; // luzon agent01
    const token = await gw.login('agent01', 'Demo1234');
    await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
    const set = await gw.call('POST', '/wps/member/password/verification', { encrypt: true, body: { mobileNum: mobile, verificationCode: gw.lastCode(mobile), newPassword: 'Phone2468' } });
    expect(set.json).toEqual({ success: true, value: { username: 'agent01' } });
    expect((await gw.call('GET', '/wps/member/info', { token })).status).toBe(401);
    await gw.login('agent01', 'Phone2468');
  });

  it('records a reset mail for forgot-by-email and the link sets a new password once', async () => {
    const form = (username: string, email: string) => gw.call('POST', '/wps/member/password/email', { rawBody: new URLSearchParams({ username, email }).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect((await form('demo01', 'wrong@example.com')).json.errorCode).toBe('user.email.not.exist');
    expect((await form('demo01', 'demo01@luzon.example')).json.success).toBe(true);
    const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE channel = 'mail' ORDER BY id DESC LIMIT 1").get() as { body: string };
    const link = new URL(mail.body.match(/https?:\/\/\S+/)?.[0] as string);
    expect((await gw.app.request(link.pathname + link.search)).status).toBe(200);
    const post = () => gw.app.request('/wps/member/password/reset', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: link.searchParams.get('token') as string, password: 'Mail1357', merchant: 'luzon' }).toString() });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(400);
    await gw.login('demo01', 'Mail1357');
  });

  it("builds the reset link from the merchant's own site, whatever host the request names", async () => {
    const ask = async (headers: Record<string, string>) => {
      const body = new URLSearchParams({ username: 'down01', email: 'down01@luzon.example' }).toString();
      expect((await gw.call('POST', '/wps/member/password/email', { rawBody: body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers } })).json.success).toBe(true);
      const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE channel = 'mail' ORDER BY id DESC LIMIT 1").get() as { body: string };
      return new URL(mail.body.match(/https?:\/\/\S+/)?.[0] as string).origin;
    };
    // An attacker who knows a username and email names their own host: the link stays the merchant's.
    expect(await ask({ 'X-Forwarded-Host': 'attacker.example' })).toBe('https://luzonplay.example');
    expect(await ask({ Host: 'attacker.example' })).toBe('https://luzonplay.example');
    expect(await ask({ 'X-Forwarded-Host': 'www.luzonplay.example' })).toBe('https://www.luzonplay.example');
    expect(await ask({ 'X-Forwarded-Host': '127.0.0.1:4321' })).toBe('http://127.0.0.1:4321');
  });

  it('takes forgot-by-email only as a form, as the platform does', async () => {
    const json = await gw.call('POST', '/wps/member/password/email', { body: { username: 'demo01', email: 'demo01@luzon.example' } });
    expect(json.status).toBe(400);
    expect(json.json.errorCode).toBe('request.malformed');
  });
});
