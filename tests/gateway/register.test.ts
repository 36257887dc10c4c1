import { beforeAll, describe, expect, it } from 'vitest';
import { addEntry, removeEntry } from '../../gateway/store/exclusion-registers.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const luzonUser = {
  username: 'maria01',
  password: 'Abc12345',
  confirmPassword: 'Abc12345',
  payeeName: 'Maria Santos',
  birthday: '1991-02-03',
};
const register = (body: Record<string, unknown>, merchant = 'luzon') =>
  gw.call('PUT', '/wps/member/register', { merchant, encrypt: merchant !== 'emerald', body: { ageConfirmed: true, ...body } });
const memberCount = () => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;

describe('demo credentials', () => {
  it("satisfy every merchant's registration patterns and log in", async () => {
    const { checkField } = await import('../../core/patterns.ts');
    for (const [code, tenant] of gw.gw.tenants) {
      const { username, password } = tenant.config.registration.fields;
      for (const name of ['demo01', 'agent01', 'down01', 'stale01']) {
        if (username) expect(checkField(name, username as never), `${code} ${name}`).toBeNull();
        await gw.login(name, DEMO[code as keyof typeof DEMO], code);
      }
      if (password) expect(checkField(DEMO[code as keyof typeof DEMO], password as never), code).toBeNull();
    }
  });
});

