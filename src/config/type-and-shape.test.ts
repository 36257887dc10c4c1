import { describe, expect, it } from 'vitest';
import type { Brand } from '../../core/config/generated/resolved-tenant-config.ts';
import { schemeOf, shapeTokens, typeTokens } from './type-and-shape.ts';

const theme = (extra: Partial<Brand['theme']> = {}) =>
  ({ background: '#0b1220', text: '#e5e7eb', radius: 8, elevation: 'soft', ...extra }) as Brand['theme'];

describe('the type scale', () => {
  it('keeps the house steps without a ratio, at the default size', () => {
    expect(typeTokens({} as Brand)).toEqual({
      '--sf-root-size': '100%',
      '--sf-text-xs': '0.8rem',
      '--sf-text-sm': '0.9rem',
      '--sf-text-base': '1rem',
      '--sf-text-lg': '1.15rem',
      '--sf-text-xl': '1.3rem',
      '--sf-text-2xl': '1.6rem',
    });
  });

  it('derives a modular scale from base and ratio, never below 0.75', () => {
    const tokens = typeTokens({ type: { base: 18, ratio: 1.25 } } as Brand);
    expect(tokens['--sf-root-size']).toBe('112.5%');
    expect(tokens['--sf-text-xs']).toBe('0.75rem');
    expect(tokens['--sf-text-sm']).toBe('0.8rem');
    expect(tokens['--sf-text-lg']).toBe('1.25rem');
    expect(tokens['--sf-text-2xl']).toBe('1.9531rem');
  });
});

describe('shape and surfaces', () => {
  it('soft elevation keeps the classic floating buttons and popovers, cards flat', () => {
    const tokens = shapeTokens(theme());
    expect(tokens['--sf-shadow-float']).toBe('0 4px 14px rgb(var(--sf-shadow-color) / 0.3)');
    expect(tokens['--sf-shadow-popover']).toBe('0 10px 30px rgb(var(--sf-shadow-color) / 0.35)');
    expect(tokens['--sf-shadow-card']).toBe('none');
    expect(tokens['--sf-radius']).toBe('8px');
    expect(tokens['--sf-radius-sm']).toBe('4px');
  });

  it('flat draws no shadows; raised lifts cards', () => {
    expect(Object.values(shapeTokens(theme({ elevation: 'flat' }))).filter((v) => v === 'none')).toHaveLength(4);
    expect(shapeTokens(theme({ elevation: 'raised' }))['--sf-shadow-card']).not.toBe('none');
  });

  it('derives the scheme from the background unless the brand sets it, and tints shadows by it', () => {
    expect(schemeOf(theme())).toBe('dark');
    expect(schemeOf(theme({ background: '#fffbeb' }))).toBe('light');
    expect(schemeOf(theme({ scheme: 'light' }))).toBe('light');
    expect(shapeTokens(theme())['--sf-shadow-color']).toBe('0 0 0');
    expect(shapeTokens(theme({ background: '#fffbeb' }))['--sf-shadow-color']).toBe('15 23 42');
  });
});
