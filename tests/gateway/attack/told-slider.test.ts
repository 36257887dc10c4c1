// A told slider challenge (decision 0021) says where the gap is, so a script needs no image
// matching to answer it: after a client's 3 failed logins, 20 password-spraying logins each fetched
// one and reached the password check. Told challenges are capped per client and per merchant an
// hour, against requests sent at once too, and each one asked for is logged.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../gateway/constants.ts';
import { type Client, makeGateway } from '../harness.ts';

const HOUR = 3_600_000;
let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const told = (ip: string, merchant = 'luzon') => gw.call('GET', '/wps/captcha/slider', { ip, merchant, query: { told: 1 } });
const outcome = (answer: { json: { success: boolean; errorCode?: string } }) => (answer.json.success ? 'ok' : answer.json.errorCode);
const logged = (merchant: string, client: string) =>
  gw.gw.db
    .prepare('SELECT issued, COUNT(*) AS n FROM told_challenges WHERE merchant = ? AND client = ? GROUP BY issued ORDER BY issued')
    .all(merchant, client);

describe('told slider challenges', () => {
  it('are capped per client an hour, for requests sent at once, leaving the held challenge; each is logged', async () => {
    const ip = '10.48.0.1';
    const answers = await Promise.all(Array.from({ length: 12 }, () => told(ip)));
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(LIMITS.toldSlidersPerClientPerHour);
    expect(outcomes.filter((o) => o === 'captcha.told.too.many.requests')).toHaveLength(12 - LIMITS.toldSlidersPerClientPerHour);
    const refused = answers.find((a) => !a.json.success)!;
    expect(refused.json.value.retryAfterSeconds).toBeGreaterThan(0);
    // The challenge the client holds stays, and an untold one is still given.
    const held = gw.captchaAnswer(`slider:${ip}`);
    expect(outcome(await told(ip))).toBe('captcha.told.too.many.requests');
    expect(gw.captchaAnswer(`slider:${ip}`)).toBe(held);
    expect((await gw.call('GET', '/wps/captcha/slider', { ip })).json.value).not.toHaveProperty('gapX');
    expect(logged('luzon', ip)).toEqual([
      { issued: 0, n: 12 - LIMITS.toldSlidersPerClientPerHour + 1 },
      { issued: 1, n: LIMITS.toldSlidersPerClientPerHour },
    ]);
    gw.clock.advance(HOUR);
    expect(outcome(await told(ip))).toBe('ok');
  });

  it('let a password sprayer past the captcha only as often as the cap allows', async () => {
    const ip = '10.48.0.2';
    const login = (username: string, sliderData?: string) =>
      gw.call('POST', '/wps/session/login', {
        ip,
        encrypt: true,
        body: { username, password: 'Spray2026!', type: 'username', ...(sliderData ? { sliderData } : {}) },
      });
    for (let i = 0; i < LIMITS.captchaAfterFailures; i++) expect(outcome(await login(`warmup${i}`))).toBe('login.failed');
    const reached: string[] = [];
    for (let i = 0; i < 20; i++) {
      const challenge = await told(ip);
      const answer = await login(`sprayed${i}`, challenge.json.success ? String(challenge.json.value.gapX) : undefined);
      if (outcome(answer) === 'login.failed') reached.push(`sprayed${i}`);
    }
    expect(reached).toHaveLength(LIMITS.toldSlidersPerClientPerHour);
  });

  it('are capped per merchant an hour, across clients sent at once', async () => {
    const cap = LIMITS.toldSlidersPerMerchantPerHour;
    const answers = await Promise.all(Array.from({ length: cap + 10 }, (_, i) => told(`10.49.${i >> 8}.${i & 255}`, 'emerald')));
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(cap);
    expect(outcomes.filter((o) => o === 'captcha.told.too.many.requests')).toHaveLength(10);
    // Another merchant's visitors are not held back by it.
    expect(outcome(await told('10.49.9.9', 'saigon'))).toBe('ok');
  });
});
