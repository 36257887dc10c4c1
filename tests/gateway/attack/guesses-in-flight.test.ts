// The attacker sends every guess at once, over real HTTP, so that all of them are in flight before
// the first is answered: a limit read before the (async) hash check and counted only after it
// would let each one through. Each try-limited secret must hold its limit against such a burst:
// the payment password on withdrawals, the login password proving a payment password, the login
// (captcha rule and lock), the social link's password, a reset link, a mailed code.
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLoginTry } from '../../../gateway/auth/password-login.ts';
import { LIMITS } from '../../../gateway/constants.ts';
import type { Member } from '../../../gateway/store/members.ts';
import { failureKeys } from '../../../gateway/store/login-failures.ts';
import { DEMO, makeGateway, SOCIAL_REDIRECT, type Client } from '../harness.ts';

let gw: Client;
let server: ServerType;
let port = 0;
beforeAll(async () => {
  gw = await makeGateway();
  port = await new Promise<number>((done) => {
    server = serve({ fetch: gw.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => done(info.port));
  });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

interface Send {
  path: string;
  body: unknown;
  token?: string;
  ip?: string;
  merchant?: string;
  method?: string;
}

/** One call over HTTP, plain JSON (emerald takes unencrypted payloads): its errorCode, or 'ok'. */
async function send({ path, body, token, ip = '127.0.0.1', merchant = 'emerald', method = 'POST' }: Send): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Merchant: merchant,
      'X-Forwarded-For': ip,
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; errorCode?: string };
  return json.success ? 'ok' : (json.errorCode ?? 'no errorCode');
}

/** How many answers had each outcome. */
function tally(answers: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return counts;
}

/** 39 wrong six-digit guesses (never `right`) and the right one last. */
const guesses = (right: string, wrong: number) => [
  ...Array.from({ length: wrong }, (_, i) => String(100_000 + i * 7919).slice(0, 6)).filter((g) => g !== right),
  right,
];

describe('guesses sent at once', () => {
  it('withdrawals: at most 5 wrong payment passwords are checked, the rest pause, and none withdraws after them', async () => {
    const member = await gw.fundedMember(500_00, 'emerald');
    await gw.setPaymentPassword(member.token, member.password, '246810', 'emerald');
    const bound = await send({
      path: '/wps/relay/PAY_bindPayoutAccount',
      token: member.token,
      body: {
        providerId: 'wire',
        accountName: 'Burst Tester',
        accountNumber: 'MT84VALL22013000000040012345678',
        paymentPassword: '246810',
      },
    });
    expect(bound).toBe('ok');
    const { id: accountId } = gw.gw.db.prepare('SELECT id FROM payout_accounts WHERE member_id = ?').get(member.id) as { id: number };
    const tries = guesses('246810', 39);
    const answers = await Promise.all(
      tries.map((paymentPassword, i) =>
        send({
          path: '/wps/relay/PAY_withdraw',
          token: member.token,
          body: { requestId: `burst-${String(i).padStart(4, '0')}`, accountId, amount: 100, paymentPassword },
        }),
      ),
    );
    const counts = tally(answers);
    // Before the fix: 39 payment.password.incorrect and the 40th withdrew.
    expect(counts['payment.password.incorrect'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMITS.oldPasswordTries);
    expect(
      (counts['payment.password.incorrect'] ?? 0) + (counts['password.too.many.tries'] ?? 0) + (counts['ok'] ?? 0),
      JSON.stringify(counts),
    ).toBe(40);
    expect(counts['password.too.many.tries'] ?? 0).toBeGreaterThanOrEqual(40 - LIMITS.oldPasswordTries - 1);
    // Only a right guess checked among the first five could withdraw; the last one, paused, did not.
    const withdrawn = gw.gw.db.prepare('SELECT COUNT(*) AS n FROM withdrawal_orders WHERE member_id = ?').get(member.id) as { n: number };
    expect(withdrawn.n).toBe(counts['ok'] ?? 0);
    if (answers.at(-1) !== 'ok') expect(answers.at(-1)).toBe('password.too.many.tries');
    // The wrong tries stay counted: the right password now is paused too, until they age out.
    const after = {
      path: '/wps/relay/PAY_withdraw',
      token: member.token,
      body: { requestId: 'after-burst', accountId, amount: 100, paymentPassword: '246810' },
    };
    expect(await send(after)).toBe('password.too.many.tries');
    gw.clock.advance(LIMITS.oldPasswordWindowMs);
    expect(await send(after)).toBe('ok');
  });

  it('setting the payment password: at most 5 wrong login passwords are checked', async () => {
    const member = await gw.fundedMember(0, 'emerald');
    const tries = [...Array.from({ length: 29 }, (_, i) => `Wrong${i}pass`), member.password];
    const answers = await Promise.all(
      tries.map((password) =>
        send({
          method: 'PUT',
          path: '/wps/member/paymentPassword',
          token: member.token,
          body: { password, paymentPassword: '135790', confirmPaymentPassword: '135790' },
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts['password.old.incorrect'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMITS.oldPasswordTries);
    expect(counts['password.too.many.tries'] ?? 0).toBeGreaterThanOrEqual(30 - LIMITS.oldPasswordTries - 1);
    const set = gw.gw.db.prepare('SELECT payment_password_hash AS hash FROM members WHERE id = ?').get(member.id) as {
      hash: string | null;
    };
    expect(set.hash !== null).toBe(answers.includes('ok'));
  });

  it('login from one address: after 3 failures in flight the rest need a captcha', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send({ path: '/wps/session/login', ip: '198.51.100.7', body: { username: 'nobody02', password: `Wrong${i}99`, type: 'username' } }),
      ),
    );
    expect(tally(answers)).toEqual({ 'login.failed': LIMITS.captchaAfterFailures, 'captcha.required': 12 - LIMITS.captchaAfterFailures });
  });

  it('login with solved captchas from many addresses: at most 10 failures, then the name is locked', async () => {
    const ips = Array.from({ length: 25 }, (_, i) => `203.0.113.${i + 1}`);
    for (const ip of ips) await send({ method: 'GET', path: '/wps/captcha', ip, body: undefined });
    const tries = ips.map((ip, i) => ({ ip, password: i === ips.length - 1 ? DEMO.emerald : `Wrong${i}99` }));
    const answers = await Promise.all(
      tries.map(({ ip, password }) =>
        send({
          path: '/wps/session/login',
          ip,
          body: { username: 'demo01', password, type: 'username', captcha: gw.captchaAnswer(ip, 'emerald') },
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts['login.failed'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMITS.lockAfterFailures);
    expect((counts['login.failed'] ?? 0) + (counts['login.locked'] ?? 0) + (counts['ok'] ?? 0)).toBe(25);
    if (answers.at(-1) !== 'ok') expect(answers.at(-1)).toBe('login.locked');
  });

  it('right passwords sent at once are each checked: a try waits for those in flight rather than being refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        send({ path: '/wps/session/login', ip: '198.51.100.8', body: { username: 'agent01', password: DEMO.emerald, type: 'username' } }),
      ),
    );
    expect(answers).toEqual(Array(8).fill('ok'));
  });

  it("a right login clears the account's failures but not a wrong guess still being checked", async () => {
    const db = gw.gw.db;
    const keys = failureKeys('inflight01', '198.51.100.9');
    const failures = () =>
      (
        db.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE merchant = 'emerald' AND key = ?").get(keys[0] as string) as {
          n: number;
        }
      ).n;
    const now = Date.now();
    let answerWrong: (member: null) => void = () => undefined;
    const wrong = checkLoginTry(db, 'emerald', keys, now, undefined, () => new Promise((done) => (answerWrong = done)));
    const member = { id: 1 } as unknown as Member;
    expect(await checkLoginTry(db, 'emerald', keys, now, undefined, async () => member)).toBe(member);
    expect(failures()).toBe(1);
    answerWrong(null);
    expect(await wrong).toBeNull();
    expect(failures()).toBe(1);
    // Once settled, the next right login forgets it.
    await checkLoginTry(db, 'emerald', keys, now, undefined, async () => member);
    expect(failures()).toBe(0);
  });

  it('social link: the account password is guessed under the login lock', async () => {
    const ticket = await socialTicket('eve@facebook.example');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send({
          path: '/wps/session/login/social/link',
          ip: `192.0.2.${i + 1}`,
          body: { ticket, username: 'stale01', password: `Wrong${i}99`, confirm: true },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 'login.failed': LIMITS.lockAfterFailures, 'login.locked': 20 - LIMITS.lockAfterFailures });
  });

  it('a mailed code: at most 5 wrong codes are checked, then the code is void and the right one binds nothing', async () => {
    const member = await gw.fundedMember(0, 'emerald');
    const address = `burst-${member.id}@example.com`;
    expect(await send({ path: '/wps/verification/mail', token: member.token, body: { email: address } })).toBe('ok');
    const mail = gw.gw.db
      .prepare("SELECT body FROM outbox WHERE channel = 'mail' AND recipient = ? ORDER BY id DESC LIMIT 1")
      .get(address) as {
      body: string;
    };
    const code = mail.body.match(/\b(\d{6})\b/)?.[1] as string;
    const answers = await Promise.all(
      guesses(code, 39).map((verificationCode) =>
        send({ method: 'PUT', path: '/wps/member/email', token: member.token, body: { email: address, verificationCode } }),
      ),
    );
    const counts = tally(answers);
    expect(counts['sms.code.invalid'] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMITS.smsCodeAttempts);
    expect((counts['sms.code.invalid'] ?? 0) + (counts['sms.code.missing'] ?? 0) + (counts['ok'] ?? 0), JSON.stringify(counts)).toBe(
      answers.length,
    );
    // The right code came last, after five wrong ones had voided it: nothing is bound.
    expect(answers.at(-1)).toBe('sms.code.missing');
    const bound = gw.gw.db.prepare('SELECT email FROM members WHERE id = ?').get(member.id) as { email: string | null };
    expect(bound.email).toBeNull();
  });

  it('a reset link: of two forms sent at once, one sets the password', async () => {
    const asked = await gw.call('POST', '/wps/member/password/email', {
      merchant: 'emerald',
      rawBody: new URLSearchParams({ username: 'down01', email: 'down01@emerald.example' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(asked.json, JSON.stringify(asked.json)).toMatchObject({ success: true });
    const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE channel = 'mail' ORDER BY id DESC LIMIT 1").get() as { body: string };
    const token = new URL(mail.body.match(/https?:\/\/\S+/)?.[0] as string).searchParams.get('token') as string;
    const post = (password: string) =>
      fetch(`http://127.0.0.1:${port}/wps/member/password/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, password, merchant: 'emerald' }).toString(),
      }).then((r) => r.status);
    // Before the fix both were saved, the later hash winning: a link meant for one use served two.
    expect((await Promise.all([post('First2468!'), post('Second2468!')])).sort()).toEqual([200, 400]);
  });
});

/** A social sign-in ticket for an identity nobody has linked yet. */
async function socialTicket(email: string): Promise<string> {
  const code = await gw.socialCode('facebook', 'emerald', email, 'Eve');
  const answer = await gw.call('POST', '/wps/session/login/social', {
    merchant: 'emerald',
    body: { provider: 'facebook', code, redirectUri: SOCIAL_REDIRECT },
  });
  expect(answer.json, JSON.stringify(answer.json)).toMatchObject({ success: true });
  return answer.json.value.ticket as string;
}
