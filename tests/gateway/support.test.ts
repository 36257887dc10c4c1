import { beforeAll, describe, expect, it } from 'vitest';
import { decryptPath } from '../../core/payload-crypto.ts';
import { type Client, DEMO, expectContract, makeGateway } from './harness.ts';

// Customer service: the status call's encrypted entries and the chat room (CBS_launchChat).
let gw: Client;

beforeAll(async () => {
  gw = await makeGateway();
});

describe('customer-service entries of the status call', () => {
  it('carry each configured address encrypted, with a fresh key at the end that decrypts it', async () => {
    const first = (await gw.call('GET', '/wps/system/status')).json.value.info;
    const second = (await gw.call('GET', '/wps/system/status')).json.value.info;
    const paths = first.customerService.map((cs: { path: string }) => cs.path);
    expect(paths.map(decryptPath)).toEqual(['https://chat.luzonplay.example', 'https://t.me/luzonplay_cs']);
    // Never the plain address, and a new key each time.
    expect(paths.join(' ')).not.toContain('luzonplay');
    expect(second.customerService[0].path).not.toBe(paths[0]);
    expect(first.resources).toContainEqual({ resourceType: 'WHATSAPP', url: 'https://wa.me/639170000000' });
    const saigon = (await gw.call('GET', '/wps/system/status', { merchant: 'saigon' })).json.value.info;
    expect(saigon.customerService.map((cs: { path: string }) => decryptPath(cs.path))).toEqual([
      'https://chat.saigonstar.example',
      'tel:+842800000000',
    ]);
  });
});

describe('the main domain of the status call', () => {
  it("is the merchant's first configured domain, the host share links are built on", async () => {
    const luzon = (await gw.call('GET', '/wps/system/status')).json.value.info;
    expect(luzon.mainDomain).toBe('luzonplay.example');
    const saigon = (await gw.call('GET', '/wps/system/status', { merchant: 'saigon' })).json.value.info;
    expect(saigon.mainDomain).toBe('saigonstar.example');
  });
});

describe('the analytics of the status call', () => {
  it("reports the merchant's configured tag id, and nothing for a merchant without one", async () => {
    const emerald = gw.gw.tenants.get('emerald')!.config;
    const before = emerald.analytics;
    try {
      emerald.analytics = { googleTagId: 'G-EMERALD01' };
      const answer = await gw.call('GET', '/wps/system/status', { merchant: 'emerald' });
      expectContract('system-status', answer.json);
      expect(answer.json.value.info.analytics).toEqual({ googleTagId: 'G-EMERALD01' });
    } finally {
      emerald.analytics = before;
    }
    expect((await gw.call('GET', '/wps/system/status')).json.value.info.analytics).toEqual({});
  });
});

describe('the chat room (CBS_launchChat)', () => {
  it("opens the merchant's room with the member's account and language", async () => {
    const token = await gw.login('demo01', DEMO.luzon);
    const answer = await gw.call('GET', '/wps/relay/CBS_launchChat', { token, query: { language: 'TY' } });
    expectContract('chat-launch', answer.json);
    expect(answer.json.value.chatUrl).toBe('https://chat.luzonplay.example/room?member=demo01&lang=TY');
    // Without a language, the Language header's (the harness sends EN).
    const plain = await gw.call('GET', '/wps/relay/CBS_launchChat', { token });
    expect(new URL(plain.json.value.chatUrl).searchParams.get('lang')).toMatch(/^[A-Z]{2}$/);
  });

  it('refuses visitors, trial accounts, bad input and merchants without a room', async () => {
    expect((await gw.call('GET', '/wps/relay/CBS_launchChat')).status).toBe(401);
    const refused = await gw.call('GET', '/wps/relay/CBS_launchChat', { token: await gw.trialLogin() });
    expect(refused.json.errorCode).toBe('in_need_true_account');
    expectContract('chat-launch', refused.json);
    const token = await gw.login('demo01', DEMO.luzon);
    expect((await gw.call('GET', '/wps/relay/CBS_launchChat', { token, query: { language: 'english' } })).json.errorCode).toBe(
      'request.invalid',
    );
    const saigon = await gw.login('demo01', DEMO.saigon, 'saigon');
    const none = await gw.call('GET', '/wps/relay/CBS_launchChat', { token: saigon, merchant: 'saigon' });
    expect(none.json.errorCode).toBe('function.not.available');
  });
});
