import { createHash } from 'node:crypto';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { contrastRatio } from '../../core/config/contrast.ts';
import { cardTokens } from './layout-tokens.ts';

/** The browser's own controls (date pickers, checkbox marks, scroll bars) drawn dark on a dark background. */
function colorScheme(background: string): 'dark' | 'light' {
  return contrastRatio(background, '#ffffff') > contrastRatio(background, '#000000') ? 'dark' : 'light';
}

/** The merchant's theme sheet: brand tokens as CSS custom properties, the only CSS that differs per merchant. */
export function themeCss(config: ResolvedTenantConfig): string {
  const { theme, font } = config.brand;
  const tokens: Record<string, string> = {
    '--sf-primary': theme.primary,
    '--sf-on-primary': theme.onPrimary,
    '--sf-accent': theme.accent,
    '--sf-bg': theme.background,
    '--sf-surface': theme.surface,
    '--sf-text': theme.text,
    '--sf-muted': theme.mutedText ?? theme.text,
    '--sf-border': theme.border,
    '--sf-radius': `${theme.radius}px`,
    '--sf-font': font,
    ...cardTokens(config),
  };
  const body = Object.entries(tokens)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  // color-scheme and accent-color theme the native controls; src/styles/site/base.css styles the rest.
  const scheme = `  color-scheme: ${colorScheme(theme.background)};\n  accent-color: ${theme.primary};`;
  return `/* ${config.brand.name} theme, generated from tenants/${config.merchantCode}.json */\n:root {\n${body}\n${scheme}\n}\n`;
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
