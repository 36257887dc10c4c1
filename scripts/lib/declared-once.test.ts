import { describe, expect, it } from 'vitest';
import { checkDeclaredOnce } from './declared-once.ts';

describe('checkDeclaredOnce', () => {
  it('accepts modules that each declare their own types', () => {
    expect(() =>
      checkDeclaredOnce({ 'a.ts': 'export interface A {}\nexport type AResponse = Success<A>;', 'b.ts': 'export interface B {}' }),
    ).not.toThrow();
  });

  it('names both schemas and the fix when a type is declared twice', () => {
    expect(() => checkDeclaredOnce({ 'a.ts': 'export interface Draw {}', 'b.ts': 'export type X = 1;\nexport interface Draw {}' })).toThrow(
      'schemas/gateway/a.json and b.json both define Draw: define it once in common.json\'s $defs and refer to it with "$ref": "common.json#/$defs/Draw"',
    );
  });
});
