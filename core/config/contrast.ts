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
const MIN_CONTRAST = 4.5;
/** The least contrast WCAG 2.1 allows for focus indicators and other non-text marks (1.4.11). */
const MIN_UI_CONTRAST = 3;

/** The theme colours that sit on one another, as the checks and the studio's colour fields read them. */
export interface ThemeColours {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  mutedText?: string | undefined;
}

/** One colour on another: the fields (JSON pointers) of both, their values, the pair's name and the least contrast it needs. */
export interface ContrastPair {
  pointer: string;
  /** The field of the colour it sits on. */
  on: string;
  fg: string;
  bg: string;
  what: string;
  least: number;
}

type ColourName = Exclude<keyof ThemeColours, 'mutedText'> | 'mutedText';

/** Every pair of theme colours that must stay readable: the foreground's field and the least ratio. */
export function contrastPairs(theme: ThemeColours): ContrastPair[] {
  const pair = (fg: ColourName, bg: ColourName, least: number, what = `${fg} on ${bg}`): ContrastPair => ({
    pointer: `/brand/theme/${fg}`,
    on: `/brand/theme/${bg}`,
    fg: theme[fg] ?? '',
    bg: theme[bg] ?? '',
    what,
    least,
  });
  const pairs = [
    pair('text', 'background', MIN_CONTRAST),
    pair('text', 'surface', MIN_CONTRAST),
    pair('onPrimary', 'primary', MIN_CONTRAST),
    // The accent draws the keyboard focus ring on both backgrounds.
    pair('accent', 'background', MIN_UI_CONTRAST, 'accent (the focus ring) on background'),
    pair('accent', 'surface', MIN_UI_CONTRAST, 'accent (the focus ring) on surface'),
  ];
  if (theme.mutedText) pairs.push(pair('mutedText', 'surface', MIN_CONTRAST));
  return pairs;
}
