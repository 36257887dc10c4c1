// The end-to-end run serves its fixture merchants too (GATEWAY_EXTRA_TENANTS), and its tests switch
// system status with the CLI on the running gateway's database file: both are checked here.
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { createGateway } from '../../gateway/server.ts';
import { openDatabase } from '../../gateway/store/db.ts';
import { loadAllTenants } from '../../gateway/tenants.ts';
import { projectRoot } from '../../core/config/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'gateway-extra-'));
const file = join(dir, 'gateway.sqlite');
const env = {
  ...process.env,
  GATEWAY_DB: file,
  GATEWAY_EXTRA_TENANTS: [join(projectRoot, 'tests', 'fixtures', 'tenants', 'mirage.json')].join(delimiter),
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('extra tenants and status switched beside a running gateway', () => {
  it('serves the listed fixture merchants besides tenants/', async () => {
    const codes = (await loadAllTenants(env)).map((t) => t.config.merchantCode);
    expect(codes).toEqual(expect.arrayContaining(['emerald', 'luzon', 'saigon', 'mirage']));
    expect((await loadAllTenants({})).map((t) => t.config.merchantCode)).not.toContain('mirage');
  });

  it('sees a status the CLI sets in its database file on the next call', async () => {
    const db = openDatabase(file);
    const { app } = createGateway({ db, tenants: await loadAllTenants(env) });
    const status = async () =>
      (
        (await (await app.request('/wps/system/status', { headers: { Merchant: 'mirage' } })).json()) as {
          value: { maintenance: boolean; regionRestriction: boolean };
        }
      ).value;
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
    await promisify(execFile)(process.execPath, ['gateway/cli.ts', 'status', 'maintenance', '--merchant', 'mirage'], { env });
    expect((await status()).maintenance).toBe(true);
    await promisify(execFile)(process.execPath, ['gateway/cli.ts', 'status', 'normal', '--merchant', 'mirage'], { env });
    expect((await status()).maintenance).toBe(false);
    db.close();
  });
});
