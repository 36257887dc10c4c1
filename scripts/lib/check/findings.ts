// What the release gate reports: findings (each a reason to hold a release), the pages it looked
// at, and the differences from the live release (information, not failures, unless asked).
import { lowContrastPairs, TEXT_CONTRAST } from '../../../core/config/contrast.ts';
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

/** Every colour pair the theme produces on the site below its least contrast (core/config/contrast.ts), naming both colours. */
export function themeContrastFindings(config: ResolvedTenantConfig): Finding[] {
  return lowContrastPairs(config.brand.theme).map(({ fg, bg, fgColour, bgColour, ratio, least }) => ({
    kind: 'contrast' as const,
    message: `brand.theme.${fg} (${fgColour}) on ${bg} (${bgColour}) has a contrast ratio of ${ratio.toFixed(2)}:1, below ${least}:1 (${least === TEXT_CONTRAST ? 'text' : 'borders and the focus ring'})`,
  }));
}
