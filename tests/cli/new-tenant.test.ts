import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandOptionError, createTenant, NewTenantInvalid, type BrandOptions } from '../../scripts/lib/new-tenant.ts';
import { contrastRatio } from '../../core/config/contrast.ts';
import { loadTenantFile } from '../../core/config/load.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { demoConfig, writeTenants } from '../config/fixtures.ts';
import { runSite } from './run-site.ts';

/** A logo file of the operator's, outside the tenants folder. */
async function logoFile(name = 'brand.png'): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'skinforge-logo-')), name);
  await writeFile(path, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  return path;
}

/** Everything in a tenants folder, to show that nothing was added. */
const listing = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

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
    expect(config.legal.licence.text.EN).toBe('A licensed online gaming operator in the Philippines.');
    for (const asset of await readdir(join(dir, 'assets', 'mybrand'))) {
      expect(await readFile(join(dir, 'assets', 'mybrand', asset), 'utf8'), asset).not.toMatch(/luzon/i);
    }
    // The logo and favicon show the new initial.
    expect(await readFile(join(dir, 'assets', 'mybrand', 'favicon.svg'), 'utf8')).toContain('>M</text>');
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

describe('new merchant with its own brand', () => {
  it('sets the name, primary colour, logo, languages and currency, and validates', async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const logo = await logoFile();
    const options: BrandOptions = { name: 'Star Bet', primary: '#1D4ED8', logo, languages: 'en, ja', currency: 'USD' };
    const { file, kept, chosen, todo } = await createTenant('starbet', 'luzon', dir, options);
    const { tenants, problems } = await loadTenantFile(file);
    expect(problems).toEqual([]);
    const config = tenants[0]!.config;
    expect(config.brand.name).toBe('Star Bet');
    expect(config.content.seo!['EN']!.title).toBe('Star Bet — online casino and cockfight');
    expect(config.brand.theme.primary).toBe('#1d4ed8');
    // luzon's dark text does not read on a dark blue: the text colour follows, and says so.
    expect(contrastRatio(config.brand.theme.onPrimary, '#1d4ed8')).toBeGreaterThanOrEqual(4.5);
    expect(chosen.join('\n')).toMatch(/onPrimary #ffffff: luzon's #111827 does not read on #1d4ed8/);
    expect(config.brand.logo).toBe('assets/starbet/logo.png');
    expect(await readFile(join(dir, 'assets', 'starbet', 'logo.png'))).toEqual(await readFile(logo));
    // The copied artwork is gone, not left beside the new logo.
    expect(existsSync(join(dir, 'assets', 'starbet', 'logo.svg'))).toBe(false);
    expect(config.languages).toEqual({ default: 'EN', offered: ['EN', 'JA'] });
    expect(Object.keys(config.content.helpCenter)).toEqual(['EN']);
    expect(config.currency).toEqual({ code: 'USD', symbol: '$', decimals: 2 });
    expect(todo.join('\n')).toMatch(/limits and fees are luzon's amounts in PHP: set them in USD/);
    const still = kept.join('\n');
    for (const option of ['--name', '--primary', '--logo', '--languages', '--currency']) expect(still).not.toContain(option);
    expect(still).toMatch(/brand.favicon is luzon's artwork/);
  });

  it("without options, says which brand fields are still the source's, and marks its help texts as copied", async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const { file, kept } = await createTenant('mybrand', 'luzon', dir);
    const still = kept.join('\n');
    expect(still).toMatch(/brand.name "Mybrand" is made from the code: --name/);
    expect(still).toMatch(/brand.theme.primary #fbbf24 is luzon's: --primary/);
    expect(still).toMatch(/brand.theme's accent, background, surface, text, mutedText, border are luzon's/);
    expect(still).toMatch(/brand.logo and brand.favicon are luzon's artwork with the new initial: --logo/);
    expect(still).toMatch(/languages TY, EN \(default TY\) are luzon's: --languages/);
    expect(still).toMatch(/currency PHP \(₱\) is luzon's: --currency/);
    expect(still).toMatch(/layout preset casino is luzon's: --preset/);
    const config = JSON.parse(await readFile(file, 'utf8'));
    for (const lang of ['TY', 'EN'])
      for (const article of config.content.helpCenter[lang])
        expect(article.markdown).toMatch(/^> \*\*Copied from another merchant's help centre/);
  });

  it("gives a new default language the old default's texts to translate", async () => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const { file, todo } = await createTenant('mybrand', 'luzon', dir, { languages: 'JA' });
    const config = (await loadTenantFile(file)).tenants[0]!.config;
    expect(config.content.seo!['JA']!.title).toBe('Mybrand — online casino at sabong');
    expect(Object.keys(config.content.helpCenter)).toEqual(['JA']);
    expect(todo.join('\n')).toMatch(/content.seo.JA is the TY text: translate it/);
  });

  it.each([
    [{ primary: 'blue' }, /^--primary "blue" is not a colour as #rrggbb/],
    [{ primary: '#12345' }, /^--primary "#12345" is not a colour/],
    [{ logo: '/nonexistent/logo.png' }, /^--logo \/nonexistent\/logo.png: no such file$/],
    [{ languages: 'EN,XX' }, /^--languages: "XX" is not a language code \(known: EN, TY, /],
    [{ languages: 'EN,en' }, /names a language twice/],
    [{ currency: 'pesos' }, /^--currency "pesos" is not an ISO 4217 currency code/],
    [{ currency: 'XYZ' }, /^--currency "XYZ" is not an ISO 4217/],
    [{ name: ' ' }, /^--name " ": give the brand's name, 1 to 40 characters/],
  ] as Array<[BrandOptions, RegExp]>)('refuses %j and writes nothing', async (options, message) => {
    const { dir } = await writeTenants({ 'luzon.json': await demoConfig('luzon') });
    const before = await listing(dir);
    const error = await createTenant('mybrand', 'luzon', dir, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandOptionError);
    expect((error as Error).message).toMatch(message);
    expect(await listing(dir)).toEqual(before);
  });

  it('--preset: the new brand names the layout preset, and none of the source’s layout comes with it', async () => {
    const { dir } = await writeTenants({ 'saigon.json': await demoConfig('saigon') });
    const { file, chosen } = await createTenant('mybrand', 'saigon', dir, { preset: 'casino' });
    expect(JSON.parse(await readFile(file, 'utf8')).layout).toEqual({ preset: 'casino' });
    expect(chosen.join('\n')).toMatch(/layout.preset casino/);
    const { tenants, problems } = await loadTenantFile(file);
    expect(problems).toEqual([]);
    expect(tenants[0]!.config.layout.cards.shape).toBe('portrait');
    expect(tenants[0]!.merged.layers[0]!.name).toBe('preset:casino');
    await expect(createTenant('other', 'saigon', dir, { preset: 'bingo' })).rejects.toThrow(
      '--preset "bingo" is not a layout preset (presets: classic, casino, sportsbook, lottery)',
    );
  });

  it('writes nothing when the new config would not validate', async () => {
    // A deposit limit JPY cannot hold (no decimal places): the validator refuses the staged config.
    const luzon = await demoConfig('luzon');
    luzon['wallet'].deposit.channels[0].min = 100.5;
    const { dir } = await writeTenants({ 'luzon.json': luzon });
    const before = await listing(dir);
    const error = await createTenant('mybrand', 'luzon', dir, { currency: 'JPY' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewTenantInvalid);
    expect((error as NewTenantInvalid).problems[0]!.message).toMatch(/100.5 has more decimal places than JPY \(0\)/);
    expect(await listing(dir)).toEqual(before);
  });

  it('the CLI: a bad option is one error line and exit 2, and tenants/ is left as it was', async () => {
    const before = await listing(tenantsDir);
    const { code, err } = await runSite('new', 'brandx', '--from', 'luzon', '--primary', 'blue');
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toEqual([
      'error: --primary "blue" is not a colour as #rrggbb (e.g. #1d4ed8) (see npm run site -- new --help)',
    ]);
    expect(await listing(tenantsDir)).toEqual(before);
  });
});
