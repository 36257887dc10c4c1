// Layered configs as validate sees them: every problem in the file its value came from.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { readBrandFiles } from '../../scripts/lib/brand-files.ts';
import { layerUses } from '../../scripts/site/layers.ts';
import { copyTenants, demoConfig, editJson } from './fixtures.ts';

describe('layered demo merchants', () => {
  it('merge to what their files say: luzon takes the family and the defaults, its own fields last', async () => {
    const { tenants, problems } = await loadTenants(await listTenantFiles());
    expect(problems).toEqual([]);
    const luzon = tenants.find((t) => t.config.merchantCode === 'luzon')!;
    // The family's layout preset first, beneath every layer (core/config/presets/casino.json).
    expect(luzon.merged.layers.map((l) => l.name)).toEqual(['preset:casino', 'defaults', 'families/ph']);
    expect(luzon.config.currency.code).toBe('PHP');
    expect(luzon.config.brand.name).toBe('Luzon Play');
    // The family's help centre, shared by its two brands.
    const visayas = tenants.find((t) => t.config.merchantCode === 'visayas')!;
    expect(visayas.config.content.helpCenter).toEqual(luzon.config.content.helpCenter);
    expect((await demoConfig('luzon'))['merchantCode']).toBe('luzon');
  });

  it('report a bad value set by a layer in the layer, at its pointer, once for every brand it reached', async () => {
    const dir = await copyTenants();
    await editJson(join(dir, 'layers', 'families', 'ph.json'), (layer) => {
      layer['currency'].code = 'pesos';
    });
    const { problems } = await loadTenants([join(dir, 'luzon.json'), join(dir, 'visayas.json'), join(dir, 'saigon.json')]);
    expect(problems.map((p) => ({ file: p.file.slice(dir.length + 1), pointer: p.pointer, via: p.via?.slice(dir.length + 1) }))).toEqual([
      { file: 'layers/families/ph.json', pointer: '/currency/code', via: 'luzon.json' },
      // The checks beside the schema's wait for the schema's problems to be fixed, as in a brand file.
      { file: 'luzon.json', pointer: '', via: undefined },
      { file: 'layers/families/ph.json', pointer: '/currency/code', via: 'visayas.json' },
      { file: 'visayas.json', pointer: '', via: undefined },
    ]);
    const text = formatProblems(problems);
    expect(text.split('\n')[0]).toBe(
      `${dir}/layers/families/ph.json#/currency/code: "pesos" does not have the expected form (merged into ${dir}/luzon.json, ${dir}/visayas.json)`,
    );
    expect(text.split('\n')[1]).toMatch(/^ {4}hint: .*ISO 4217/);
  });

  it('refuse a brand that sets a field its family locked, naming both files', async () => {
    const dir = await copyTenants();
    await editJson(join(dir, 'visayas.json'), (brand) => {
      brand['legal'] = { minimumAge: 18 };
    });
    const { problems } = await loadTenants([join(dir, 'visayas.json')]);
    expect(formatProblems(problems)).toBe(
      `${dir}/visayas.json#/legal/minimumAge: /legal is locked by layer families/ph (${dir}/layers/families/ph.json)\n` +
        `    hint: remove it from ${dir}/visayas.json: the layer sets it for every brand that extends it`,
    );
  });

  it('move the checks beside the schema too: a default language the family does not offer is the family’s', async () => {
    const dir = await copyTenants();
    await editJson(join(dir, 'layers', 'families', 'ph.json'), (layer) => {
      layer['languages'].default = 'VI';
    });
    const { problems } = await loadTenants([join(dir, 'luzon.json')]);
    expect(problems.map((p) => `${p.file.slice(dir.length + 1)}#${p.pointer}: ${p.message}`)).toEqual([
      'layers/families/ph.json#/languages/default: default language VI is not in languages.offered',
      // luzon's own SEO texts have no VI entry: the brand's to add.
      'luzon.json#/content/seo: no SEO title and description for the default language VI',
    ]);
  });

  it('name the layers no brand extends', async () => {
    const dir = await copyTenants();
    await writeFile(join(dir, 'layers', 'families', 'vn.json'), '{ "currency": { "code": "VND" } }');
    const uses = await layerUses(await readBrandFiles(await listTenantFiles(dir)), dir);
    expect(uses.map((u) => [u.name, u.brands])).toEqual([
      ['defaults', ['emerald', 'luzon', 'saigon', 'visayas']],
      ['families/ph', ['luzon', 'visayas']],
      ['families/vn', []],
    ]);
    expect(uses.find((u) => u.name === 'defaults')!.extendedBy).toEqual(['emerald', 'layer families/ph', 'saigon']);
  });
});
