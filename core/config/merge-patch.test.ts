import { describe, expect, it } from 'vitest';
import { deepEqual, diffPatch, mergePatch } from './merge-patch.ts';

describe('mergePatch (RFC 7396)', () => {
  it('merges objects key by key, replaces arrays and scalars, removes keys set to null', () => {
    const target = { a: { b: 1, c: [1, 2], d: 'x' }, e: 1 };
    const patch = { a: { c: [3], d: null, f: true }, g: 2 };
    expect(mergePatch(target, patch)).toEqual({ a: { b: 1, c: [3], f: true }, e: 1, g: 2 });
    expect(target).toEqual({ a: { b: 1, c: [1, 2], d: 'x' }, e: 1 });
  });

  it("passes the RFC's own examples", () => {
    const cases: Array<[unknown, unknown, unknown]> = [
      [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
      [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
      [{ a: 'b' }, { a: null }, {}],
      [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
      [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
      [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
      [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
      [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
      [
        ['a', 'b'],
        ['c', 'd'],
        ['c', 'd'],
      ],
      [{ a: 'b' }, ['c'], ['c']],
      [{ a: 'foo' }, null, null],
      [{ a: 'foo' }, 'bar', 'bar'],
      [{ e: null }, { a: 1 }, { e: null, a: 1 }],
      [[1, 2], { a: 'b', c: null }, { a: 'b' }],
      [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
    ];
    for (const [target, patch, result] of cases) expect(mergePatch(target, patch)).toEqual(result);
  });

  it('keeps the keys a target has in place and adds new ones after them, in the patch order', () => {
    expect(Object.keys(mergePatch({ b: 1, a: 1 }, { c: 1, a: 2, d: 1 }) as object)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('says where it writes: set, remove, or merge into an object', () => {
    const seen: string[] = [];
    mergePatch({ a: { b: 1 } }, { a: { b: 2, c: null }, d: [1], e: {} }, (kind, pointer) => seen.push(`${kind} ${pointer}`));
    expect(seen).toEqual(['merge /a', 'set /a/b', 'remove /a/c', 'set /d', 'set /e']);
  });
});

describe('diffPatch', () => {
  it('is the patch that turns one document into the other, and nothing else', () => {
    const from = { a: { b: 1, c: [1] }, d: 'x', e: { f: 1 } };
    const to = { a: { b: 2, c: [1] }, e: {}, g: { h: null } };
    const patch = diffPatch(from, to);
    expect(patch).toEqual({ d: null, a: { b: 2 }, e: { f: null }, g: { h: null } });
    expect(deepEqual(mergePatch(from, patch), { a: { b: 2, c: [1] }, e: {}, g: {} })).toBe(true);
    expect(diffPatch(from, structuredClone(from))).toBeUndefined();
  });
});
