// A brand's self-hosted font (brand.type.family): the @font-face rules of the subsets its languages
// need, the files to copy into the site, the one to preload, and a metric-matched local fallback
// face so the page does not move when the font arrives (docs/fonts.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { FONT_FAMILIES, type FontFamilyId, type FontSubset, LANGUAGE_SUBSETS, subsetsFor } from '../../core/config/fonts.ts';

/** The vertical and average-width metrics a fallback is matched on (capsize's shape, font units). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * Each family's metrics, as @capsizecss/unpack reads them from the Latin woff2 we ship
 * (src/config/font-faces.test.ts checks they still are). Not @capsizecss/metrics' table: its
 * Montserrat and Nunito widths (Google's static files) are 3 % off the variable files here.
 */
export const FAMILY_METRICS: Record<FontFamilyId, FontMetrics> = {
  inter: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
  montserrat: { ascent: 968, descent: -251, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 488 },
  nunito: { ascent: 1011, descent: -353, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 436 },
  cairo: { ascent: 1303, descent: -571, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 422 },
};

/**
 * The local font the fallback face stands on (its metrics from @capsizecss/metrics, as there is
 * no file of it to read): Arial, or a font drawn to its metrics where Arial
 * is missing (Liberation Sans on Linux, Arimo on ChromeOS). Names are full and PostScript names.
 */
const FALLBACK = {
  metrics: arial as FontMetrics,
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo Regular'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The tallest content area (ascent + descent + line gap, in em) a family is drawn with. Chrome
 * counts a line's text at the font's own height in its box's scrollable overflow, so a family
 * taller than the site's line heights (1.5 text, 1.2 headings and cards, 1 the dialog's ×) made
 * controls scroll: Cairo's 1.87 em (room for Arabic marks) put "Analytics settings" at 23 px in
 * its 21 px line and the × at 41 px in 36. Montserrat (1.22) and Inter (1.21) are under it.
 */
export const CONTENT_AREA_EM = 1.25;

/**
 * A family's metrics as the site draws it: a family taller than CONTENT_AREA_EM is cut to it with
 * no line gap, ascent minus descent kept, so the baseline stays where it was in any line box and
 * the letters do not move; only the box the browser counts as the text's height shrinks. The
 * fallback face is matched to these, so both faces still give lines of the same height.
 */
export function drawnMetrics(font: FontMetrics): FontMetrics {
  const em = font.unitsPerEm;
  const total = font.ascent - font.descent + font.lineGap;
  if (total <= CONTENT_AREA_EM * em) return font;
  const shift = font.ascent + font.descent; // above the baseline minus below it (descent is negative)
  const descent = Math.max(0, (CONTENT_AREA_EM * em - shift) / 2);
  return { ...font, ascent: Math.round(CONTENT_AREA_EM * em - descent), descent: -Math.round(descent), lineGap: 0 };
}

/** The web face's own overrides: none for a family as tall as its file says, else drawnMetrics'. */
function faceOverrides(font: FontMetrics): Record<string, string> {
  const drawn = drawnMetrics(font);
  if (drawn === font) return {};
  return {
    'ascent-override': percent(drawn.ascent / font.unitsPerEm),
    'descent-override': percent(Math.abs(drawn.descent) / font.unitsPerEm),
    'line-gap-override': percent(drawn.lineGap / font.unitsPerEm),
  };
}

/**
 * The fallback's overrides: size-adjust scales its average width to the family's, then ascent,
 * descent and line gap are the family's over the adjusted size (what fontaine and Next.js compute).
 */
export function fallbackOverrides(font: FontMetrics, local: FontMetrics = FALLBACK.metrics): Record<string, string> {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(font.ascent / em),
    'descent-override': percent(Math.abs(font.descent) / em),
    'line-gap-override': percent(font.lineGap / em),
  };
}

const require = createRequire(import.meta.url);
/** A package's folder and version, from its package.json where Node resolves it. */
function packageOf(pkg: string): { dir: string; version: string } {
  const manifest = require.resolve(`${pkg}/package.json`);
  return { dir: dirname(manifest), version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version };
}

/** One subset's woff2: where it is in node_modules, and its path in the built site. */
export interface FontFile {
  subset: FontSubset;
  source: string;
  /** Site path without a leading slash; the package version in it, so a new version is a new URL. */
  path: string;
}

