import { stat } from 'node:fs/promises';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { FONT_FAMILIES, type FontFamilyId } from '../../core/config/fonts.ts';
import {
  CONTENT_AREA_EM,
  drawnMetrics,
  FAMILY_METRICS,
  fallbackOverrides,
  fontFaceCss,
  fontFiles,
  fontPreload,
  fontStack,
} from './font-faces.ts';

/** The parts of a resolved config the font code reads. */
const configOf = (family: FontFamilyId | undefined, offered: string[]) =>
  ({
    merchantCode: 'test',
    brand: { font: 'system-ui, sans-serif', ...(family ? { type: { family, base: 16 } } : {}) },
    languages: { default: offered[0], offered },
  }) as unknown as ResolvedTenantConfig;

describe('a brand font', () => {
  it('the metrics table is the shipped files’ own', async () => {
    for (const id of Object.keys(FONT_FAMILIES) as FontFamilyId[]) {
      const [latin] = fontFiles(configOf(id, ['EN']));
      const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromFile(latin!.source);
      expect({ id, ...FAMILY_METRICS[id] }).toEqual({ id, ascent, descent, lineGap, unitsPerEm, xWidthAvg });
    }
  });

  it('computes the fallback overrides from the metrics', () => {
    const arialLike = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
    expect(fallbackOverrides(arialLike, arialLike)).toEqual({
      'size-adjust': '100.00%',
      'ascent-override': '90.53%',
      'descent-override': '21.19%',
      'line-gap-override': '3.27%',
    });
    expect(fallbackOverrides(FAMILY_METRICS.inter)['size-adjust']).toBe('107.12%');
  });

  it('draws a tall family (Cairo, 1.87 em) in a content area of CONTENT_AREA_EM, its baseline kept, the fallback matched', () => {
    const cairo = FAMILY_METRICS.cairo;
    const drawn = drawnMetrics(cairo);
    expect((drawn.ascent - drawn.descent + drawn.lineGap) / drawn.unitsPerEm).toBeCloseTo(CONTENT_AREA_EM, 2);
    expect(drawn.ascent + drawn.descent).toBe(cairo.ascent + cairo.descent);
    expect(drawnMetrics(FAMILY_METRICS.montserrat)).toBe(FAMILY_METRICS.montserrat);
    const css = fontFaceCss(configOf('cairo', ['AR', 'EN']));
    expect(css.match(/ascent-override: 99.10%;/g)).toHaveLength(2);
    expect(css).toContain(`ascent-override: ${fallbackOverrides(drawn)['ascent-override']};`);
    expect(fontFaceCss(configOf('montserrat', ['EN'])).match(/ascent-override/g)).toHaveLength(2);
  });

  it('emits one face per needed subset, woff2 only, and the fallback faces', async () => {
    const config = configOf('cairo', ['AR', 'EN']);
    const css = fontFaceCss(config);
    expect(css.match(/font-family: 'Cairo Variable'/g)).toHaveLength(2);
    expect(css).toContain("url(/fonts/cairo-5.3.0/cairo-arabic-wght-normal.woff2) format('woff2')");
    expect(css).toContain("url(/fonts/cairo-5.3.0/cairo-latin-wght-normal.woff2) format('woff2')");
    expect(css).not.toContain('latin-ext');
    expect(css).toMatch(/unicode-range: U\+0600-06FF/);
    expect(css.match(/font-family: 'Cairo fallback'/g)).toHaveLength(2);
    expect(css).toContain("local('Liberation Sans Bold')");
    for (const file of fontFiles(config)) expect((await stat(file.source)).isFile()).toBe(true);
    expect(fontStack(config)).toBe("'Cairo Variable', 'Cairo fallback', system-ui, sans-serif");
  });

  it('preloads the page language’s own script, Latin otherwise, on pages whose largest paint is text', () => {
    const config = configOf('cairo', ['AR', 'EN']);
    expect(fontPreload(config, 'AR', 'help')).toBe('/fonts/cairo-5.3.0/cairo-arabic-wght-normal.woff2');
    expect(fontPreload(config, 'EN', 'member')).toBe('/fonts/cairo-5.3.0/cairo-latin-wght-normal.woff2');
    expect(fontPreload(configOf('inter', ['VI', 'EN']), 'VI', 'help')).toBe('/fonts/inter-5.3.0/inter-latin-wght-normal.woff2');
    // The lobby's largest paint is its banner: the font does not compete with it.
    expect(fontPreload(config, 'AR', 'lobby')).toBeUndefined();
  });

  it('a brand without a family keeps its system stack and loads no font', () => {
    const config = configOf(undefined, ['EN']);
    expect(fontFaceCss(config)).toBe('');
    expect(fontFiles(config)).toEqual([]);
    expect(fontPreload(config, 'EN', 'help')).toBeUndefined();
    expect(fontStack(config)).toBe('system-ui, sans-serif');
  });
});
