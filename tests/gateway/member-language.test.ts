// The member's language (spec §7's language call): the choice is kept with the account, refused for
// a language the merchant does not offer, and what the gateway sends out of band (codes, reset
// mails) follows it, else the asking page's language, else English.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, demoGateway } from './harness.ts';

let gw: Client;
let token = '';
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
});

const lastSent = (channel: 'sms' | 'mail', recipient?: string) =>
  (
    gw.gw.db
      .prepare(`SELECT body FROM outbox WHERE channel = ? ${recipient ? 'AND recipient = ?' : ''} ORDER BY id DESC LIMIT 1`)
      .get(...(recipient ? [channel, recipient] : [channel])) as { body: string }
  ).body;

const resetMail = (language: string) =>
  gw.call('POST', '/wps/member/password/email', {
    rawBody: new URLSearchParams({ username: 'demo01', email: 'demo01@luzon.example' }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Language: language },
  });

describe("the member's language", () => {
  it('follows the page that asks while the member has chosen none', async () => {
    expect((await resetMail('EN')).json.success).toBe(true);
    expect(lastSent('mail')).toMatch(/^Reset your password within 30 minutes: https:\/\//);
    gw.clock.advance(61_000);
    expect((await resetMail('TY')).json.success).toBe(true);
    expect(lastSent('mail')).toMatch(/^I-reset ang iyong password sa loob ng 30 minuto: https:\/\//);
  });

  it('is kept with the account and refused when the merchant does not offer it', async () => {
    const refused = await gw.call('POST', '/wps/member/language', { token, body: { language: 'VI' } });
    expect(refused.json).toMatchObject({ success: false, errorCode: 'language.unsupported' });
    expect((await gw.call('GET', '/wps/member/info', { token })).json.value.language).toBe('TY');
    const chosen = await gw.call('POST', '/wps/member/language', { token, body: { language: 'EN' } });
    expect(chosen.json).toEqual({ success: true, value: { language: 'EN' } });
    expect((await gw.call('GET', '/wps/member/info', { token })).json.value.language).toBe('EN');
  });

  it('decides the language of codes and mails over the asking page', async () => {
    gw.clock.advance(3_600_000);
    token = await gw.login('demo01', DEMO.luzon);
    expect((await resetMail('TY')).json.success).toBe(true);
    expect(lastSent('mail')).toMatch(/^Reset your password within 30 minutes: /);
    // A code to a number the member binds: in the member's language (EN), not the asking page's.
    const mobile = '9000000777';
    const code = await gw.call('POST', '/wps/verification/sms/bind', { token, headers: { Language: 'TY' }, body: { mobileNum: mobile } });
    expect(code.json.success, JSON.stringify(code.json)).toBe(true);
    expect(lastSent('sms', mobile)).toMatch(/^Your mobile number code is \d{6}\. /);
    await gw.call('POST', '/wps/member/language', { token, body: { language: 'TY' } });
    gw.clock.advance(3_600_000);
    expect((await resetMail('EN')).json.success).toBe(true);
    expect(lastSent('mail')).toMatch(/^I-reset ang iyong password/);
  });

  it('sends a code to a number without an account in the asking page language, English for one the texts lack', async () => {
    const register = (mobileNo: string, language: string) =>
      gw.call('POST', '/wps/verification/sms/register', { merchant: 'saigon', headers: { Language: language }, body: { mobileNo } });
    const first = await register('0912345670', 'VI');
    expect(first.json.success, JSON.stringify(first.json)).toBe(true);
    expect(lastSent('sms', '0912345670')).toMatch(/^Mã đăng ký của bạn là \d{6}\. Mã hết hạn sau 5 phút\.$/);
    expect((await register('0912345671', 'JA')).json.success).toBe(true);
    expect(lastSent('sms', '0912345671')).toMatch(/^Your registration code is \d{6}\./);
  });
});
