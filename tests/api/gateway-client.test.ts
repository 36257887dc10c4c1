import { describe, expect, it } from 'vitest';
import { GatewayError, NETWORK_ERROR } from '../../src/api/errors.ts';
import {
  memberInfo,
  memberPasswordEmail,
  sessionLogin,
  sessionLogout,
  systemStatus,
  gamesList,
  captcha,
} from '../../contract/generated/calls.ts';
import { DEMO } from '../gateway/harness.ts';
import { pageClient } from './page-client.ts';

/** A page client whose every fetch fails as an unreachable gateway's does, and how many it tried. */
async function unreachable(merchant: 'luzon' | 'emerald') {
  let attempts = 0;
  const { client } = await pageClient(merchant, {
    fetch: async () => {
      attempts++;
      throw new TypeError('fetch failed');
    },
  });
  return { client, attempts: () => attempts };
}

describe('gateway client', () => {
  it('logs in through rsa-des encryption and reads member info with the raw token', async () => {
    const { client, state } = await pageClient('luzon');
    const login = await client.call(sessionLogin, { username: 'demo01', password: DEMO.luzon, type: 'username' });
    expect(login.token).toMatch(/^[0-9a-f]{32}$/);
    state.token = login.token;
    const info = await client.call(memberInfo, {});
    expect(info.account).toBe('demo01');
    const loginRequest = state.requests.find((r) => r.url.endsWith('/wps/session/login'))!;
    expect(loginRequest.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect(JSON.parse(await loginRequest.text())).toEqual({ value: expect.any(String) });
    const infoRequest = state.requests.at(-1)!;
    expect(infoRequest.headers.get('Authorization')).toBe(login.token);
    expect(infoRequest.headers.get('Merchant')).toBe('luzon');
    expect(infoRequest.headers.get('Language')).toBe('EN');
    expect(infoRequest.headers.get('Device')).toBe('web');
  });

  it('fetches the RSA key once per page', async () => {
    const { client, state } = await pageClient('luzon');
    for (let i = 0; i < 2; i++) await client.call(sessionLogin, { username: 'demo01', password: DEMO.luzon, type: 'username' });
    expect(state.requests.filter((r) => r.url.endsWith('/wps/session/key/rsa'))).toHaveLength(1);
  });

  it('sends plain JSON to a merchant without encryption', async () => {
    const { client, state } = await pageClient('emerald');
    await client.call(sessionLogin, { username: 'demo01', password: DEMO.emerald, type: 'username' });
    const request = state.requests.find((r) => r.url.endsWith('/wps/session/login'))!;
    expect(request.headers.get('Encryption')).toBeNull();
    expect(JSON.parse(await request.text())).toMatchObject({ username: 'demo01' });
  });

  it('sends no token to calls that take none', async () => {
    const { client, state } = await pageClient('luzon');
    state.token = 'something';
    await client.call(systemStatus, {});
    expect(state.requests.at(-1)!.headers.get('Authorization')).toBeNull();
  });

  it('turns a refusal into a typed error with its code, message key and value', async () => {
    const { client } = await pageClient('luzon');
    const error = await client.call(sessionLogin, { username: 'demo01', password: 'wrong', type: 'username' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ errorCode: 'login.failed', messageKey: 'error.login.failed', value: { captcha: false } });
  });

  it('reports a lost session once logged out on the server', async () => {
    const { client, state } = await pageClient('luzon');
    state.token = (await client.call(sessionLogin, { username: 'demo01', password: DEMO.luzon, type: 'username' })).token;
    await client.call(sessionLogout, {});
    const error = await client.call(memberInfo, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ isSessionError: true });
    expect(state.lost).toHaveLength(1);
  });

  it('passes GET parameters in the query, leaving out absent ones', async () => {
    const { client, state } = await pageClient('emerald');
    const list = await client.call(gamesList, { gameType: 'RNG', pageNo: 1, pageSize: 18, vassalage: undefined } as never);
    expect((list as { games: unknown[] }).games.length).toBe(18);
    expect(new URL(state.requests.at(-1)!.url).search).toBe('?gameType=RNG&pageNo=1&pageSize=18');
  });

  it('sends a form call form-encoded, and the gateway records the reset mail', async () => {
    const { client, state, gateway } = await pageClient('luzon');
    expect(await client.call(memberPasswordEmail, { username: 'demo01', email: 'demo01@luzon.example' })).toBe(true);
    const request = state.requests.at(-1)!;
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await request.text()).toBe('username=demo01&email=demo01%40luzon.example');
    const mail = gateway.gw.db.prepare("SELECT recipient FROM outbox WHERE channel = 'mail'").get() as { recipient: string };
    expect(mail.recipient).toBe('demo01@luzon.example');
  });

  it('maps an unreachable gateway to "network link abnormal", retrying reads', async () => {
    const { client, attempts } = await unreachable('luzon');
    const error = await client.call(captcha, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: NETWORK_ERROR });
    expect(attempts()).toBe(3);
  });

  it('does not retry a write', async () => {
    const { client, attempts } = await unreachable('emerald');
    await client.call(sessionLogin, { username: 'demo01', password: 'x', type: 'username' }).catch(() => undefined);
    expect(attempts()).toBe(1);
  });
});
