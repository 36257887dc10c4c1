// "Reset to <layer>": which values of a brand file override a layer's (or its preset's), and what
// is left of the file once one is reset: that key gone, the objects it leaves empty gone, the rest
// of the file byte for byte as it was.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeLayers } from '../../core/config/layers.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { loadTenantSchema } from '../../core/config/schema.ts';
import type { JsonObject } from './app/src/api.ts';
import { withoutValue } from './app/src/pointers.ts';
import { formatBrandFile } from './format.ts';
import { inheritance } from './inherit.ts';

const luzon = join(tenantsDir, 'luzon.json');

async function luzonInheritance() {
  const content = JSON.parse(await readFile(luzon, 'utf8')) as JsonObject;
  const merged = await mergeLayers(content, 'tenants/luzon.json', luzon, (path) => path);
  if (!('merged' in merged)) throw new Error(JSON.stringify(merged.problems));
  return inheritance(merged.merged, 'tenants/luzon.json', (file) => file.slice(file.indexOf('layers/')));
}

describe('the values a brand overrides', () => {
  it('names the preset (preset:<name>) or layer that also sets a value the file sets, with its value', async () => {
    const { overrides, sources } = await luzonInheritance();
    expect(overrides['/brand/theme/radius']).toEqual({ layer: 'preset:casino', value: 14 });
    expect(sources['/brand/theme/radius']).toBeUndefined();
    // An object the file merges into the layers' is not offered as a whole, only its fields.
    expect(overrides['/brand']).toBeUndefined();
    expect(overrides['/brand/theme']).toBeUndefined();
    // A value no layer sets is the file's alone: nothing to reset it to.
    expect(overrides['/brand/theme/primary']).toBeUndefined();
  });

  it('names a layer file by its path under tenants/, and the preset by its name, for values the file leaves to them', async () => {
    const { sources } = await luzonInheritance();
    expect(sources['/brand/font']).toBe('layers/families/ph.json');
    expect(sources['/brand/theme/elevation']).toBe('preset:casino');
  });
});

describe('a field reset to its layer', () => {
  it('leaves the file as it was but for that key (and the comma JSON needs gone with it)', async () => {
    const text = await readFile(luzon, 'utf8');
    const original = JSON.parse(text) as JsonObject;
    const after = formatBrandFile(original, withoutValue(original, '/brand/theme/radius'), await loadTenantSchema());
    const expected = text.replace(/,\n\s*"radius": 10\n/, '\n');
    expect(expected).not.toBe(text);
    expect(after).toBe(expected);
  });

  it('removes the objects the key leaves empty, and keeps the key order of the rest', () => {
    const file = { merchantCode: 'a', brand: { theme: { radius: 10 } }, site: { name: 'x' } };
    expect(withoutValue(file, '/brand/theme/radius')).toEqual({ merchantCode: 'a', site: { name: 'x' } });
    const kept = withoutValue({ a: { x: 1, b: 2, y: 3 }, z: 0 }, '/a/b');
    expect(JSON.stringify(kept)).toBe('{"a":{"x":1,"y":3},"z":0}');
    expect(withoutValue(file, '/brand/theme/nothing')).toBe(file);
  });
});
