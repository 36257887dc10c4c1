// The layer commands through the operator CLI: resolve, layers, lift, and new --family.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenantFile } from '../../core/config/load.ts';
import { createTenant } from '../../scripts/lib/new-tenant.ts';
import { copyTenants, demoConfig, writeTenants } from '../config/fixtures.ts';
import { runSite } from './run-site.ts';

const site = runSite;

/** Every file under a folder with its bytes: to show that a refused command wrote nothing. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return Object.fromEntries(
    await Promise.all(names.map(async (e) => [join(e.parentPath, e.name), await readFile(join(e.parentPath, e.name), 'utf8')] as const)),
  );
}

describe.concurrent('layer commands', () => {
  it('resolve prints the merged config; --explain says which file set each value and which it overrode', async () => {
    const resolved = await site('resolve', 'luzon');
    expect(resolved.code, resolved.err).toBe(0);
    const { $schema: _, ...standalone } = await demoConfig('luzon');
    expect(JSON.parse(resolved.out)).toEqual(standalone);

    const dir = await copyTenants();
    const brand = JSON.parse(await readFile(join(dir, 'visayas.json'), 'utf8'));
    await writeFile(join(dir, 'visayas.json'), JSON.stringify({ ...brand, timezone: 'Asia/Tokyo' }));
    const { code, out } = await site('resolve', join(dir, 'visayas.json'), '--explain');
    expect(code).toBe(0);
    const lines = out.split('\n');
    // The family's layout preset comes first, beneath the layers; its values name its file.
    expect(lines[0]).toBe(`${dir}/visayas.json: layers preset:casino → defaults → families/ph → the brand file`);
    expect(lines).toContain('/layout/cards/shape = "portrait"  ← core/config/presets/casino.json');
    expect(lines).toContain(`/layout/preset = "casino"  ← ${dir}/layers/families/ph.json`);
    expect(lines).toContain(`/currency/code = "PHP"  ← ${dir}/layers/families/ph.json`);
    expect(lines).toContain(`/gateway/baseUrl = ""  ← ${dir}/layers/defaults.json`);
    expect(lines).toContain(`/timezone = "Asia/Tokyo"  ← ${dir}/visayas.json (over ${dir}/layers/families/ph.json)`);
    expect(lines).toContain(`/brand/name = "Visayas Win"  ← ${dir}/visayas.json`);

    const json = JSON.parse((await site('resolve', 'luzon', '--explain', '--defaults', '--json')).out);
    expect(json.layers).toEqual([
      { name: 'preset:casino', file: 'core/config/presets/casino.json' },
      { name: 'defaults', file: 'tenants/layers/defaults.json' },
      { name: 'families/ph', file: 'tenants/layers/families/ph.json' },
    ]);
    expect(json.explain).toContainEqual({ pointer: '/gateway/contentHosts', value: [], from: 'schema default', overrode: [] });
  });

  it('layers lists every layer, what extends it and the brands it reaches', async () => {
    const { code, out } = await site('layers');
    expect(code).toBe(0);
    expect(out).toContain(
      'defaults  (tenants/layers/defaults.json)\n  extended by: emerald, layer families/ph, saigon\n  reaches 4 brands: emerald, luzon, saigon, visayas',
    );
    expect(out).toContain(
      'families/ph  (tenants/layers/families/ph.json)\n  extended by: luzon, visayas\n  reaches 2 brands: luzon, visayas',
    );
  });

  it('lift moves what hand-copied brands share into a layer, and every merged config stays byte-identical', async () => {
    // Two standalone configs, as an operator without layers keeps them.
    const { dir, paths } = await writeTenants({ 'luzon.json': await demoConfig('luzon'), 'visayas.json': await demoConfig('visayas') });
    const before = await Promise.all(['luzon', 'visayas'].map(async (m) => (await site('resolve', paths[`${m}.json`]!)).out));
    const sizes = await Promise.all(['luzon', 'visayas'].map(async (m) => (await readFile(paths[`${m}.json`]!, 'utf8')).length));

    const lifted = await site('lift', 'families/ph', paths['luzon.json']!, paths['visayas.json']!);
    expect(lifted.code, lifted.err).toBe(0);
    expect(lifted.out).toMatch(/^created .*layers\/families\/ph\.json with \d+ values 2 brands shared/);
    const after = await Promise.all(['luzon', 'visayas'].map(async (m) => (await site('resolve', paths[`${m}.json`]!)).out));
    expect(after).toEqual(before);
    const luzon = JSON.parse(await readFile(paths['luzon.json']!, 'utf8'));
    expect(luzon.extends).toEqual(['families/ph']);
    expect(luzon.currency).toBeUndefined();
    expect(luzon.brand.name).toBe('Luzon Play');
    expect((await readFile(paths['luzon.json']!, 'utf8')).length).toBeLessThan(sizes[0]! * 0.7);
    const layer = JSON.parse(await readFile(join(dir, 'layers', 'families', 'ph.json'), 'utf8'));
    expect(layer.currency).toEqual({ code: 'PHP', symbol: '₱', decimals: 2 });
    expect(layer.merchantCode).toBeUndefined();

    // Lifting again over brands that now share nothing more writes nothing.
    const again = await site('lift', 'families/more', paths['luzon.json']!, paths['visayas.json']!);
    expect(again.out).toContain('these brands share no value that can be lifted: nothing was written');
  });

  it('lift refuses bad input with one line and exit 2, writing nothing', async () => {
    const dir = await copyTenants();
    const files = await snapshot(dir);
    const cases: Array<[string[], RegExp]> = [
      [['lift', '../outside', join(dir, 'luzon.json'), join(dir, 'visayas.json')], /"\.\.\/outside" is not a layer name/],
      [['lift', 'families/ph', join(dir, 'luzon.json'), join(dir, 'visayas.json')], /layers\/families\/ph\.json already exists/],
      [['lift', 'families/x', join(dir, 'luzon.json')], /name at least two brands/],
      [['lift', 'families/x', 'luzon', 'nope'], /no merchant "nope"/],
    ];
    for (const [args, message] of cases) {
      const { code, err } = await site(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).toMatch(message);
    }
    expect(await snapshot(dir)).toEqual(files);
  });

  it('validate names a missing layer, a cycle and a locked field with exit 1', async () => {
    const dir = await copyTenants();
    const brand = JSON.parse(await readFile(join(dir, 'visayas.json'), 'utf8'));
    await writeFile(join(dir, 'visayas.json'), JSON.stringify({ ...brand, extends: ['families/phl'] }));
    await writeFile(join(dir, 'layers', 'defaults.json'), JSON.stringify({ extends: ['families/ph'] }));
    const { code, err } = await site('validate', join(dir, 'visayas.json'), join(dir, 'luzon.json'));
    expect(code).toBe(1);
    expect(err).toContain(`${dir}/layers/families/phl.json#/: no layer "families/phl"\n    hint: did you mean "families/ph"?`);
    expect(err).toContain(
      `${dir}/layers/defaults.json#/extends/0: layers extend each other in a cycle: ${dir}/luzon.json → families/ph → defaults → families/ph`,
    );
  });

  it('new --family writes only the brand’s own fields, and the brand merges to a valid config', async () => {
    const dir = await copyTenants();
    const made = await createTenant('mindoro', 'luzon', dir, { name: 'Mindoro Bet', primary: '#22c55e' }, 'families/ph');
    const file = JSON.parse(await readFile(made.file, 'utf8'));
    expect(file.extends).toEqual(['families/ph']);
    expect(Object.keys(file)).not.toContain('currency');
    expect(Object.keys(file)).not.toContain('legal');
    expect(file.brand.name).toBe('Mindoro Bet');
    const { tenants, problems } = await loadTenantFile(made.file);
    expect(problems).toEqual([]);
    expect(tenants[0]!.config.currency.code).toBe('PHP');
    // The family's help centre is not copied, nor marked as copied.
    expect(file.content?.helpCenter).toBeUndefined();
    expect(made.kept).toContain("currency PHP (₱) is layer families/ph's: --currency <code>");
  });
});
