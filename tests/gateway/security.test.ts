// The security centre in process: the profile (nickname and the merchant's registration fields,
// checked with their rules; set-once fields locked), binding a mobile number or email with a code
// sent to it (the SMS throttles, wrong codes, numbers of other accounts), changing the payment
// password with the old one or the login password, and the login history. Every call is the
// member's own: no input names another account, and trial accounts are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordLogin } from '../../gateway/store/login-history.ts';
import { type Client, DEMO, scratchDatabase, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon', ':memory:', '203.0.113.7'));
});

type Body = Record<string, unknown>;
const call = (method: string, path: string, body?: Body, t = token, encrypt = false, merchant = 'luzon') =>
  gw.call(method, path, { merchant, token: t, ...(body ? { body } : {}), encrypt, ip: '203.0.113.7' });
const profile = async (t = token) => (await call('GET', '/wps/member/profile', undefined, t)).json;
const update = (body: Body, t = token) => call('PUT', '/wps/member/profile', body, t);
const lastMail = (address: string) => {
  const row = gw.gw.db.prepare("SELECT body FROM outbox WHERE channel = 'mail' AND recipient = ? ORDER BY id DESC LIMIT 1").get(address) as
    | { body: string }
    | undefined;
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
};

const trialToken = () => gw.trialLogin();

describe('profile', () => {
  it('shows the nickname, masked contacts and the fields the merchant collects', async () => {
    expect(await profile()).toEqual({
      success: true,
      value: {
        account: 'demo01',
        nickname: 'Demo Player',
        mobile: '******0001',
        email: 'de***@luzon.example',
        // luzon collects the real name and the birthday (and the mobile number and email, bound apart).
        fields: { payeeName: '', birthday: '' },
        locked: [],
      },
    });
  });

  it('checks every value with its registration rule and stores nothing of a refused change', async () => {
    for (const [body, code, field] of [
      [{ fields: { birthday: '1990-13-01' } }, 'reg_pattern_DATE_YMD', 'birthday'],
      [{ fields: { payeeName: 'Juan' } }, 'reg_pattern_FULL_NAME', 'payeeName'],
      [{ nickname: 'x' }, 'reg_pattern_ANY', 'nickname'],
      [{ nickname: 'Good Name', fields: { birthday: '' } }, 'input_cannot_empty', 'birthday'],
    ] as const) {
      const answer = (await update(body)).json;
      expect(answer, JSON.stringify(body)).toMatchObject({ success: false, errorCode: code, value: { field } });
    }
    // A field luzon does not collect, and one that is no profile field at all.
    expect((await update({ fields: { zalo: '0912345678' } })).json).toMatchObject({ errorCode: 'profile.field.unknown' });
    expect((await update({ fields: { mobileNum: '9123456789' } })).json).toMatchObject({ errorCode: 'profile.field.unknown' });
    expect((await profile()).value).toMatchObject({ nickname: 'Demo Player', fields: { payeeName: '', birthday: '' } });
  });

  it('saves the nickname and fields; set-once fields then stay as they are', async () => {
    const saved = (await update({ nickname: ' Lucky Demo ', fields: { payeeName: 'Juan Dela Cruz', birthday: '1990-05-17' } })).json;
    expect(saved.value).toMatchObject({
      nickname: 'Lucky Demo',
      fields: { payeeName: 'Juan Dela Cruz', birthday: '1990-05-17' },
      locked: ['payeeName', 'birthday'],
    });
    expect((await gw.call('GET', '/wps/member/info', { token })).json.value.nickname).toBe('Lucky Demo');
    expect((await update({ fields: { birthday: '1991-05-17' } })).json).toMatchObject({
      errorCode: 'profile.field.locked',
      value: { field: 'birthday' },
    });
    // Sending a locked field unchanged (a form sends what it shows) is fine.
    expect((await update({ nickname: 'Demo Player', fields: { birthday: '1990-05-17' } })).json.success).toBe(true);
    // Another member's profile is untouched and not reachable: the calls take no account.
    const other = await gw.login('down01', DEMO.luzon, 'luzon', '203.0.113.8');
    expect((await profile(other)).value).toMatchObject({ account: 'down01', nickname: 'Downline Player', fields: { payeeName: '' } });
    expect((await gw.call('GET', '/wps/member/profile', { token, query: { account: 'down01' } })).json.errorCode).toBe('request.invalid');
  });
});

