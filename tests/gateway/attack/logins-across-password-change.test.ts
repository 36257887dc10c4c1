// A login checks the password against the account it read, then hashes for a while: a password
// change or reset that lands meanwhile must still end it. Before, the login started its session
// (and its remember cookie) without looking again, so a login begun just before a change kept
// working after it. The session is now created only if the account's credential is the one the
// check saw (a credential version, checked in the session's own transaction), by resume too.
import { randomBytes, scryptSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../../gateway/auth/session-start.ts';
import { findById, setPassword } from '../../../gateway/store/members.ts';
import { type Client, makeGateway } from '../harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const client = { ip: '127.0.0.1', userAgent: 'test' };
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('remember='))
    ?.split(';')[0];
const info = async (token: string | undefined) => (token ? (await gw.call('GET', '/wps/member/info', { token })).status : 401);
const resume = (cookie: string | undefined) =>
  gw.call('POST', '/wps/session/resume', { body: {}, headers: cookie ? { Cookie: cookie } : {} });

/** A hash of the password at N=2^17 (the tests' own cost is 2^14): a login checking it takes a while, a change's new hash does not. */
function slowHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 });
  return ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('a login in flight across a password change', () => {
  it('gets no session when the credential it checked has changed since', async () => {
    const member = await gw.fundedMember(0);
    const read = findById(gw.gw.db, member.id)!;
    // The change lands while the login hashes: the login still holds the account as it read it.
    setPassword(gw.gw.db, member.id, 'scrypt$changed', gw.gw.clock());
    expect(() => startSession(gw.gw, read, client)).toThrow(/password/);
    expect(() => startSession(gw.gw, findById(gw.gw.db, member.id)!, client)).not.toThrow();
  });

  it('is refused, and sets no remember cookie, when a reset by SMS lands during its check', async () => {
    const member = await gw.fundedMember(0);
    const mobile = `91755${String(member.id).padStart(5, '0')}`;
    gw.gw.db.prepare('UPDATE members SET mobile = ?, password_hash = ? WHERE id = ?').run(mobile, slowHash(member.password), member.id);
    await gw.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
    const code = gw.lastCode(mobile);
    const [login, reset] = await Promise.all([
      gw.call('POST', '/wps/session/login', {
        encrypt: true,
        body: { username: member.username, password: member.password, type: 'username', rememberMe: true },
      }),
      gw.call('POST', '/wps/member/password/verification', {
        encrypt: true,
        body: { mobileNum: mobile, verificationCode: code, newPassword: 'Reset2468' },
      }),
    ]);
    expect(reset.json.success, JSON.stringify(reset.json)).toBe(true);
    // Whatever the login answered, nothing it made outlives the reset.
    expect(await info(login.json.value?.token)).toBe(401);
    expect((await resume(cookieOf(login.headers))).json.success).toBe(false);
    expect(login.json).toMatchObject({ success: false, errorCode: 'login.failed' });
  });

  it('is refused when a reset by mail lands during its check', async () => {
    const member = await gw.fundedMember(0);
    const email = `inflight${member.id}@example.com`;
    gw.gw.db.prepare('UPDATE members SET email = ?, password_hash = ? WHERE id = ?').run(email, slowHash(member.password), member.id);
    const asked = await gw.call('POST', '/wps/member/password/email', {
      rawBody: new URLSearchParams({ username: member.username, email }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(asked.json.success).toBe(true);
    const mail = gw.gw.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(email) as { body: string };
    const link = new URL(mail.body.match(/https?:\/\/\S+/)?.[0] as string);
    const [login, reset] = await Promise.all([
      gw.call('POST', '/wps/session/login', {
        encrypt: true,
        body: { username: member.username, password: member.password, type: 'username' },
      }),
      gw.app.request('/wps/member/password/reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: link.searchParams.get('token')!, password: 'Mail1357x', merchant: 'luzon' }).toString(),
      }),
    ]);
    expect(reset.status).toBe(200);
    expect(await info(login.json.value?.token)).toBe(401);
    expect(login.json.errorCode).toBe('login.failed');
  });

  it('resumes no remembered login made under a credential that has changed since', async () => {
    const member = await gw.fundedMember(0);
    const login = await gw.call('POST', '/wps/session/login', {
      encrypt: true,
      body: { username: member.username, password: member.password, type: 'username', rememberMe: true },
    });
    const cookie = cookieOf(login.headers);
    expect((await resume(cookie)).json.success).toBe(true);
    // A change by another process, between resume's read of the remembered login and its session.
    gw.gw.db.prepare('UPDATE members SET credential_version = credential_version + 1 WHERE id = ?').run(member.id);
    expect((await resume(cookie)).json).toMatchObject({ success: false, errorCode: 'session.remembered.none' });
  });
});