/** The family's files for the subsets the brand's languages need (the weight axis, upright). */
export function fontFiles(config: ResolvedTenantConfig): FontFile[] {
  const id = config.brand.type?.family;
  if (!id) return [];
  const { dir, version } = packageOf(FONT_FAMILIES[id].pkg);
  return subsetsFor(id, config.languages.offered).map((subset) => {
    const name = `${id}-${subset}-wght-normal.woff2`;
    return { subset, source: join(dir, 'files', name), path: `fonts/${id}-${version}/${name}` };
  });
}

/** The subset a page in `lang` reads most: its script's own when it has one, else Latin. */
function mainSubset(lang: string): FontSubset {
  const needed = LANGUAGE_SUBSETS[lang as keyof typeof LANGUAGE_SUBSETS] ?? ['latin'];
  return needed.find((subset) => subset !== 'latin' && subset !== 'latin-ext' && subset !== 'vietnamese') ?? 'latin';
}

/**
 * Page kinds whose largest paint is text, where a preloaded font pays. Elsewhere (the lobby's banner,
 * game pages' icons) it competed with the largest image: Lighthouse's simulated slow 4G put the
 * lobby's LCP at 2.0 s with Montserrat preloaded, 1.45 s without (font-display: optional then
 * shows the metric-matched fallback until the font is cached, for the next page).
 */
const TEXT_FIRST = new Set(['help', 'member', 'agentHome', 'maintenance', 'restricted', 'notFound']);

/** The one font file worth preloading on a page of `kind` in `lang` (its first text waits for it), if any. */
export function fontPreload(config: ResolvedTenantConfig, lang: string, kind: string): string | undefined {
  if (!TEXT_FIRST.has(kind)) return undefined;
  const file = fontFiles(config).find((f) => f.subset === mainSubset(lang));
  return file && `/${file.path}`;
}

const fallbackName = (id: FontFamilyId) => `${FONT_FAMILIES[id].css.replace(/ Variable$/, '')} fallback`;

/** The font-family stack the site uses (--sf-font): the family, its fallback face, then brand.font. */
export function fontStack(config: ResolvedTenantConfig): string {
  const id = config.brand.type?.family;
  return id ? `'${FONT_FAMILIES[id].css}', '${fallbackName(id)}', ${config.brand.font}` : config.brand.font;
}

const rule = (descriptors: Record<string, string>) =>
  `@font-face {\n${Object.entries(descriptors)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}\n`;

/** The @font-face rules of the brand's family (one per needed subset, unicode-range) and its fallback faces. */
export function fontFaceCss(config: ResolvedTenantConfig): string {
  const id = config.brand.type?.family;
  if (!id) return '';
  const family = FONT_FAMILIES[id];
  const ranges = JSON.parse(readFileSync(join(packageOf(family.pkg).dir, 'unicode.json'), 'utf8')) as Record<FontSubset, string>;
  const faces = fontFiles(config).map((file) =>
    rule({
      'font-family': `'${family.css}'`,
      'font-style': 'normal',
      // optional, not swap: a font that misses the first frames (about 100 ms) waits for the next
      // page (from the cache) instead of swapping in under the reader. Swapped, even the
      // metric-matched fallback moved a row of menu links by a few pixels (word widths differ).
      'font-display': 'optional',
      'font-weight': '100 900',
      src: `url(/${file.path}) format('woff2')`,
      'unicode-range': ranges[file.subset],
      ...faceOverrides(FAMILY_METRICS[id]),
    }),
  );
  const overrides = fallbackOverrides(drawnMetrics(FAMILY_METRICS[id]));
  const local = (names: string[]) => names.map((name) => `local('${name}')`).join(', ');
  // Two faces, so bold text takes the local bold (as wide as the family's bold) and not a synthesised one.
  const fallbacks = [
    rule({ 'font-family': `'${fallbackName(id)}'`, 'font-weight': '100 549', src: local(FALLBACK.regular), ...overrides }),
    rule({ 'font-family': `'${fallbackName(id)}'`, 'font-weight': '550 900', src: local(FALLBACK.bold), ...overrides }),
  ];
  return [...faces, ...fallbacks].join('');
}
