// Password hashes: new ones at scrypt N=2^17 (OWASP's minimum), old ones still accepted at the cost
// they name, and hashed again at the current cost on the first login with the right password.
import { randomBytes, scryptSync } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordCost, verifyPassword } from '../../gateway/crypto/password.ts';
import { DEMO, makeGateway, type Client } from './harness.ts';

/** A hash the way the first gateway made them, at N=2^14. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedHash = (gw: Client, username: string) =>
  gw.gw.db
    .prepare('SELECT password_hash AS hash, password_changed_at AS changedAt FROM members WHERE merchant = ? AND username = ?')
    .get('luzon', username) as { hash: string; changedAt: number };

describe('password hashes', () => {
  it('are made at N=2^17, r=8, p=1 and checked at the cost they name', async () => {
    expect(passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword('Secret123');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('Secret124', hash)).toBe(false);
    const old = oldHash('Secret123');
    expect(await verifyPassword('Secret123', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuse a stored hash whose cost is out of bounds instead of spending unbounded memory', async () => {
    const huge = oldHash('Secret123').replace('$16384$', `$${2 ** 24}$`);
    expect(await verifyPassword('Secret123', huge)).toBe(false);
    expect(await verifyPassword('Secret123', 'md5$abc')).toBe(false);
  });

  it('refuse a cost setting that is not a whole exponent from 14 to 20, saying so', () => {
    const module = fileURLToPath(new URL('../../gateway/crypto/password.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(module)})`], {
      env: { ...process.env, GATEWAY_SCRYPT_LOG2N: '12' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('GATEWAY_SCRYPT_LOG2N must be a whole number from 14 to 20');
  });
});

// The other suites run at N=2^14 (vitest.config.ts): the production cost must not depend on that setting.
describe('the seed of an operator who sets no cost', () => {
  it('hashes the demo accounts at N=2^17', () => {
    const dir = mkdtempSync(join(tmpdir(), 'password-cost-'));
    try {
      const dbPath = join(dir, 'gateway.sqlite');
      const env: NodeJS.ProcessEnv = { ...process.env, GATEWAY_DB: dbPath };
      delete env['GATEWAY_SCRYPT_LOG2N'];
      const root = fileURLToPath(new URL('../../', import.meta.url));
      const run = spawnSync(process.execPath, ['gateway/cli.ts', 'seed'], { cwd: root, env, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const db = new DatabaseSync(dbPath);
      const costs = db.prepare("SELECT DISTINCT substr(password_hash, 1, 17) AS cost FROM members WHERE username = 'demo01'").all();
      db.close();
      expect(costs).toEqual([{ cost: 'scrypt$131072$8$1' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a login with a hash made at a lower cost', () => {
  let gw: Client;
  beforeAll(async () => {
    gw = await makeGateway();
  });

  it('succeeds and stores the password again at the current cost, keeping its age', async () => {
    gw.gw.db
      .prepare('UPDATE members SET password_hash = ? WHERE merchant = ? AND username = ?')
      .run(oldHash(DEMO.luzon), 'luzon', 'demo01');
    const before = storedHash(gw, 'demo01');
    const login = () =>
      gw.call('POST', '/wps/session/login', { encrypt: true, body: { username: 'demo01', password: DEMO.luzon, type: 'username' } });
    expect((await login()).json.success).toBe(true);
    const after = storedHash(gw, 'demo01');
    expect(after.hash.split('$')[1]).toBe('131072');
    expect(after.changedAt).toBe(before.changedAt);
    expect(await verifyPassword(DEMO.luzon, after.hash)).toBe(true);
    expect((await login()).json.success).toBe(true);
  });

  it('does not change the hash when the password is wrong', async () => {
    const old = oldHash(DEMO.luzon);
    gw.gw.db.prepare('UPDATE members SET password_hash = ? WHERE merchant = ? AND username = ?').run(old, 'luzon', 'down01');
    const wrong = await gw.call('POST', '/wps/session/login', {
      encrypt: true,
      body: { username: 'down01', password: 'Wrong12345', type: 'username' },
    });
    expect(wrong.json.errorCode).toBe('login.failed');
    expect(storedHash(gw, 'down01').hash).toBe(old);
  });
});
