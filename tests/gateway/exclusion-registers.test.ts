// The external self-exclusion registers (GAMSTOP for UKGC, NDRS for PAGCOR) through the reference
// gateway's local copy: a listed person cannot register or log in where the merchant's jurisdiction
// names the register, and can again once unlisted; a jurisdiction naming none does not ask.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEntry, localRegister, refuseIfListed, removeEntry } from '../../gateway/store/exclusion-registers.ts';
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

  it('match a number in full international form: the trunk 0 and the dialling code make no difference', () => {
    const now = gw.gw.clock();
    addEntry(gw.gw.db, 'NDRS', 'mobile', '9171234567', now);
    addEntry(gw.gw.db, 'NDRS', 'mobile', '0918 765 4321', now);
    addEntry(gw.gw.db, 'NDRS', 'mobile', '+63 919 000 1111', now);
    const register = localRegister(gw.gw.db);
    for (const mobile of ['9171234567', '09171234567', '+639171234567', '00639171234567', '0917-123-4567'])
      expect(register.isListed('NDRS', { mobile, dialingCode: '63' }), mobile).toBe(true);
    expect(register.isListed('NDRS', { mobile: '09187654321', dialingCode: '63' })).toBe(true);
    expect(register.isListed('NDRS', { mobile: '9190001111', dialingCode: '+63' })).toBe(true);
    // The same digits in another country are another person's number.
    expect(register.isListed('NDRS', { mobile: '09171234567', dialingCode: '84' })).toBe(false);
    expect(register.isListed('NDRS', { mobile: '9171234568', dialingCode: '63' })).toBe(false);
    // Without a dialling code of its own, a member's national number is the merchant's country's.
    const luzon = gw.gw.tenants.get('luzon')!;
    expect(() => refuseIfListed(gw.gw.db, luzon, { mobile: '09171234567' })).toThrow(/NDRS/);
    expect(() => refuseIfListed(gw.gw.db, luzon, { mobile: '09171234567', dialingCode: null })).toThrow(/NDRS/);
    expect(removeEntry(gw.gw.db, 'NDRS', 'mobile', '+63 917 123 4567')).toBe(true);
    expect(register.isListed('NDRS', { mobile: '09171234567', dialingCode: '63' })).toBe(false);
  });

  it('match an email without its sub-address (+tag), in any case', () => {
    const now = gw.gw.clock();
    addEntry(gw.gw.db, 'NDRS', 'email', 'listed.person@example.com', now);
    expect(addEntry(gw.gw.db, 'NDRS', 'email', 'Listed.Person+old@Example.com', now)).toBe(false);
    const register = localRegister(gw.gw.db);
    for (const email of ['listed.person+x@example.com', 'LISTED.PERSON+casino@EXAMPLE.COM', ' listed.person@example.com '])
      expect(register.isListed('NDRS', { email }), email).toBe(true);
    expect(register.isListed('NDRS', { email: 'listed.person@example.com.evil' })).toBe(false);
    expect(register.isListed('NDRS', { email: 'listed.persons+x@example.com' })).toBe(false);
    expect(removeEntry(gw.gw.db, 'NDRS', 'email', 'listed.person+any@example.com')).toBe(true);
    expect(register.isListed('NDRS', { email: 'listed.person@example.com' })).toBe(false);
  });

  it('keep the entries written before in the form they are now compared in (migration 030)', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(
      'CREATE TABLE exclusion_register (register TEXT, kind TEXT, value TEXT, added_at INTEGER, PRIMARY KEY (register, kind, value))',
    );
    const insert = db.prepare('INSERT INTO exclusion_register VALUES (?, ?, ?, ?)');
    for (const [register, kind, value, at] of [
      ['NDRS', 'mobile', '09171234567', 3],
      ['NDRS', 'mobile', '9171234567', 2],
      ['NDRS', 'mobile', '639181234567', 1],
      ['NDRS', 'mobile', '00447700900123', 1],
      ['GAMSTOP', 'mobile', '7700900123', 1],
      ['GAMSTOP', 'email', 'ann+casino@example.com', 1],
      ['GAMSTOP', 'email', 'bob@example.com', 1],
    ] as const)
      insert.run(register, kind, value, at);
    db.exec(readFileSync(new URL('../../gateway/migrations/030_exclusion_register_international.sql', import.meta.url), 'utf8'));
    expect(db.prepare('SELECT register, kind, value, added_at AS at FROM exclusion_register ORDER BY register, kind, value').all()).toEqual(
      [
        { register: 'GAMSTOP', kind: 'email', value: 'ann@example.com', at: 1 },
        { register: 'GAMSTOP', kind: 'email', value: 'bob@example.com', at: 1 },
        { register: 'GAMSTOP', kind: 'mobile', value: '447700900123', at: 1 },
        { register: 'NDRS', kind: 'mobile', value: '447700900123', at: 1 },
        { register: 'NDRS', kind: 'mobile', value: '639171234567', at: 2 },
        { register: 'NDRS', kind: 'mobile', value: '639181234567', at: 1 },
      ],
    );
    db.close();
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
