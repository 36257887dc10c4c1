import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../core/config/schema.ts';
import { changedPointers, formatBrandFile, keepKeyOrder } from './format.ts';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    $schema: {},
    merchantCode: {},
    brand: {
      type: 'object',
      properties: { name: {}, logo: {}, font: {}, theme: { type: 'object', properties: { primary: {}, text: {} } } },
    },
    site: {},
    texts: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

describe('a saved brand file', () => {
  it('keeps the key order the file had, even where it differs from the schema', () => {
    const original = { brand: { logo: 'a.svg', name: 'A' }, merchantCode: 'a' };
    const edited = { merchantCode: 'a', brand: { name: 'B', logo: 'a.svg' } };
    expect(Object.keys(keepKeyOrder(original, edited, schema) as object)).toEqual(['brand', 'merchantCode']);
    expect(formatBrandFile(original, edited, schema)).toBe(
      '{\n  "brand": {\n    "logo": "a.svg",\n    "name": "B"\n  },\n  "merchantCode": "a"\n}\n',
    );
  });

  it('puts a new key where the schema puts it among the kept ones', () => {
    const original = { merchantCode: 'a', brand: { name: 'A', theme: { primary: '#000000' } }, site: {} };
    const edited = { site: {}, brand: { theme: { primary: '#000000' }, font: 'serif', name: 'A', logo: 'l.svg' }, merchantCode: 'a' };
    const kept = keepKeyOrder(original, edited, schema) as { brand: object };
    expect(Object.keys(kept)).toEqual(['merchantCode', 'brand', 'site']);
    expect(Object.keys(kept.brand)).toEqual(['name', 'logo', 'font', 'theme']);
  });

  it('keeps a map in its own order and adds its new keys at the end', () => {
    const kept = keepKeyOrder({ texts: { EN: 'a', TY: 'b' } }, { texts: { VI: 'c', TY: 'b', EN: 'a' } }, schema) as { texts: object };
    expect(Object.keys(kept.texts)).toEqual(['EN', 'TY', 'VI']);
  });

  it('drops keys set to undefined, writes 2 spaces and a final newline', () => {
    expect(formatBrandFile({ a: 1, b: [1, 2] }, { a: undefined, b: [1, 2] }, schema)).toBe('{\n  "b": [\n    1,\n    2\n  ]\n}\n');
  });

  it('is byte-identical to the file when nothing changed (so git diff shows nothing)', () => {
    const text = '{\n  "$schema": "../schemas/tenant.schema.json",\n  "merchantCode": "a",\n  "brand": {\n    "name": "A"\n  }\n}\n';
    expect(formatBrandFile(JSON.parse(text), JSON.parse(text), schema)).toBe(text);
  });

  it('names the pointers a change touched', () => {
    expect(
      changedPointers(
        { brand: { name: 'A', theme: { primary: '#000000' } }, list: [1, 2], gone: 1 },
        { brand: { name: 'B', theme: { primary: '#000000' } }, list: [1, 3], added: { 'a/b': 1 } },
      ),
    ).toEqual(['/brand/name', '/list/1', '/gone', '/added']);
    expect(changedPointers({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