describe('binding a mobile number', () => {
  it('sends a code to a new number, refusing bad numbers and those of other accounts', async () => {
    const send = (mobileNum: string) => call('POST', '/wps/verification/sms/bind', { mobileNum });
    expect((await send('12ab')).json).toMatchObject({ errorCode: 'reg_pattern_DIGITS', value: { field: 'mobileNum' } });
    expect((await send('9000000002')).json.errorCode).toBe('mobile.taken'); // agent01's
    expect((await send('9000000001')).json.errorCode).toBe('mobile.same');
    expect((await send('9171234567')).json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect((await send('9171234567')).json.errorCode).toBe('sms.too.frequent');
  });

  it('binds with the right code and, replacing a number, the login password', async () => {
    const bind = (body: Body) => call('PUT', '/wps/member/mobile', body, token, true);
    const code = gw.lastCode('9171234567');
    expect((await bind({ mobileNum: '9171234567', verificationCode: code })).json.errorCode).toBe('password.old.incorrect');
    expect((await bind({ mobileNum: '9171234567', verificationCode: code, password: 'Wrong1234' })).json.errorCode).toBe(
      'password.old.incorrect',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await bind({ mobileNum: '9171234567', verificationCode: wrong, password: DEMO.luzon })).json.errorCode).toBe(
      'sms.code.invalid',
    );
    // A code for another number does not bind this one.
    expect((await bind({ mobileNum: '9171234568', verificationCode: code, password: DEMO.luzon })).json.errorCode).toBe('sms.code.missing');
    expect((await bind({ mobileNum: '9171234567', verificationCode: code, password: DEMO.luzon })).json).toEqual({
      success: true,
      value: { mobile: '******4567' },
    });
    // Used up.
    expect((await bind({ mobileNum: '9171234567', verificationCode: code, password: DEMO.luzon })).json.errorCode).toBe('sms.code.missing');
    expect((await profile()).value.mobile).toBe('******4567');
    // The old number is free again; the new one is taken.
    expect(gw.gw.db.prepare("SELECT COUNT(*) AS n FROM members WHERE merchant = 'luzon' AND mobile = '9000000001'").get()).toEqual({
      n: 0,
    });
  });

  it('pauses after five wrong login passwords', async () => {
    const other = await gw.login('agent01', DEMO.luzon, 'luzon', '203.0.113.9');
    const bind = (password: string) =>
      call('PUT', '/wps/member/mobile', { mobileNum: '9171230000', verificationCode: '123456', password }, other, true);
    for (let i = 0; i < 5; i++) expect((await bind('Wrong1234')).json.errorCode).toBe('password.old.incorrect');
    expect((await bind(DEMO.luzon)).json.errorCode).toBe('password.too.many.tries');
  });
});

