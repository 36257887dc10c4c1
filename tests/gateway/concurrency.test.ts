import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});

const user = (username: string) => ({ username, password: 'Race1234', confirmPassword: 'Race1234', email: `${username}@example.com` });
const register = (username: string) =>
  gw.call('PUT', '/wps/member/register', {
    merchant: 'emerald',
    body: { ...user(username), password: 'Race1234!', confirmPassword: 'Race1234!', ageConfirmed: true },
  });

describe('concurrency', () => {
  it('parallel registrations of one name make exactly one account', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => register('racer')));
    expect(answers.filter((a) => a.json.success)).toHaveLength(1);
    expect(answers.filter((a) => a.json.errorCode === 'register.username.taken')).toHaveLength(11);
    expect((gw.gw.db.prepare("SELECT COUNT(*) AS n FROM members WHERE username_key = 'racer'").get() as { n: number }).n).toBe(1);
  });

  it('parallel registrations of different names all land', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `runner${i}`);
    const answers = await Promise.all(names.map(register));
    expect(answers.every((a) => a.json.success)).toBe(true);
    expect(new Set(answers.map((a) => a.json.value.id)).size).toBe(12);
    expect((gw.gw.db.prepare("SELECT COUNT(*) AS n FROM members WHERE username LIKE 'runner%'").get() as { n: number }).n).toBe(12);
  });

  it('parallel favourite toggles lose no write and make no duplicate', async () => {
    const token = await gw.login('demo01', 'Demo1234!', 'emerald');
    const ids = (
      gw.gw.db.prepare("SELECT node_id AS id FROM games WHERE vendor = 'PG' ORDER BY node_id LIMIT 40").all() as Array<{ id: number }>
    ).map((r) => r.id);
    const add = (nodeId: number) => gw.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { merchant: 'emerald', token, body: { nodeId } });
    const remove = (nodeId: number) =>
      gw.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { merchant: 'emerald', token, body: { nodeId } });
    // Every id added three times at once; then every odd one removed twice at once.
    await Promise.all(ids.flatMap((id) => [add(id), add(id), add(id)]));
    await Promise.all(ids.filter((_, i) => i % 2).flatMap((id) => [remove(id), remove(id)]));
    const list = (await gw.call('GET', '/wps/relay/MCSFE_getFavoriteGames', { merchant: 'emerald', token })).json.value.list as number[];
    expect(new Set(list).size).toBe(list.length);
    expect([...list].sort((a, b) => a - b)).toEqual(ids.filter((_, i) => i % 2 === 0));
  });
});
