// The external self-exclusion registers (GAMSTOP for UKGC, NDRS for PAGCOR) through the reference
// gateway's local copy: a listed person cannot register or log in where the merchant's jurisdiction
// names the register, and can again once unlisted; a jurisdiction naming none does not ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEntry, localRegister, removeEntry } from '../../gateway/store/exclusion-registers.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});
afterAll(() => gw.gw.db.close());

const memberCount = () => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
const login = (username: string, merchant: string) =>
  gw.call('POST', '/wps/session/login', {
    merchant,
    body: { username, password: DEMO[merchant as keyof typeof DEMO], type: 'username' },
    encrypt: merchant !== 'emerald',
  });
const listed = { errorCode: 'exclusion.register.listed', value: { register: 'NDRS' } };

describe('self-exclusion registers', () => {
  it('match an email in any case and a number with or without its dialling code', () => {
    const now = gw.gw.clock();
    expect(addEntry(gw.gw.db, 'GAMSTOP', 'email', ' Ann@Example.com ', now)).toBe(true);
    expect(addEntry(gw.gw.db, 'GAMSTOP', 'email', 'ann@example.com', now)).toBe(false);
    expect(addEntry(gw.gw.db, 'GAMSTOP', 'mobile', '+44 7700 900123', now)).toBe(true);
    const register = localRegister(gw.gw.db);
    expect(register.isListed('GAMSTOP', { email: 'ANN@example.com' })).toBe(true);
    expect(register.isListed('GAMSTOP', { mobile: '7700900123', dialingCode: '44' })).toBe(true);
    expect(register.isListed('NDRS', { email: 'ann@example.com' })).toBe(false);
    expect(register.isListed('GAMSTOP', { email: 'bob@example.com', mobile: null })).toBe(false);
    expect(removeEntry(gw.gw.db, 'GAMSTOP', 'email', 'ANN@example.com')).toBe(true);
    expect(register.isListed('GAMSTOP', { email: 'ann@example.com' })).toBe(false);
  });

  it('refuse a listed person registration on a PAGCOR merchant (NDRS), creating nothing', async () => {
    addEntry(gw.gw.db, 'NDRS', 'email', 'listed@example.com', gw.gw.clock());
    const before = memberCount();
    const answer = await gw.call('PUT', '/wps/member/register', {
      encrypt: true,
      body: {
        username: 'listed01',
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        payeeName: 'Lis Ted',
        birthday: '1990-01-01',
        email: 'Listed@example.com',
        ageConfirmed: true,
      },
    });
    expect(answer.json).toMatchObject(listed);
    expect(memberCount()).toBe(before);
  });

  it('refuse a listed member every login until unlisted, and leave jurisdictions without a register alone', async () => {
    const luzon = gw.gw.tenants.get('luzon')!;
    const { mobile } = gw.gw.db.prepare("SELECT mobile FROM members WHERE merchant = 'luzon' AND username = 'down01'").get() as {
      mobile: string;
    };
    addEntry(gw.gw.db, 'NDRS', 'mobile', `${luzon.config.registration.countries[0]!.countryDialingCode}${mobile}`, gw.gw.clock());
    expect((await login('down01', 'luzon')).json).toMatchObject(listed);
    // Only the listed person is refused.
    expect((await login('demo01', 'luzon')).json.success).toBe(true);
    // Saigon (Curacao) names no register: the same number there is not asked about.
    addEntry(gw.gw.db, 'NDRS', 'mobile', '900000003', gw.gw.clock());
    expect((await login('down01', 'saigon')).json.success).toBe(true);
    removeEntry(gw.gw.db, 'NDRS', 'mobile', `${luzon.config.registration.countries[0]!.countryDialingCode}${mobile}`);
    expect((await login('down01', 'luzon')).json.success).toBe(true);
  });

  it('refuse a remembered browser too: every door goes through the same check', async () => {
    const member = await gw.fundedMember(0);
    gw.gw.db.prepare('UPDATE members SET email = ? WHERE id = ?').run('remembered@example.com', member.id);
    const answer = await gw.call('POST', '/wps/session/login', {
      encrypt: true,
      body: { username: member.username, password: member.password, type: 'username', rememberMe: true },
    });
    const cookie = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith('remember='))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const resume = () => gw.call('POST', '/wps/session/resume', { body: {}, headers: { Cookie: cookie! } });
    expect((await resume()).json.success).toBe(true);
    addEntry(gw.gw.db, 'NDRS', 'email', 'remembered@example.com', gw.gw.clock());
    expect((await resume()).json).toMatchObject(listed);
  });
});