describe('registration', () => {
  it('checks every field with the shared pattern catalogue and writes nothing when refused', async () => {
    const before = memberCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...luzonUser, username: '1maria' }, 'reg_pattern_LETTER_FIRST_ALNUM'],
      [{ ...luzonUser, username: 'mar' }, 'reg_pattern_LETTER_FIRST_ALNUM'],
      [{ ...luzonUser, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'reg_pattern_ALNUM_MIXED'],
      [{ ...luzonUser, confirmPassword: 'Abc12346' }, 'confirm_password_error'],
      [{ ...luzonUser, payeeName: 'Maria' }, 'reg_pattern_FULL_NAME'],
      [{ ...luzonUser, payeeName: '' }, 'input_cannot_empty'],
      [{ ...luzonUser, birthday: '03-02-1991' }, 'reg_pattern_DATE_YMD'],
      [{ ...luzonUser, email: 'not-an-email' }, 'reg_pattern_EMAIL'],
      [{ ...luzonUser, affiliateCode: 'NOPE99' }, 'invitation_code_error'],
      [{ ...luzonUser, username: "x' OR 1=1--" }, 'reg_pattern_LETTER_FIRST_ALNUM'],
    ];
    for (const [body, code] of cases) {
      const a = await register(body);
      expect(a.json.errorCode, JSON.stringify(body)).toBe(code);
    }
    const pattern = await register({ ...luzonUser, username: 'mar' });
    expect(pattern.json.value).toEqual({ field: 'username', key: 'reg_pattern_LETTER_FIRST_ALNUM', params: { min: 6, max: 12 } });
    expect(memberCount()).toBe(before);
  });

  it('refuses a registration without the age confirmation where the jurisdiction asks for it, creating nothing', async () => {
    const before = memberCount();
    for (const [merchant, minimumAge] of [
      ['luzon', 21],
      ['emerald', 18],
    ] as const) {
      for (const ageConfirmed of [undefined, false, 'yes']) {
        const body =
          merchant === 'luzon'
            ? { ...luzonUser }
            : { username: 'ann01', password: 'Abc12345!', confirmPassword: 'Abc12345!', email: 'a@example.com' };
        const answer = await register({ ...body, ageConfirmed }, merchant);
        expect(answer.json.errorCode, `${merchant} ${ageConfirmed}`).toBe(
          ageConfirmed === 'yes' ? 'request.invalid' : 'register.age.unconfirmed',
        );
        if (ageConfirmed !== 'yes') expect(answer.json.value).toEqual({ field: 'age', minimumAge });
      }
    }
    const mobile = await gw.call('PUT', '/wps/member/register/mobile', {
      merchant: 'saigon',
      encrypt: true,
      body: { mobileNum: '912000112', password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: '123456' },
    });
    expect(mobile.json).toMatchObject({ errorCode: 'register.age.unconfirmed', value: { minimumAge: 18 } });
    expect(memberCount()).toBe(before);
  });

  it('registers without the age confirmation where the jurisdiction asks for none', async () => {
    const legal = gw.gw.tenants.get('luzon')!.config.legal;
    const declared = legal.jurisdiction;
    legal.jurisdiction = 'none';
    try {
      const answer = await register({ ...luzonUser, username: 'noage01', ageConfirmed: undefined });
      expect(answer.json.success, JSON.stringify(answer.json)).toBe(true);
    } finally {
      legal.jurisdiction = declared;
    }
  });

  it('registers, logs in at once and refuses the same name in any case', async () => {
    const a = await register({ ...luzonUser, affiliateCode: 'AGENT01', email: 'maria@example.com' });
    expect(a.json.value).toMatchObject({ userName: 'maria01', customerType: 0, firstTimeLogin: true });
    const info = await gw.call('GET', '/wps/member/info', { token: a.json.value.token });
    expect(info.json.value).toMatchObject({ account: 'maria01', email: 'ma***@example.com' });
    const upline = gw.gw.db
      .prepare("SELECT u.username FROM members m JOIN members u ON u.id = m.upline_id WHERE m.username = 'maria01'")
      .get() as { username: string };
    expect(upline.username).toBe('agent01');
    expect((await register({ ...luzonUser, username: 'MARIA01' })).json.errorCode).toBe('register.username.taken');
  });

  it("follows each merchant's switches and rules", async () => {
    // Saigon: no username registration; mobile registration needs a code.
    expect((await register({ ...luzonUser }, 'saigon')).json.errorCode).toBe('function.not.available');
    const mobile = await gw.call('PUT', '/wps/member/register/mobile', {
      merchant: 'saigon',
      encrypt: true,
      body: { mobileNum: '912000111', password: 'Abc12345', confirmPassword: 'Abc12345', ageConfirmed: true },
    });
    expect(mobile.json.errorCode).toBe('input_cannot_empty');
    expect((await gw.call('PUT', '/wps/member/register/mobile', { body: { mobileNum: '9170000000' }, encrypt: true })).json.errorCode).toBe(
      'function.not.available',
    );
    // Emerald: strong passwords and a required email.
    expect(
      (await register({ username: 'bob01', password: 'Abc12345', confirmPassword: 'Abc12345', email: 'bob@example.com' }, 'emerald')).json
        .errorCode,
    ).toBe('reg_pattern_STRONG');
    expect((await register({ username: 'bob01', password: 'Abc12345!', confirmPassword: 'Abc12345!' }, 'emerald')).json.errorCode).toBe(
      'input_cannot_empty',
    );
    expect(
      (await register({ username: 'bob01', password: 'Abc12345!', confirmPassword: 'Abc12345!', email: 'bob@example.com' }, 'emerald')).json
        .success,
    ).toBe(true);
  });

  it('one-click registration makes an account whose generated credentials work', async () => {
    const a = await gw.call('PUT', '/wps/member/register/oneClick', { body: { ageConfirmed: true } });
    const { username, password } = a.json.value;
    expect(username).toMatch(/^[a-z][a-z0-9]{5,11}$/);
    await gw.login(username, password);
    expect(
      (await gw.call('PUT', '/wps/member/register/oneClick', { merchant: 'saigon', body: { ageConfirmed: true } })).json.errorCode,
    ).toBe('function.not.available');
    const emerald = await gw.call('PUT', '/wps/member/register/oneClick', { merchant: 'emerald', body: { ageConfirmed: true } });
    await gw.login(emerald.json.value.username, emerald.json.value.password, 'emerald');
  });

  it('one-click registration asks the age confirmation where the jurisdiction does, and creates nothing without it', async () => {
    const before = memberCount();
    for (const body of [{}, { ageConfirmed: false }]) {
      expect((await gw.call('PUT', '/wps/member/register/oneClick', { body })).json).toMatchObject({
        errorCode: 'register.age.unconfirmed',
        value: { field: 'age', minimumAge: 21 },
      });
    }
    expect(memberCount()).toBe(before);
    const legal = gw.gw.tenants.get('luzon')!.config.legal;
    const declared = legal.jurisdiction;
    legal.jurisdiction = 'none';
    try {
      expect((await gw.call('PUT', '/wps/member/register/oneClick', { body: {} })).json.success).toBe(true);
    } finally {
      legal.jurisdiction = declared;
    }
  });

  it('the affiliate check knows agents only', async () => {
    expect((await gw.call('GET', '/wps/agent/affiliate', { query: { code: 'agent01' } })).json.value).toEqual({
      valid: true,
      agentName: 'Demo Agent',
    });
    expect((await gw.call('GET', '/wps/agent/affiliate', { query: { code: 'NOPE' } })).json.errorCode).toBe('invitation_code_error');
  });
});

