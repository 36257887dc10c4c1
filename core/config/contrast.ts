/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The least contrast WCAG AA allows for body text. */
export const TEXT_CONTRAST = 4.5;
/** The least contrast WCAG 2.1 allows for focus indicators and other non-text marks (1.4.11). */
const MARK_CONTRAST = 3;

type ThemeColour = 'text' | 'mutedText' | 'onPrimary' | 'primary' | 'accent' | 'background' | 'surface';

/** A pair of theme colours the site draws one on the other (src/styles), and the least contrast it needs. */
export interface ThemePair {
  fg: ThemeColour;
  bg: ThemeColour;
  least: number;
  /** How `validate` names the pair it refuses; absent for pairs only the release gate reports. */
  refused?: string;
}

/**
 * Every colour pair the theme produces on the site: text and muted text on the page and on cards,
 * button text on the primary colour, the primary colour's marks and the accent's focus ring on both
 * surfaces. `validate` refuses those it names; the release gate reports them all.
 */
export const THEME_PAIRS: readonly ThemePair[] = [
  { fg: 'text', bg: 'background', least: TEXT_CONTRAST, refused: 'text on background' },
  { fg: 'text', bg: 'surface', least: TEXT_CONTRAST, refused: 'text on surface' },
  { fg: 'onPrimary', bg: 'primary', least: TEXT_CONTRAST, refused: 'onPrimary on primary' },
  { fg: 'accent', bg: 'background', least: MARK_CONTRAST, refused: 'accent (the focus ring) on background' },
  { fg: 'accent', bg: 'surface', least: MARK_CONTRAST, refused: 'accent (the focus ring) on surface' },
  { fg: 'mutedText', bg: 'surface', least: TEXT_CONTRAST, refused: 'mutedText on surface' },
  { fg: 'mutedText', bg: 'background', least: TEXT_CONTRAST },
  { fg: 'primary', bg: 'background', least: MARK_CONTRAST },
  { fg: 'primary', bg: 'surface', least: MARK_CONTRAST },
];

/** A theme's pairs below their least contrast, with both colours (muted text is the text colour when the theme has none). */
export function lowContrastPairs(
  theme: Partial<Record<ThemeColour, string>> & Record<'text' | 'onPrimary' | 'primary' | 'background' | 'surface', string>,
): Array<ThemePair & { fgColour: string; bgColour: string; ratio: number }> {
  const colour = (name: ThemeColour) => theme[name] ?? (name === 'mutedText' ? theme.text : undefined);
  return THEME_PAIRS.flatMap((pair) => {
    const [fgColour, bgColour] = [colour(pair.fg), colour(pair.bg)];
    if (fgColour === undefined || bgColour === undefined) return [];
    const ratio = contrastRatio(fgColour, bgColour);
    return ratio < pair.least ? [{ ...pair, fgColour, bgColour, ratio }] : [];
  });
}
