// What the release gate reports: findings (each a reason to hold a release), the pages it looked
// at, and the differences from the live release (information, not failures, unless asked).
import { contrastRatio } from '../../../core/config/contrast.ts';
import type { ResolvedTenantConfig } from '../../../core/config/generated/resolved-tenant-config.ts';

export type FindingKind = 'overflow' | 'clipped-text' | 'console' | 'request' | 'axe' | 'link' | 'contrast' | 'weight';

export interface Finding {
  kind: FindingKind;
  message: string;
  /** The page, width and viewer it was seen on ("phone visitor en promotions"); absent for the whole release. */
  page?: string | undefined;
  url?: string | undefined;
  /** The page's screenshot, relative to the report's folder. */
  screenshot?: string | undefined;
}

export interface PageTimes {
  settle: number;
  probes: number;
  axe: number;
  screenshot: number;
}

/** One page looked at, at one width, as one viewer. */
export interface CheckedPage {
  label: string;
  url: string;
  screenshot: string;
  /** Where the page's time went (ms): loading until the network is idle, the layout probes, axe, the screenshot. */
  times: PageTimes;
  /** The live release's screenshot of the same page, relative to the report's folder. */
  live?: string | undefined;
  /** The share of pixels that differ from the live release's screenshot (0–1), with the difference image. */
  difference?: { ratio: number; image: string } | undefined;
}

/** The result of checking one merchant's release. */
export interface CheckReport {
  merchant: string;
  release: string;
  /** The live release it was compared with, if any (and if not itself). */
  live: string | null;
  checkedAt: string;
  ms: number;
  passed: boolean;
  findings: Finding[];
  pages: CheckedPage[];
  /** What was not checked, and why (a gateway that cannot be reached: the signed-in pages). */
  skipped: string[];
  /** The report's folder (index.html, report.json, shots/). */
  dir: string;
}

/** Pages whose screenshot differs from the live release's by more than this share of pixels are listed. */
export const DIFFERENCE_THRESHOLD = 0.01;

/** WCAG 2 AA: body text; and non-text marks (borders, the focus ring, check marks). */
const TEXT = 4.5;
const MARK = 3;

/**
 * Every colour pair the theme produces on the site (src/styles: text and muted text on the page and
 * on cards, button text on the primary colour, the primary colour's marks and the accent's focus
 * ring on both surfaces), each below its least contrast a finding that names both colours.
 */
export function themeContrastFindings(config: ResolvedTenantConfig): Finding[] {
  const t = config.brand.theme;
  const muted = t.mutedText ?? t.text;
  const pairs: Array<[string, string, string, string, number]> = [
    ['text', t.text, 'background', t.background, TEXT],
    ['text', t.text, 'surface', t.surface, TEXT],
    ['mutedText', muted, 'background', t.background, TEXT],
    ['mutedText', muted, 'surface', t.surface, TEXT],
    ['onPrimary', t.onPrimary, 'primary', t.primary, TEXT],
    ['primary', t.primary, 'background', t.background, MARK],
    ['primary', t.primary, 'surface', t.surface, MARK],
    ['accent', t.accent, 'background', t.background, MARK],
    ['accent', t.accent, 'surface', t.surface, MARK],
  ];
  return pairs.flatMap(([fgName, fg, bgName, bg, least]) => {
    const ratio = contrastRatio(fg, bg);
    return ratio >= least
      ? []
      : [
          {
            kind: 'contrast' as const,
            message: `brand.theme.${fgName} (${fg}) on ${bgName} (${bg}) has a contrast ratio of ${ratio.toFixed(2)}:1, below ${least}:1 (${least === TEXT ? 'text' : 'borders and the focus ring'})`,
          },
        ];
  });
}
