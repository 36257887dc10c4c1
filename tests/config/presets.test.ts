// Layout presets (core/config/presets/<name>.json): partial configs applied beneath a brand and its
// layers, named by layout.preset in the brand or a layer; classic is the site as it was before them.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { PRESET_LAYER, readPreset, writerOf } from '../../core/config/layers.ts';
import { loadTenantFile } from '../../core/config/load.ts';
import { presetsDir } from '../../core/config/paths.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { loadTenantSchema, type SchemaNode } from '../../core/config/schema.ts';
import { copyTenants, editJson, writeTenants } from './fixtures.ts';

/** The schema's preset names. */
async function presetNames(): Promise<string[]> {
  const schema = await loadTenantSchema();
  const layout = (schema['properties'] as Record<string, SchemaNode>)['layout']!;
  return (layout['properties'] as Record<string, SchemaNode>)['preset']!['enum'] as string[];
}

/** The tenant schema with nothing required: what a partial config (a layer, a preset) is checked against. */
function partial(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(partial);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'required')
      .map(([key, value]) => [key, partial(value)]),
  );
}

describe('layout presets', () => {
  it('have a file for every preset the schema names, and no other', async () => {
    const files = (await readdir(presetsDir)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual((await presetNames()).sort());
  });

  it('are each a valid partial tenant config', async () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(partial(await loadTenantSchema()) as SchemaNode);
    for (const name of await presetNames()) {
      const value = JSON.parse(await readFile(join(presetsDir, `${name}.json`), 'utf8'));
      expect({ name, valid: validate(value), errors: validate.errors ?? null }).toEqual({ name, valid: true, errors: null });
    }
  });

  it('classic is the site as it was: naming it changes nothing but the name', async () => {
    const dir = await copyTenants();
    const before = await loadTenantFile(join(dir, 'emerald.json'));
    await editJson(join(dir, 'emerald.json'), (brand) => {
      brand['layout'] = { preset: 'classic' };
    });
    const after = await loadTenantFile(join(dir, 'emerald.json'));
    expect(after.problems).toEqual([]);
    const { layout, ...rest } = after.tenants[0]!.config;
    const { layout: layoutBefore, ...restBefore } = before.tenants[0]!.config;
    expect(rest).toEqual(restBefore);
    expect({ ...layout, preset: undefined }).toEqual({ ...layoutBefore, preset: undefined });
    expect(layout.lobby.sections.map((s) => s.kind)).toEqual(['banner', 'notices', 'jackpot', 'gameMenu', 'winners']);
    expect(layout.cards).toEqual({ shape: 'square', name: 'below', providerBadge: true });
  });

  it('apply beneath the brand: the preset sets what the brand leaves, the brand wins, provenance names the preset', async () => {
    const dir = await copyTenants();
    await editJson(join(dir, 'emerald.json'), (brand) => {
      brand['layout'] = { preset: 'casino', cards: { shape: 'landscape' } };
    });
    const { tenants, problems } = await loadTenantFile(join(dir, 'emerald.json'));
    expect(problems).toEqual([]);
    const tenant = tenants[0]!;
    expect(tenant.merged.layers.map((l) => l.name)).toEqual([`${PRESET_LAYER}casino`, 'defaults']);
    expect(tenant.config.layout.cards.shape).toBe('landscape');
    expect(tenant.config.layout.cards.name).toBe('overlay');
    expect(writerOf(tenant.merged, '/layout/cards/name', tenant.file)).toBe(join('core', 'config', 'presets', 'casino.json'));
    expect(writerOf(tenant.merged, '/layout/cards/shape', tenant.file)).toBe(tenant.file);
    expect(writerOf(tenant.merged, '/layout/preset', tenant.file)).toBe(tenant.file);
  });

  it('may be set by a family layer for its brands, and a brand may choose another', async () => {
    const dir = await copyTenants();
    await editJson(join(dir, 'layers', 'families', 'ph.json'), (layer) => {
      layer['layout'] = { preset: 'casino' };
    });
    await editJson(join(dir, 'visayas.json'), (brand) => {
      brand['layout'] = { preset: 'lottery' };
    });
    const [luzon, visayas] = await Promise.all(['luzon', 'visayas'].map((name) => loadTenantFile(join(dir, `${name}.json`))));
    expect(luzon!.problems).toEqual([]);
    expect(luzon!.tenants[0]!.merged.layers.map((l) => l.name)).toEqual([`${PRESET_LAYER}casino`, 'defaults', 'families/ph']);
    expect(luzon!.tenants[0]!.config.layout.cards.shape).toBe('portrait');
    expect(visayas!.problems).toEqual([]);
    expect(visayas!.tenants[0]!.merged.layers[0]!.name).toBe(`${PRESET_LAYER}lottery`);
    expect(visayas!.tenants[0]!.config.layout.cards.name).toBe('hidden');
  });

  it('an unknown preset is the schema’s problem, in the file that named it, naming the presets there are', async () => {
    const dir = await copyTenants();
    await editJson(join(dir, 'layers', 'defaults.json'), (layer) => {
      layer['layout'] = { preset: 'casnio' };
    });
    const { problems } = await loadTenantFile(join(dir, 'emerald.json'));
    expect(formatProblems(problems).split('\n').slice(0, 2)).toEqual([
      `${join(dir, 'layers', 'defaults.json')}#/layout/preset: "casnio" is not one of the allowed values (merged into ${join(dir, 'emerald.json')})`,
      '    hint: did you mean "casino"? allowed: casino, classic, lottery, sportsbook',
    ]);
  });

  it('refuse a preset file that names a preset or a merchant code', async () => {
    const { dir } = await writeTenants({
      'presets/odd.json': { layout: { preset: 'casino' } },
      'presets/code.json': { merchantCode: 'x' },
    });
    const odd = await readPreset('odd', join(dir, 'presets'), (p) => p);
    expect(odd && 'message' in odd && `${odd.pointer}: ${odd.message}`).toBe('/layout/preset: a preset cannot set /layout/preset');
    const code = await readPreset('code', join(dir, 'presets'), (p) => p);
    expect(code && 'message' in code && code.pointer).toBe('/merchantCode');
    expect(await readPreset('none', join(dir, 'presets'), (p) => p)).toBeUndefined();
  });
});
