// Remember me (spec §9: a remember-me cookie of 24 hours): a login with rememberMe sets an
// HttpOnly cookie that POST /wps/session/resume turns into a new session from that browser, until
// the day is over, the browser logs out, or the account's password changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { type Client, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

/** The remember cookie a response set ("name=value"), or undefined. */
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('remember='))
    ?.split(';')[0];

const loginRemembered = async (username: string, password: string, rememberMe = true) => {
  const answer = await gw.call('POST', '/wps/session/login', {
    merchant: 'emerald',
    body: { username, password, type: 'username', rememberMe },
  });
  expect(answer.json.success, JSON.stringify(answer.json)).toBe(true);
  return { token: answer.json.value.token as string, cookie: cookieOf(answer.headers), setCookie: answer.headers.getSetCookie() };
};
const resume = (cookie: string | undefined) =>
  gw.call('POST', '/wps/session/resume', { merchant: 'emerald', body: {}, headers: cookie ? { Cookie: cookie } : {} });

describe('remember me', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for a day, scoped to the session calls, only when asked', async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    const plain = await loginRemembered(member.username, member.password, false);
    expect(plain.cookie).toBeUndefined();
    const { setCookie } = await loginRemembered(member.username, member.password);
    const cookie = setCookie.find((c) => c.startsWith('remember=')) ?? '';
    expect(cookie).toMatch(/^remember=[0-9a-f]{32}; /);
    expect(cookie).toContain(`Max-Age=${LIMITS.rememberMs / 1000}`);
    expect(cookie).toContain('Path=/wps/session');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('starts a new session from the cookie, as often as asked, until the day is over', async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    const { token, cookie } = await loginRemembered(member.username, member.password);
    const [a, b] = await Promise.all([resume(cookie), resume(cookie)]);
    for (const answer of [a, b])
      expect(answer.json).toMatchObject({ success: true, value: { userName: member.username, firstTimeLogin: false } });
    expect(new Set([token, a.json.value.token, b.json.value.token]).size).toBe(3);
    expect((await gw.call('GET', '/wps/member/info', { merchant: 'emerald', token: a.json.value.token })).json.value.account).toBe(
      member.username,
    );
    gw.clock.advance(LIMITS.rememberMs - 1000);
    expect((await resume(cookie)).json.success).toBe(true);
    gw.clock.advance(2000);
    const late = await resume(cookie);
    expect(late.json).toMatchObject({ success: false, errorCode: 'session.remembered.none' });
    // The browser is told to forget the cookie.
    expect(late.headers.getSetCookie().find((c) => c.startsWith('remember='))).toMatch(/^remember=; Max-Age=0/);
  });

  it('refuses a missing or unknown cookie, and a cookie of another merchant', async () => {
    expect((await resume(undefined)).json.errorCode).toBe('session.remembered.none');
    expect((await resume(`remember=${'ab'.repeat(16)}`)).json.errorCode).toBe('session.remembered.none');
    const member = await gw.fundedMember(10_00, 'emerald');
    const { cookie } = await loginRemembered(member.username, member.password);
    const elsewhere = await gw.call('POST', '/wps/session/resume', { merchant: 'luzon', body: {}, headers: { Cookie: cookie ?? '' } });
    expect(elsewhere.json.errorCode).toBe('session.remembered.none');
  });

  it('a logout forgets the browser it came from', async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    const here = await loginRemembered(member.username, member.password);
    const there = await loginRemembered(member.username, member.password);
    const out = await gw.call('DELETE', '/wps/session/logout', {
      merchant: 'emerald',
      token: here.token,
      headers: { Cookie: here.cookie ?? '' },
    });
    expect(out.json.success).toBe(true);
    expect(out.headers.getSetCookie().find((c) => c.startsWith('remember='))).toMatch(/^remember=; Max-Age=0/);
    expect((await resume(here.cookie)).json.errorCode).toBe('session.remembered.none');
    // Another browser's remembered login stays.
    expect((await resume(there.cookie)).json.success).toBe(true);
  });

  it('a logout forgets the browser even when its session has already ended, or it sent none', async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    const idle = await loginRemembered(member.username, member.password);
    gw.clock.advance(LIMITS.sessionIdleMs + 1000);
    expect((await gw.call('GET', '/wps/member/info', { merchant: 'emerald', token: idle.token })).json.errorCode).toBe(
      'user.or.token.invalid',
    );
    const logout = (token: string | undefined, cookie: string | undefined) =>
      gw.call('DELETE', '/wps/session/logout', { merchant: 'emerald', ...(token ? { token } : {}), headers: { Cookie: cookie ?? '' } });
    const out = await logout(idle.token, idle.cookie);
    expect(out.json).toEqual({ success: true, value: true });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('remember='))).toMatch(/^remember=; Max-Age=0/);
    expect((await resume(idle.cookie)).json.errorCode).toBe('session.remembered.none');
    // A browser whose page lost its token still holds the cookie: logging out forgets it too.
    const tokenless = await loginRemembered(member.username, member.password);
    expect((await logout(undefined, tokenless.cookie)).json.success).toBe(true);
    expect((await resume(tokenless.cookie)).json.errorCode).toBe('session.remembered.none');
  });

  it('a resumed session ends when the remembered login does, not 12 hours after the resume', async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    const { cookie } = await loginRemembered(member.username, member.password);
    gw.clock.advance(LIMITS.rememberMs - LIMITS.sessionIdleMs);
    const resumed = await resume(cookie);
    expect(resumed.json.success).toBe(true);
    const info = () => gw.call('GET', '/wps/member/info', { merchant: 'emerald', token: resumed.json.value.token });
    gw.clock.advance(LIMITS.sessionIdleMs - 1000);
    expect((await info()).json.success).toBe(true);
    gw.clock.advance(2000);
    expect((await info()).json.errorCode).toBe('user.or.token.invalid');
  });

  it("a password change forgets every browser's remembered login", async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    const { token, cookie } = await loginRemembered(member.username, member.password);
    const changed = await gw.call('POST', '/wps/member/password', {
      merchant: 'emerald',
      token,
      body: { oldPassword: member.password, newPassword: 'Fresh9876!', confirmNewPassword: 'Fresh9876!' },
    });
    expect(changed.json.success, JSON.stringify(changed.json)).toBe(true);
    expect((await resume(cookie)).json.errorCode).toBe('session.remembered.none');
  });

  it('prune deletes remembered logins once expired', async () => {
    const member = await gw.fundedMember(10_00, 'emerald');
    await loginRemembered(member.username, member.password);
    const count = () =>
      (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM remembered_logins WHERE member_id = ?').get(member.id) as { n: number }).n;
    expect(count()).toBe(1);
    gw.clock.advance(LIMITS.rememberMs + 1);
    expect((await import('../../gateway/store/prune.ts')).prune(gw.gw.db, gw.gw.clock()).remembered_logins).toBeGreaterThanOrEqual(1);
    expect(count()).toBe(0);
  });
});
