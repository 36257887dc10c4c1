// The self-hosted font families a brand can pick (brand.type.family) and which of their subsets a
// language needs. The files come from the pinned @fontsource-variable packages (docs/fonts.md);
// src/config/font-faces.ts writes their @font-face rules, scripts/lib/site-files.ts copies them.
import type { LanguageCode, Type } from './generated/resolved-tenant-config.ts';

/** A unicode-range subset of a Fontsource package (its metadata.json `subsets`). */
export type FontSubset = 'latin' | 'latin-ext' | 'vietnamese' | 'cyrillic' | 'arabic';

/** One family of the set: its CSS name, package and the subsets it ships. */
export interface FontFamily {
  /** The CSS font-family name the package's faces declare. */
  css: string;
  /** The npm package holding the woff2 files (dependencies in package.json, exact version). */
  pkg: string;
  subsets: readonly FontSubset[];
}

/** The families of the set, by the id a config names (brand.type.family; the schema's enum). */
export const FONT_FAMILIES = {
  inter: { css: 'Inter Variable', pkg: '@fontsource-variable/inter', subsets: ['latin', 'latin-ext', 'vietnamese', 'cyrillic'] },
  montserrat: {
    css: 'Montserrat Variable',
    pkg: '@fontsource-variable/montserrat',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'cyrillic'],
  },
  nunito: { css: 'Nunito Variable', pkg: '@fontsource-variable/nunito', subsets: ['latin', 'latin-ext', 'vietnamese', 'cyrillic'] },
  cairo: { css: 'Cairo Variable', pkg: '@fontsource-variable/cairo', subsets: ['latin', 'latin-ext', 'arabic'] },
} as const satisfies Record<NonNullable<Type['family']>, FontFamily>;

export type FontFamilyId = keyof typeof FONT_FAMILIES;

/**
 * The subsets a page in each language needs, Latin always (brand names, digits, amounts). A
 * language missing here has no family in the set (Chinese, Thai, Hindi…): its brands keep the
 * system stack of brand.font. Persian and Urdu letters beyond Arabic's are not promised by Cairo.
 */
export const LANGUAGE_SUBSETS: Partial<Record<LanguageCode, readonly FontSubset[]>> = {
  EN: ['latin'],
  TY: ['latin'],
  ES: ['latin'],
  FR: ['latin'],
  PT: ['latin'],
  ID: ['latin'],
  MS: ['latin'],
  TR: ['latin', 'latin-ext'],
  VI: ['latin', 'vietnamese'],
  RU: ['latin', 'cyrillic'],
  AR: ['latin', 'arabic'],
};

/** Whether a family's subsets cover a language (false for a language no family of the set serves). */
export function covers(family: FontFamilyId, lang: LanguageCode): boolean {
  const needed = LANGUAGE_SUBSETS[lang];
  const shipped: readonly FontSubset[] = FONT_FAMILIES[family].subsets;
  return needed?.every((subset) => shipped.includes(subset)) ?? false;
}

/** The families of the set that cover every one of the languages. */
export function familiesCovering(langs: readonly LanguageCode[]): FontFamilyId[] {
  return (Object.keys(FONT_FAMILIES) as FontFamilyId[]).filter((family) => langs.every((lang) => covers(family, lang)));
}

/** The subsets a brand's pages need, in the family's order: only these are emitted and copied. */
export function subsetsFor(family: FontFamilyId, langs: readonly LanguageCode[]): FontSubset[] {
  const needed = new Set(langs.flatMap((lang) => LANGUAGE_SUBSETS[lang] ?? []));
  return FONT_FAMILIES[family].subsets.filter((subset) => needed.has(subset));
}
