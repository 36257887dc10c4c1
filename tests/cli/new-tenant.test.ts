import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../../scripts/lib/new-tenant.ts';
import { loadTenantFile } from '../../src/config/load.ts';
import { demoConfig, writeTenants } from '../config/fixtures.ts';

describe('new merchant from an existing one', () => {
  it('writes a valid config with its own code, name, site and assets', async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const file = await createTenant('mybrand', 'luzon', dir);
    const { tenants, problems } = await loadTenantFile(file);
    expect(problems).toEqual([]);
    const config = tenants[0]!.config;
    expect(config.merchantCode).toBe('mybrand');
    expect(config.brand.name).toBe('Mybrand');
    expect(config.brand.logo).toBe('assets/mybrand/logo.svg');
    expect(config.site.url).toBe('https://mybrand.example');
    expect(await readdir(join(dir, 'assets', 'mybrand'))).toContain('logo.svg');
    // The source is left as it was.
    expect(JSON.parse(await readFile(join(dir, 'luzon.json'), 'utf8')).merchantCode).toBe('luzon');
    expect((await readdir(dir)).filter((n) => n.includes('.tmp'))).toEqual([]);
  });
});
