import { createHash } from 'node:crypto';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { fontFaceCss, fontStack } from './font-faces.ts';
import { cardTokens } from './layout-tokens.ts';
import { schemeOf, shapeTokens, typeTokens } from './type-and-shape.ts';

/** The merchant's theme sheet: brand tokens as CSS custom properties, the only CSS that differs per merchant. */
export function themeCss(config: ResolvedTenantConfig): string {
  const { theme } = config.brand;
  const tokens: Record<string, string> = {
    '--sf-primary': theme.primary,
    '--sf-on-primary': theme.onPrimary,
    '--sf-accent': theme.accent,
    '--sf-bg': theme.background,
    '--sf-surface': theme.surface,
    '--sf-text': theme.text,
    '--sf-muted': theme.mutedText ?? theme.text,
    '--sf-border': theme.border,
    '--sf-font': fontStack(config),
    ...typeTokens(config.brand),
    ...shapeTokens(theme),
    ...cardTokens(config),
  };
  const body = Object.entries(tokens)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  // color-scheme and accent-color theme the native controls; src/styles/site/base.css styles the rest.
  // The root size carries brand.type.base (a share of the visitor's default size).
  const root = `  color-scheme: ${schemeOf(theme)};\n  accent-color: ${theme.primary};\n  font-size: var(--sf-root-size);`;
  const header = `/* ${config.brand.name} theme, generated from tenants/${config.merchantCode}.json */\n`;
  return `${header}${fontFaceCss(config)}:root {\n${body}\n${root}\n}\n`;
}

const hrefs = new WeakMap<ResolvedTenantConfig, string>();

/** Versioned URL of the theme sheet, so a changed theme is never served from a stale cache. */
export function themeHref(config: ResolvedTenantConfig): string {
  let href = hrefs.get(config);
  if (!href) {
    href = `/theme.css?v=${createHash('sha256').update(themeCss(config)).digest('hex').slice(0, 10)}`;
    hrefs.set(config, href);
  }
  return href;
}
