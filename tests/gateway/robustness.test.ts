import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { type Client, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
});

async function refused(
  answer: Promise<{ status: number; json: { success: boolean; errorCode?: string; message?: string } }>,
  code?: string,
) {
  const a = await answer;
  expect(a.status).toBeLessThan(500);
  expect(a.json.success).toBe(false);
  expect(a.json.errorCode).toBeTruthy();
  expect(JSON.stringify(a.json)).not.toMatch(/at .*\.ts:\d+|Error:/);
  if (code) expect(a.json.errorCode).toBe(code);
  return a;
}

describe('the Merchant header', () => {
  it('missing, unknown or duplicated is refused with a clear code', async () => {
    await refused(gw.call('GET', '/wps/system/status', { merchant: null }), 'merchant.missing');
    await refused(gw.call('GET', '/wps/system/status', { merchant: 'nope' }), 'merchant.unknown');
    const twice = new Headers();
    twice.append('Merchant', 'luzon');
    twice.append('Merchant', 'luzon');
    const r = await gw.app.request('/wps/system/status', { headers: twice });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('bad input never gets a 500', () => {
  it("the gateway's pages: malformed escapes in a static path, bodies that are no form", async () => {
    for (const path of ['/wps/static/tenant/luzon/%E0%A4%A', '/wps/static/tenant/luzon/%', '/wps/static/tenant/luzon/a%ZZb.png']) {
      expect((await gw.app.request(path)).status, path).toBe(404);
    }
    const broken = { 'Content-Type': 'multipart/form-data; boundary=x' };
    for (const path of ['/wps/member/password/reset', '/wps/oauth/google/authorize']) {
      const r = await gw.app.request(path, {
        method: 'POST',
        headers: broken,
        body: '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc',
      });
      expect(r.status, path).toBe(400);
    }
  });

  it('malformed JSON, non-objects, wrong types and unknown fields', async () => {
    const fav = '/wps/relay/MCSFE_addFavoriteGameV2';
    await refused(gw.call('POST', fav, { token, rawBody: '{"nodeId": 1,' }), 'request.malformed');
    await refused(gw.call('POST', fav, { token, rawBody: '[1,2]' }), 'request.invalid');
    await refused(gw.call('POST', fav, { token, rawBody: 'null' }), 'request.invalid');
    await refused(gw.call('POST', fav, { token, body: { nodeId: 'abc' } }), 'request.invalid');
    await refused(gw.call('POST', fav, { token, body: { nodeId: 1.5 } }), 'request.invalid');
    await refused(gw.call('POST', fav, { token, body: { nodeId: 1001, admin: true } }), 'request.invalid');
    const unknown = await refused(
      gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { pageSize: 18, dropTable: 'x' } }),
      'request.invalid',
    );
    expect(unknown.json.message).toContain('dropTable');
    await refused(gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { pageNo: -1 } }), 'request.invalid');
    await refused(gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { pageSize: 'lots' } }), 'request.invalid');
    await refused(gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { gameType: 'POKER' } }), 'request.invalid');
    // The client parameters come from common.json's ClientParams by $ref: still checked.
    await refused(gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { language: 'english' } }), 'request.invalid');
    const repeated = await gw.app.request('/wps/relay/GCSGAME_gameList?pageNo=1&pageNo=2', { headers: { Merchant: 'luzon' } });
    await refused(Promise.resolve({ status: repeated.status, json: await repeated.json() }), 'request.invalid');
    await refused(gw.call('POST', '/wps/session/login', { merchant: 'emerald', body: { username: 42, password: [] } }), 'request.invalid');
    await refused(
      gw.call('POST', '/wps/session/login', { merchant: 'emerald', body: { username: 'a'.repeat(101), password: 'x' } }),
      'request.invalid',
    );
  });

  it('oversize bodies are cut off', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(LIMITS.maxBodyBytes + 10), password: 'x' });
    const a = await refused(gw.call('POST', '/wps/session/login', { merchant: 'emerald', rawBody: big }), 'request.too.large');
    expect(a.status).toBe(413);
  });

  it('injection strings are just data', async () => {
    const names = ["' OR '1'='1", "demo01'; DROP TABLE members;--", '<script>alert(1)</script>', '../../etc/passwd', '\u0000\u202e'];
    for (const [i, name] of names.entries()) {
      await refused(
        gw.call('POST', '/wps/session/login', { merchant: 'emerald', ip: `198.51.100.${i}`, body: { username: name, password: name } }),
        'login.failed',
      );
      const list = await gw.call('GET', '/wps/relay/GCSGAME_gameList', { query: { gameName: name } });
      expect(list.json).toMatchObject({ success: true, value: { totalCount: 0 } });
    }
    expect((gw.gw.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n).toBeGreaterThan(0);
  });

  it('bad tokens, unknown paths and wrong methods', async () => {
    await refused(gw.call('GET', '/wps/member/info', { token: "x' OR 1=1" }), 'user.or.token.invalid');
    await refused(gw.call('GET', '/wps/member/info', { token: 'f'.repeat(32) }), 'user.or.token.invalid');
    await refused(gw.call('GET', '/wps/no/such/call'), 'request.not.found');
    await refused(gw.call('GET', '/wps/session/login'), 'request.not.found');
    await refused(gw.call('GET', '/wps/game/launchGame', { token, query: { nodeId: 'x' } }), 'request.invalid');
    await refused(gw.call('GET', '/wps/game/launchGame', { token, query: { nodeId: 1 } }), 'game.not.found');
  });

  it('a refused registration leaves no record', async () => {
    const count = () => (gw.gw.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
    const before = count();
    await refused(
      gw.call('PUT', '/wps/member/register', {
        merchant: 'emerald',
        body: { username: 'okname1', password: 'Strong1!x', confirmPassword: 'Strong1!x', email: 'bad email', ageConfirmed: true },
      }),
    );
    expect(count()).toBe(before);
  });
});

describe('CORS', () => {
  it('allows loopback origins with the custom headers, and nothing else', async () => {
    const preflight = (origin: string) =>
      gw.app.request('/wps/session/login', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'merchant,authorization,encryption,x-gateway-version',
        },
      });
    const ok = await preflight('http://127.0.0.1:4321');
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    for (const h of ['Merchant', 'Authorization', 'Language', 'Device', 'Encryption', 'X-Gateway-Version'])
      expect(ok.headers.get('access-control-allow-headers')).toContain(h);
    expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('system status', () => {
  it('reports maintenance, restriction and restricted IPs set by the operator', async () => {
    const { setStatus, restrictIp } = await import('../../gateway/store/merchant-status.ts');
    const status = async (ip = '127.0.0.1') => (await gw.call('GET', '/wps/system/status', { ip })).json.value;
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } });
    restrictIp(gw.gw.db, 'luzon', '203.0.113.7');
    expect((await status('203.0.113.7')).regionRestriction).toBe(true);
    expect((await status()).regionRestriction).toBe(false);
    setStatus(gw.gw.db, 'luzon', 'maintenance');
    expect((await status()).maintenance).toBe(true);
    setStatus(gw.gw.db, 'luzon', 'normal');
  });

  it('customer-service paths decrypt with their last 8 characters', async () => {
    const { desDecrypt } = await import('../../core/payload-crypto.ts');
    const cs = (await gw.call('GET', '/wps/system/status')).json.value.info.customerService[0];
    expect(desDecrypt(cs.path.slice(0, -8), cs.path.slice(-8))).toBe('https://chat.luzonplay.example');
  });
});
