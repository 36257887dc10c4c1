import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DEMO, makeGateway, scratchDatabase } from './harness.ts';

const { dir } = scratchDatabase('gateway-');

describe('persistence', () => {
  it('keeps accounts, sessions, favourites and the RSA key across a restart', async () => {
    const path = join(dir, 'gateway.sqlite');
    const first = await makeGateway(path);
    const modulus = (await first.call('GET', '/wps/session/key/rsa')).json.value;
    const reg = await first.call('PUT', '/wps/member/register', {
      encrypt: true,
      body: {
        username: 'keeper01',
        password: 'Keep1234',
        confirmPassword: 'Keep1234',
        payeeName: 'Kee Per',
        birthday: '1990-01-01',
        ageConfirmed: true,
      },
    });
    const token = reg.json.value.token as string;
    await first.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 1001 } });
    const games = (first.gw.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
    first.gw.db.close();

    const second = await makeGateway(path);
    expect((second.gw.db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    expect((await second.call('GET', '/wps/session/key/rsa')).json.value).toBe(modulus);
    expect((second.gw.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBe(games);
    expect((await second.call('GET', '/wps/member/info', { token })).json.value.account).toBe('keeper01');
    expect((await second.call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).json.value.list).toEqual([1001]);
    // An encrypted login made with the old modulus still works.
    await second.login('keeper01', 'Keep1234');
    await second.login('demo01', DEMO.luzon);
    second.gw.db.close();
  });
});