describe('social sign-in', () => {
  const redirect = 'http://127.0.0.1:4321/login';
  async function authorize(provider: string, email: string, merchant = 'luzon'): Promise<string> {
    const page = await gw.app.request(
      `/wps/oauth/${provider}/authorize?${new URLSearchParams({ merchant, redirect_uri: redirect, state: 'st' })}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    // No favicon request to the site the page is proxied under (it has no /favicon.ico).
    expect(html).toContain('<link rel="icon" href="data:,">');
    const r = await gw.app.request(`/wps/oauth/${provider}/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ merchant, redirect_uri: redirect, state: 'st', email, name: 'Test User', action: 'allow' }).toString(),
    });
    const location = new URL(r.headers.get('location') as string);
    expect(location.searchParams.get('state')).toBe('st');
    return location.searchParams.get('code') as string;
  }
  const exchange = (provider: string, code: string, merchant = 'luzon') =>
    gw.call('POST', '/wps/session/login/social', { merchant, body: { provider, code, redirectUri: redirect } });

  it('a code works once and only for its redirect URI', async () => {
    const code = await authorize('google', 'once@gmail.example');
    expect(
      (await gw.call('POST', '/wps/session/login/social', { body: { provider: 'google', code, redirectUri: 'http://127.0.0.1:9999/' } }))
        .json.errorCode,
    ).toBe('social.code.invalid');
    const code2 = await authorize('google', 'once@gmail.example');
    expect((await exchange('google', code2)).json.value.linked).toBe(false);
    expect((await exchange('google', code2)).json.errorCode).toBe('social.code.invalid');
  });

  it('refuses foreign redirect URIs and providers the merchant does not offer', async () => {
    // Everything the page repeats from the address is escaped by its template.
    const probe = '"><script>alert(1)</script>';
    const echoed = await (
      await gw.app.request(
        `/wps/oauth/google/authorize?${new URLSearchParams({ merchant: 'luzon', redirect_uri: redirect, state: probe })}`,
      )
    ).text();
    expect(echoed).not.toContain('<script>');
    expect(echoed).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const evil = await gw.app.request(
      `/wps/oauth/google/authorize?${new URLSearchParams({ merchant: 'luzon', redirect_uri: 'https://evil.example/' })}`,
    );
    expect(evil.status).toBe(400);
    expect(
      (await gw.app.request(`/wps/oauth/facebook/authorize?${new URLSearchParams({ merchant: 'saigon', redirect_uri: redirect })}`)).status,
    ).toBe(400);
  });

  it('registers a new account for a new identity; the identity then logs straight in', async () => {
    const first = await exchange('facebook', await authorize('facebook', 'fresh@fb.example'));
    const created = await gw.call('POST', '/wps/session/login/social/register', {
      body: { ticket: first.json.value.ticket, ageConfirmed: true },
    });
    expect(created.json.success).toBe(true);
    expect(
      (await gw.call('POST', '/wps/session/login/social/register', { body: { ticket: first.json.value.ticket, ageConfirmed: true } })).json
        .errorCode,
    ).toBe('social.ticket.invalid');
    const again = await exchange('facebook', await authorize('facebook', 'fresh@fb.example'));
    expect(again.json.value).toMatchObject({ linked: true, login: { id: created.json.value.id } });
  });

  it('social registration asks the age confirmation and the NDRS register as the form does, writing nothing when refused', async () => {
    const ticket = (await exchange('google', await authorize('google', 'ndrs.social@gmail.example'))).json.value.ticket;
    const create = (body: Record<string, unknown>) => gw.call('POST', '/wps/session/login/social/register', { body: { ticket, ...body } });
    const before = memberCount();
    expect((await create({})).json).toMatchObject({ errorCode: 'register.age.unconfirmed', value: { field: 'age', minimumAge: 21 } });
    addEntry(gw.gw.db, 'NDRS', 'email', 'NDRS.Social@gmail.example', gw.gw.clock());
    expect((await create({ ageConfirmed: true })).json).toMatchObject({
      errorCode: 'exclusion.register.listed',
      value: { register: 'NDRS' },
    });
    expect(memberCount()).toBe(before);
    // The refusals left the ticket unused: once unlisted, the same sign-in makes the account.
    removeEntry(gw.gw.db, 'NDRS', 'email', 'ndrs.social@gmail.example');
    expect((await create({ ageConfirmed: true })).json.success).toBe(true);
    expect(memberCount()).toBe(before + 1);
  });

  it('links an identity to an existing account once, and never again', async () => {
    const ticket = (await exchange('google', await authorize('google', 'demo@gmail.example'))).json.value.ticket;
    const link = (body: Record<string, unknown>) =>
      gw.call('POST', '/wps/session/login/social/link', {
        encrypt: true,
        body: { ticket, username: 'demo01', password: DEMO.luzon, confirm: true, ...body },
      });
    expect((await link({ confirm: false })).json.errorCode).toBe('request.invalid');
    expect((await link({ password: 'Wrong1234' })).json.errorCode).toBe('login.failed');
    const linked = await link({});
    expect(linked.json.value.userName).toBe('demo01');
    expect((await exchange('google', await authorize('google', 'demo@gmail.example'))).json.value).toMatchObject({
      linked: true,
      login: { userName: 'demo01' },
    });
    // demo01 already has a Google identity: a second one cannot replace or join it.
    const other = (await exchange('google', await authorize('google', 'other@gmail.example'))).json.value.ticket;
    const second = await gw.call('POST', '/wps/session/login/social/link', {
      encrypt: true,
      body: { ticket: other, username: 'demo01', password: DEMO.luzon, confirm: true },
    });
    expect(second.json.errorCode).toBe('social.already.linked');
    const links = gw.gw.db
      .prepare(
        "SELECT COUNT(*) AS n FROM social_links l JOIN members m ON m.id = l.member_id WHERE m.username = 'demo01' AND m.merchant = 'luzon'",
      )
      .get() as { n: number };
    expect(links.n).toBe(1);
  });
});
