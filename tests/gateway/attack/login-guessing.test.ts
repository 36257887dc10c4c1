// The attacker guesses an account's password, solving every captcha (as a matcher could), from
// many addresses. After 10 failures the account name is locked, the right password included,
// and the refusal says until when; a name without an account locks alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../gateway/constants.ts';
import { DEMO, makeGateway, type Client } from '../harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

/** One guess from its own address, with the captcha solved whenever one is asked. */
async function guess(username: string, password: string, n: number) {
  const ip = `203.0.113.${n}`;
  await gw.call('GET', '/wps/captcha', { ip });
  return gw.call('POST', '/wps/session/login', {
    ip,
    encrypt: true,
    body: { username, password, type: 'username', captcha: gw.captchaAnswer(ip) },
  });
}

describe('guessing a password with solved captchas', () => {
  it('locks the account name after 10 failures, until the oldest ages out', async () => {
    for (let i = 0; i < 25; i++) {
      const answer = await guess('demo01', `Wrong${i}99`, i + 1);
      expect(answer.json.errorCode, `guess ${i + 1}`).toBe(i < LIMITS.lockAfterFailures ? 'login.failed' : 'login.locked');
    }
    const right = await guess('demo01', DEMO.luzon, 100);
    const started = Date.UTC(2026, 0, 15, 12);
    expect(right.json).toMatchObject({
      success: false,
      errorCode: 'login.locked',
      value: { lockedUntil: started + LIMITS.failureWindowMs },
    });
    expect(right.json.message).toBe(`too many failed logins: try again after ${new Date(started + LIMITS.failureWindowMs).toISOString()}`);
    gw.clock.advance(LIMITS.failureWindowMs);
    expect((await guess('demo01', DEMO.luzon, 101)).json.success).toBe(true);
  });

  it('locks a name without an account the same way', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await guess('nobody99', `Wrong${i}99`, 150 + i)).json.errorCode);
    expect(answers).toEqual([...Array(10).fill('login.failed'), 'login.locked']);
  });
});
