import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateProblems, type Merged, mergeLayers, writerOf } from './layers.ts';
import type { Problem } from './problems.ts';

/** A tenants folder with these layers (name → content, or raw text), and a brand file path in it. */
async function fleet(layers: Record<string, unknown>): Promise<{ brandPath: string; shown: (path: string) => string }> {
  const dir = await mkdtemp(join(tmpdir(), 'skinforge-layers-'));
  for (const [name, content] of Object.entries(layers)) {
    const path = join(dir, 'layers', `${name}.json`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return { brandPath: join(dir, 'brand.json'), shown: (path) => path.slice(dir.length + 1) };
}

async function merge(layers: Record<string, unknown>, brand: unknown): Promise<Merged> {
  const { brandPath, shown } = await fleet(layers);
  const result = await mergeLayers(brand, 'brand.json', brandPath, shown);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.merged;
}

async function problems(layers: Record<string, unknown>, brand: unknown): Promise<Problem[]> {
  const { brandPath, shown } = await fleet(layers);
  const result = await mergeLayers(brand, 'brand.json', brandPath, shown);
  if (!('problems' in result)) throw new Error('expected problems, got a merged config');
  return result.problems;
}

describe('mergeLayers', () => {
  it('applies the layers in order, the brand last: objects merge, arrays and scalars replace, null removes', async () => {
    const merged = await merge(
      {
        defaults: { wallet: { min: 100, max: 5000, fees: [1] }, features: { chat: true }, timezone: 'UTC' },
        'families/ph': { extends: ['defaults'], wallet: { max: 9000, fees: [2, 3] }, timezone: 'Asia/Manila' },
      },
      { extends: ['families/ph'], merchantCode: 'a', wallet: { min: 200 }, features: null },
    );
    expect(merged.config).toEqual({ wallet: { min: 200, max: 9000, fees: [2, 3] }, timezone: 'Asia/Manila', merchantCode: 'a' });
    expect(merged.layers.map((l) => l.name)).toEqual(['defaults', 'families/ph']);
  });

  it('applies a layer two others extend once, before both (a later layer is not undone by it)', async () => {
    const merged = await merge(
      { base: { a: 1, b: 1 }, x: { extends: ['base'], a: 2 }, y: { extends: ['base'], b: 3 } },
      { extends: ['x', 'y'] },
    );
    expect(merged.layers.map((l) => l.name)).toEqual(['base', 'x', 'y']);
    expect(merged.config).toEqual({ a: 2, b: 3 });
  });

  it('remembers who set each value and whom it overrode', async () => {
    const merged = await merge(
      { defaults: { brand: { font: 'serif', theme: { radius: 8 } } }, fam: { extends: ['defaults'], brand: { font: 'sans' } } },
      { extends: ['fam'], brand: { name: 'B' } },
    );
    expect(merged.writers.get('/brand/font')).toEqual(['layers/defaults.json', 'layers/fam.json']);
    expect(writerOf(merged, '/brand/theme/radius', 'brand.json')).toBe('layers/defaults.json');
    expect(writerOf(merged, '/brand/name', 'brand.json')).toBe('brand.json');
    expect(writerOf(merged, '', 'brand.json')).toBe('brand.json');
  });

  it('moves a problem to the layer that set the value, naming the brand it was merged into', async () => {
    const merged = await merge({ fam: { currency: { code: 'XX' } } }, { extends: ['fam'], brand: { name: 'B' } });
    const located = locateProblems(
      [
        { file: 'brand.json', pointer: '/currency/code', message: 'bad code' },
        { file: 'brand.json', pointer: '/brand/name', message: 'too long' },
      ],
      merged,
      'brand.json',
    );
    expect(located).toEqual([
      { file: 'layers/fam.json', pointer: '/currency/code', message: 'bad code', via: 'brand.json' },
      { file: 'brand.json', pointer: '/brand/name', message: 'too long' },
    ]);
  });

  it('refuses a brand or a later layer that sets a field a layer locked, naming both files', async () => {
    const layers = { fam: { locked: ['/legal', '/currency/code'], legal: { age: 21 }, currency: { code: 'PHP', symbol: '₱' } } };
    expect(await problems(layers, { extends: ['fam'], legal: { age: 18 } })).toEqual([
      {
        file: 'brand.json',
        pointer: '/legal/age',
        message: '/legal is locked by layer fam (layers/fam.json)',
        hint: 'remove it from brand.json: the layer sets it for every brand that extends it',
      },
    ]);
    // Replacing the parent of a locked field overrides it too; a sibling of it does not.
    expect((await problems(layers, { extends: ['fam'], currency: null })).map((p) => p.pointer)).toEqual(['/currency']);
    const merged = await merge(layers, { extends: ['fam'], currency: { symbol: 'P' } });
    expect(merged.config['currency']).toEqual({ code: 'PHP', symbol: 'P' });
    const later = await problems({ ...layers, sub: { extends: ['fam'], legal: { age: 25 } } }, { extends: ['sub'] });
    expect(later.map((p) => `${p.file}#${p.pointer}`)).toEqual(['layers/sub.json#/legal/age']);
  });

  it('names the chain of a cycle and of layers nested too deep', async () => {
    const cycle = await problems({ a: { extends: ['b'] }, b: { extends: ['a'] } }, { extends: ['a'] });
    expect(cycle.map((p) => `${p.file}#${p.pointer}: ${p.message}`)).toEqual([
      'layers/b.json#/extends/0: layers extend each other in a cycle: brand.json → a → b → a',
    ]);
    const deep = await problems(
      { l1: { extends: ['l2'] }, l2: { extends: ['l3'] }, l3: { extends: ['l4'] }, l4: { extends: ['l5'] }, l5: {} },
      { extends: ['l1'] },
    );
    expect(deep.map((p) => p.message)).toEqual(['layers nest more than 4 levels deep: brand.json → l1 → l2 → l3 → l4 → l5']);
    // Four levels are allowed.
    await merge({ l1: { extends: ['l2'] }, l2: { extends: ['l3'] }, l3: { extends: ['l4'] }, l4: {} }, { extends: ['l1'] });
  });

  it('refuses bad extends, bad layers and paths out of the layers folder with one line each', async () => {
    const lines = async (layers: Record<string, unknown>, brand: unknown) =>
      (await problems(layers, brand)).map((p) => `${p.file}#${p.pointer}: ${p.message}${p.hint ? ` | ${p.hint}` : ''}`);
    expect(await lines({ defaults: {} }, { extends: ['defualts'] })).toEqual([
      'layers/defualts.json#: no layer "defualts" | did you mean "defaults"?',
    ]);
    expect(await lines({}, { extends: 'defaults' })).toEqual([
      'brand.json#/extends: extends must be a list of layer names | a list of layer names, files under tenants/layers/ without .json: ["defaults", "families/ph"]',
    ]);
    for (const name of ['../outside', '/etc/passwd', 'families/../../x', 'Families', 'a.json', 7]) {
      const [line] = await lines({}, { extends: [name] });
      expect(line?.startsWith(`brand.json#/extends/0: ${JSON.stringify(name)} is not a layer name | `)).toBe(true);
    }
    expect(await lines({ a: [1] }, { extends: ['a'] })).toEqual([
      'layers/a.json#: a layer must be a JSON object | write the fields the brands share: { "currency": { … } }',
    ]);
    expect((await lines({ a: '{ "x": 1, }' }, { extends: ['a'] }))[0]).toMatch(/^layers\/a\.json#: malformed JSON/);
    expect(await lines({ a: { merchantCode: 'x' } }, { extends: ['a'] })).toEqual([
      'layers/a.json#/merchantCode: a layer cannot set merchantCode | every brand file sets its own merchantCode',
    ]);
    expect((await lines({ a: { locked: ['legal'] } }, { extends: ['a'] }))[0]).toMatch(
      /^layers\/a\.json#\/locked\/0: "legal" is not a JSON pointer/,
    );
    expect((await lines({}, { locked: ['/legal'] }))[0]).toMatch(/^brand\.json#\/locked: only a layer can lock fields/);
  });
});