describe('binding an email', () => {
  it('mails a code with the SMS throttles and binds the address with it', async () => {
    const send = (email: string) => call('POST', '/wps/verification/mail', { email });
    expect((await send('not-an-address')).json).toMatchObject({ errorCode: 'reg_pattern_EMAIL', value: { field: 'email' } });
    expect((await send('DEMO01@luzon.example')).json.errorCode).toBe('email.same');
    expect((await send('Lucky@Example.com')).json.success).toBe(true);
    expect((await send('lucky@example.com')).json.errorCode).toBe('sms.too.frequent');
    const code = lastMail('lucky@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const bind = (body: Body) => call('PUT', '/wps/member/email', body, token, true);
    expect((await bind({ email: 'lucky@example.com', verificationCode: code, password: 'Wrong1234' })).json.errorCode).toBe(
      'password.old.incorrect',
    );
    expect((await bind({ email: 'lucky@example.com', verificationCode: code, password: DEMO.luzon })).json).toEqual({
      success: true,
      value: { email: 'lu***@example.com' },
    });
    expect((await profile()).value.email).toBe('lu***@example.com');
    // The bound address is the one password reset mails go to.
    const reset = await gw.call('POST', '/wps/member/password/email', {
      rawBody: 'username=demo01&email=lucky%40example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(reset.json, JSON.stringify(reset.json)).toMatchObject({ success: true });
  });

  it('lets a code expire', async () => {
    await call('POST', '/wps/verification/mail', { email: 'late@example.com' });
    const code = lastMail('late@example.com');
    gw.clock.advance(5 * 60_000 + 1);
    const late = await call(
      'PUT',
      '/wps/member/email',
      { email: 'late@example.com', verificationCode: code, password: DEMO.luzon },
      token,
      true,
    );
    expect(late.json.errorCode).toBe('sms.code.expired');
  });
});

describe('changing the payment password', () => {
  const put = (body: Body) => call('PUT', '/wps/member/paymentPassword', body, token, true);
  it('takes the current one or, asked as a change, the login password', async () => {
    expect((await put({ password: DEMO.luzon, paymentPassword: '135790', confirmPaymentPassword: '135790' })).json.success).toBe(true);
    // Setting again is refused: a change says so.
    expect((await put({ password: DEMO.luzon, paymentPassword: '246802', confirmPaymentPassword: '246802' })).json.errorCode).toBe(
      'payment.password.set',
    );
    expect((await put({ oldPaymentPassword: '000000', paymentPassword: '246802', confirmPaymentPassword: '246802' })).json.errorCode).toBe(
      'payment.password.incorrect',
    );
    expect((await put({ oldPaymentPassword: '135790', paymentPassword: '24680', confirmPaymentPassword: '24680' })).json.errorCode).toBe(
      'request.invalid',
    );
    expect((await put({ oldPaymentPassword: '135790', paymentPassword: '246802', confirmPaymentPassword: '246802' })).json.success).toBe(
      true,
    );
    expect(
      (await put({ change: true, password: 'Wrong1234', paymentPassword: '975310', confirmPaymentPassword: '975310' })).json.errorCode,
    ).toBe('password.old.incorrect');
    expect(
      (await put({ change: true, password: DEMO.luzon, paymentPassword: '975310', confirmPaymentPassword: '975310' })).json.success,
    ).toBe(true);
    // The new one is the one that works.
    const bind = (paymentPassword: string) =>
      call(
        'POST',
        '/wps/relay/PAY_bindPayoutAccount',
        { providerId: 'gcash', accountName: 'Juan Dela Cruz', accountNumber: '09170000001', paymentPassword },
        token,
        true,
      );
    expect((await bind('246802')).json.errorCode).toBe('payment.password.incorrect');
    expect((await bind('975310')).json.success).toBe(true);
  });
});

describe('login history', () => {
  it('lists the member’s own logins, newest first, with the device in a few words', async () => {
    // stale01's seeded history logged it in on each day it played (gateway/seed/timeline.ts): the two here come on top.
    const { seeded } = gw.gw.db
      .prepare(
        "SELECT COUNT(*) AS seeded FROM login_history WHERE member_id = (SELECT id FROM members WHERE merchant = 'luzon' AND username = 'stale01')",
      )
      .get() as { seeded: number };
    expect(seeded).toBeGreaterThan(0);
    const member = await gw.login('stale01', DEMO.luzon, 'luzon', '198.51.100.20');
    await gw.call('POST', '/wps/session/login', {
      ip: '198.51.100.21',
      encrypt: true,
      headers: {
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      },
      body: { username: 'stale01', password: DEMO.luzon, type: 'username' },
    });
    const history = (await call('GET', '/wps/member/loginHistory', undefined, member)).json.value;
    expect(history.totalCount).toBe(seeded + 2);
    expect(history.list.slice(0, 2).map((l: { ip: string; device: string }) => [l.ip, l.device])).toEqual([
      ['198.51.100.21', 'Safari on iOS'],
      ['198.51.100.20', ''],
    ]);
    const paged = (await gw.call('GET', '/wps/member/loginHistory', { token: member, query: { pageNo: 2, pageSize: 1 } })).json.value;
    expect(paged).toMatchObject({ totalPages: seeded + 2, totalCount: seeded + 2, list: [{ ip: '198.51.100.20' }] });
    // Failed logins are not logins.
    await gw.call('POST', '/wps/session/login', {
      ip: '198.51.100.22',
      encrypt: true,
      body: { username: 'stale01', password: 'Nope1234', type: 'username' },
    });
    expect((await call('GET', '/wps/member/loginHistory', undefined, member)).json.value.totalCount).toBe(seeded + 2);
  });

  it('keeps the latest 100', async () => {
    const member = await gw.login('down01', DEMO.luzon, 'luzon', '198.51.100.30');
    const { id } = gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'down01'").get() as { id: number };
    for (let i = 0; i < 104; i++) recordLogin(gw.gw.db, id, { ip: `198.51.101.${i}`, userAgent: '' }, Date.UTC(2026, 0, 15, 13, i));
    await gw.login('down01', DEMO.luzon, 'luzon', '198.51.101.104');
    const history = (await gw.call('GET', '/wps/member/loginHistory', { token: member, query: { pageSize: 50 } })).json.value;
    expect(history.totalCount).toBe(100);
    expect(history.list[0].ip).toBe('198.51.101.104');
  });
});

describe('trial accounts', () => {
  it('are refused every security-centre call', async () => {
    const trial = await trialToken();
    for (const [method, path, body, encrypt] of [
      ['GET', '/wps/member/profile', undefined, false],
      ['PUT', '/wps/member/profile', { nickname: 'Trial Name' }, false],
      ['POST', '/wps/verification/sms/bind', { mobileNum: '9179990000' }, false],
      ['PUT', '/wps/member/mobile', { mobileNum: '9179990000', verificationCode: '123456' }, true],
      ['POST', '/wps/verification/mail', { email: 'trial@example.com' }, false],
      ['PUT', '/wps/member/email', { email: 'trial@example.com', verificationCode: '123456' }, true],
      ['GET', '/wps/member/loginHistory', undefined, false],
    ] as const)
      expect((await call(method, path, body, trial, encrypt)).json.errorCode, path).toBe('in_need_true_account');
    expect((await gw.call('GET', '/wps/member/profile', {})).status).toBe(401);
  });
});

describe('the operator CLI', () => {
  const { db, cli } = scratchDatabase('gateway-profiles-');

  it('shows a member’s profile fields and corrects set-once ones with their rules', async () => {
    const { gw: file, token: member } = await demoGateway('luzon', db);
    const put = (fields: Record<string, string>) => file.call('PUT', '/wps/member/profile', { token: member, body: { fields } });
    expect((await put({ payeeName: 'Juan Dela Cruz', birthday: '1990-05-17' })).json.success).toBe(true);
    expect((await put({ payeeName: 'Juana Dela Cruz' })).json.errorCode).toBe('profile.field.locked');
    const shown = await cli('profile', 'demo01', '--merchant', 'luzon');
    expect(shown.out).toMatch(/payeeName\s+Juan Dela Cruz/);
    expect(shown.out).toMatch(/birthday\s+1990-05-17/);
    const fixed = await cli(
      'profile',
      'demo01',
      '--merchant',
      'luzon',
      '--set',
      'payeeName=Juana Dela Cruz',
      '--set',
      'birthday=1990-05-18',
    );
    expect(fixed.code).toBe(0);
    expect(fixed.out).toMatch(/payeeName\s+Juana Dela Cruz/);
    const bad = await cli('profile', 'demo01', '--merchant', 'luzon', '--set', 'birthday=18-05-1990');
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.out).toContain('birthday: not in the required format');
    expect((await cli('profile', 'demo01', '--merchant', 'luzon', '--set', 'zalo=0912345678')).out).toContain(
      'zalo: this merchant does not collect it',
    );
    expect((await file.call('GET', '/wps/member/profile', { token: member })).json.value.fields).toEqual({
      payeeName: 'Juana Dela Cruz',
      birthday: '1990-05-18',
    });
  });
});
