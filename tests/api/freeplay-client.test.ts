import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/api/errors.ts';
import { memberInfo, sessionLoginFreeplay } from '../../contract/generated/calls.ts';
import { pageClient } from './page-client.ts';

const freePlay = { headers: { 'X-Gateway-Version': '3' }, randomEncryptionHeader: true };

describe('free-play login through the client', () => {
  it('rsa-des: sends the version header and an Encryption header of a random string, with a plain body', async () => {
    const { client, state } = await pageClient('luzon');
    const login = await client.call(sessionLoginFreeplay, { os: 'web', platform: 'W' }, freePlay);
    const sent = state.requests.find((r) => r.url.endsWith('/wps/session/login/freeplay'))!;
    expect(sent.headers.get('X-Gateway-Version')).toBe('3');
    expect(sent.headers.get('Encryption')).toMatch(/^[0-9a-f ]+$/);
    expect(JSON.parse(await sent.text())).toEqual({ os: 'web', platform: 'W' });
    state.token = login.token;
    expect((await client.call(memberInfo, {})).type).toBe(4);
  });

  it('is refused without the headers the contract asks for', async () => {
    const { client } = await pageClient('luzon');
    await expect(client.call(sessionLoginFreeplay, { platform: 'W' })).rejects.toBeInstanceOf(GatewayError);
    await expect(client.call(sessionLoginFreeplay, { platform: 'W' }, { headers: { 'X-Gateway-Version': '3' } })).rejects.toMatchObject({
      errorCode: 'encryption.required',
    });
  });

  it('merchants without encryption send no Encryption header', async () => {
    const { client, state } = await pageClient('emerald');
    await client.call(sessionLoginFreeplay, { platform: 'W' }, freePlay);
    expect(state.requests.at(-1)!.headers.get('Encryption')).toBeNull();
  });
});
