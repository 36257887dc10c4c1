// Type scale, corner radius, elevation and light or dark surfaces derived from a few brand choices
// (brand.type, brand.theme) into the CSS custom properties every stylesheet and island reads.
import type { Brand } from '../../core/config/generated/resolved-tenant-config.ts';
import { contrastRatio } from '../../core/config/contrast.ts';

/** The type scale's steps, smallest first; `base` is the body size. */
const STEPS = ['xs', 'sm', 'base', 'lg', 'xl', '2xl'] as const;
/** The house steps (times the base) the site used before brands had a scale: the classic look. */
const HOUSE_STEPS = [0.8, 0.9, 1, 1.15, 1.3, 1.6];

const rem = (value: number) => `${Number(value.toFixed(4))}rem`;
/** The smallest step a ratio may give (12 px at the default size): smaller text is hard to read on a phone. */
const MIN_STEP = 0.75;

/**
 * The type scale: the root size as a share of the visitor's default (so their own text size
 * setting still counts), and each step in rem, from the ratio when the brand sets one.
 */
export function typeTokens(brand: Brand): Record<string, string> {
  const base = brand.type?.base ?? 16;
  const ratio = brand.type?.ratio;
  const steps = ratio === undefined ? HOUSE_STEPS : STEPS.map((_, i) => Math.max(MIN_STEP, ratio ** (i - 2)));
  return {
    '--sf-root-size': `${Number(((base / 16) * 100).toFixed(4))}%`,
    ...Object.fromEntries(STEPS.map((step, i) => [`--sf-text-${step}`, rem(steps[i] ?? 1)])),
  };
}

/** Light or dark surfaces: the brand's choice, else what its background is. */
export function schemeOf(theme: Brand['theme']): 'light' | 'dark' {
  return theme.scheme ?? (contrastRatio(theme.background, '#ffffff') > contrastRatio(theme.background, '#000000') ? 'dark' : 'light');
}

/**
 * Shadows per elevation style, in the scheme's shadow colour: floating buttons and popovers
 * (dropdown menus, notices; soft is the look they had before brands chose), cards (raised only);
 * flat draws none and leaves the lines to mark the edges.
 */
const ELEVATION = {
  flat: { card: 'none', cardHover: 'none', float: 'none', popover: 'none' },
  soft: {
    card: 'none',
    cardHover: 'none',
    float: '0 4px 14px rgb(var(--sf-shadow-color) / 0.3)',
    popover: '0 10px 30px rgb(var(--sf-shadow-color) / 0.35)',
  },
  raised: {
    card: '0 2px 6px rgb(var(--sf-shadow-color) / 0.3)',
    cardHover: '0 6px 16px rgb(var(--sf-shadow-color) / 0.4)',
    float: '0 6px 18px rgb(var(--sf-shadow-color) / 0.38)',
    popover: '0 14px 40px rgb(var(--sf-shadow-color) / 0.45)',
  },
} as const;

/** Radius, elevation and surface tokens: shadows tinted for the scheme, a subtle line colour. */
export function shapeTokens(theme: Brand['theme']): Record<string, string> {
  const scheme = schemeOf(theme);
  const shadows = ELEVATION[theme.elevation];
  return {
    '--sf-radius': `${theme.radius}px`,
    '--sf-radius-sm': `${Math.round(theme.radius / 2)}px`,
    // Black reads as depth on dark surfaces; on light ones a slate tint at the same alphas is gentler.
    '--sf-shadow-color': scheme === 'dark' ? '0 0 0' : '15 23 42',
    '--sf-shadow-card': shadows.card,
    '--sf-shadow-card-hover': shadows.cardHover,
    '--sf-shadow-float': shadows.float,
    '--sf-shadow-popover': shadows.popover,
    '--sf-line': `color-mix(in srgb, ${theme.text} ${scheme === 'dark' ? 14 : 12}%, transparent)`,
  };
}
