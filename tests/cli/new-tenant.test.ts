import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../../scripts/lib/new-tenant.ts';
import { loadTenantFile } from '../../src/config/load.ts';
import { demoConfig, writeTenants } from '../config/fixtures.ts';

describe('new merchant from an existing one', () => {
  it('writes a valid config with its own code, name, site and assets', async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const { file } = await createTenant('mybrand', 'luzon', dir);
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

  it("carries none of the old brand's names, in the config or its assets, and says what is left to provide", async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const { file, todo } = await createTenant('mybrand', 'luzon', dir);
    const text = await readFile(file, 'utf8');
    expect(text.match(/.{0,30}luzon.{0,30}/gi)).toBeNull();
    const config = JSON.parse(text);
    expect(config.content.seo.EN.title).toBe('Mybrand — online casino and cockfight');
    expect(config.banners.w_login[0].alt.EN).toBe('Mybrand: play safe, win big');
    expect(config.support.social[0].url).toBe('https://facebook.com/mybrand');
    expect(config.content.helpCenter.EN[0].markdown).toContain('By using **Mybrand**');
    for (const asset of await readdir(join(dir, 'assets', 'mybrand'))) {
      expect(await readFile(join(dir, 'assets', 'mybrand', asset), 'utf8'), asset).not.toMatch(/luzon/i);
    }
    // The logo and favicon show the new initial.
    expect(await readFile(join(dir, 'assets', 'mybrand', 'favicon.svg'), 'utf8')).toContain('>M</text>');
    expect(todo.join('\n')).toMatch(/logo and favicon.*replace them/);
    expect(todo.join('\n')).toMatch(/banner images/);
    expect(todo.join('\n')).toMatch(/set the real domains/);
  });

  it('keeps a new code that contains the old one intact', async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const { file } = await createTenant('luzon-two', 'luzon', dir);
    const config = JSON.parse(await readFile(file, 'utf8'));
    expect(config.brand.name).toBe('Luzon Two');
    expect(config.banners.w_login[0].image).toBe('assets/luzon-two/banner-login-1.svg');
    expect(config.support.social[0].url).toBe('https://facebook.com/luzontwo');
    expect((await loadTenantFile(file)).problems).toEqual([]);
  });
});
