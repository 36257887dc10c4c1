// The database does not grow forever, and a client that never finishes a request is cut off.
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/constants.ts';
import { startGateway } from '../../gateway/main.ts';
import { prune } from '../../gateway/store/prune.ts';
import { DEMO, makeGateway, scratchDatabase } from './harness.ts';

const { dir } = scratchDatabase('gateway-prune-');

const count = (db: { prepare: (sql: string) => { get: () => unknown } }, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('pruning', () => {
  it('deletes sessions, codes, captchas and throttle counts that can no longer matter, and nothing else', async () => {
    const gw = await makeGateway();
    const db = gw.gw.db;
    const old = await gw.login('demo01', DEMO.luzon, 'luzon', '10.20.0.1');
    await gw.call('GET', '/wps/captcha', { ip: '10.20.0.1' });
    await gw.call('POST', '/wps/verification/sms/noLogin', { ip: '10.20.0.1', body: { mobileNum: '9000000001' } });
    await gw.call('POST', '/wps/session/login', { ip: '10.20.0.1', encrypt: true, body: { username: 'demo01', password: 'wrong' } });
    await gw.call('POST', '/wps/member/password/email', {
      ip: '10.20.0.1',
      rawBody: 'username=demo01&email=demo01%40luzon.example',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    for (const table of ['sessions', 'captchas', 'sms_codes', 'sms_sends', 'login_failures', 'throttle_hits', 'reset_tokens'])
      expect(count(db, table), table).toBeGreaterThan(0);
    expect(Object.values(prune(db, gw.gw.clock())).reduce((a, b) => a + b, 0)).toBe(0);

    gw.clock.advance(LIMITS.sessionAbsoluteMs + 1);
    const fresh = await gw.login('agent01', DEMO.luzon, 'luzon', '10.20.0.2');
    const removed = prune(db, gw.gw.clock());
    expect(removed).toMatchObject({ captchas: 1, sms_codes: 1, sms_sends: 1, reset_tokens: 1 });
    expect(removed['sessions']).toBeGreaterThan(0);
    for (const table of ['captchas', 'sms_codes', 'sms_sends', 'login_failures', 'throttle_hits', 'reset_tokens'])
      expect(count(db, table), table).toBe(0);
    // The live session stays and works; the dead one is gone.
    expect((await gw.call('GET', '/wps/member/info', { token: fresh })).json.success).toBe(true);
    expect((await gw.call('GET', '/wps/member/info', { token: old })).status).toBe(401);
    expect(count(db, 'members')).toBeGreaterThan(0);
  });
});

describe('request timeouts', () => {
  it('answers a request that never finishes with 408 and closes it', async () => {
    const gateway = await startGateway({ PORT: '0', GATEWAY_DB: join(dir, 'timeouts.sqlite'), GATEWAY_REQUEST_TIMEOUT_MS: '500' });
    try {
      const answer = await new Promise<string>((done, fail) => {
        const socket = connect(gateway.port, '127.0.0.1', () =>
          socket.write('POST /wps/session/login HTTP/1.1\r\nHost: x\r\nMerchant: luzon\r\nContent-Length: 100\r\n\r\n{"username"'),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => done(received));
        socket.on('error', fail);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await gateway.close();
    }
  });
});
