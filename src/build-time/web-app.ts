// What makes a merchant's site an installable web app: its manifest in the brand's colours, the
// icons drawn from its favicon (or logo), an offline page per language and the service worker.
// Written into each site as it is assembled (scripts/lib/site-files.ts).
import { escapeMarkup } from './html-text.ts';
import type { LanguageCode, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { dirOf, LANGUAGES, urlSegment } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { localizedPath } from '../routing/routes.ts';
import { ICONS } from '../shared/app-icons.ts';

/** The web app manifest (manifest.webmanifest), in the default language. */
export function webManifest(config: ResolvedTenantConfig): Record<string, unknown> {
  const { brand } = config;
  const lang = config.languages.default;
  return {
    id: '/',
    name: brand.name,
    // Launchers show about 12 characters under an icon.
    short_name: brand.name.length <= 12 ? brand.name : brand.name.split(/\s+/)[0]!.slice(0, 12),
    lang: LANGUAGES[lang].tag,
    dir: dirOf(lang),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // As the pages' theme-color meta (BaseLayout.astro): the header's colour.
    theme_color: brand.theme.surface,
    background_color: brand.theme.background,
    icons: [
      { src: `/${ICONS.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${ICONS.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/${ICONS.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The icons as PNG files, from the favicon, else the logo (ICO files cannot be read), else the
 * brand's initial on its primary colour. The maskable one keeps the image inside the central 60 %
 * (launchers crop to a circle of 80 %).
 */
export async function appIcons(
  config: ResolvedTenantConfig,
  read: (path: string) => Promise<Buffer>,
): Promise<Record<keyof typeof ICONS, Buffer>> {
  const { brand } = config;
  const file = [brand.favicon, brand.logo].find((path) => !path.toLowerCase().endsWith('.ico'));
  const source = file ? await read(file) : Buffer.from(initialSvg(config));
  // Loaded here, where a build draws the icons: every other command of the CLI that imports this
  // module (through the site's files) would load sharp and libvips for nothing (about 40 ms of CPU).
  const { default: sharp } = await import('sharp');
  const scaled = (size: number) =>
    sharp(source, { density: 300 })
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  const inner = await scaled(308);
  return {
    any192: await scaled(192),
    any512: await scaled(512),
    maskable512: await sharp({ create: { width: 512, height: 512, channels: 4, background: brand.theme.background } })
      .composite([{ input: inner, gravity: 'centre' }])
      .png()
      .toBuffer(),
  };
}

function initialSvg(config: ResolvedTenantConfig): string {
  const { brand } = config;
  const initial = escapeMarkup(Array.from(brand.name.trim())[0] ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${brand.theme.primary}"/><text x="256" y="340" font-size="280" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${brand.theme.onPrimary}">${initial}</text></svg>`;
}

/** Where a language's offline page is in a site: offline.html, then <lang>/offline.html. */
export function offlinePath(config: ResolvedTenantConfig, lang: LanguageCode): string {
  return localizedPath('offline.html', lang, config.languages.default).slice(1);
}

/**
 * The page the service worker shows for a page it has not kept when the network is gone: self-contained
 * (its style inline, the theme sheet it shares with the pages), in the language's words, with a link
 * that loads the address asked for again (it stands in for that page).
 */
export function offlineHtml(config: ResolvedTenantConfig, lang: LanguageCode, themeHref: string): string {
  const t = translator(lang);
  return `<!doctype html>
<html lang="${LANGUAGES[lang].tag}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(t('offline.title'))} | ${escapeMarkup(config.brand.name)}</title>
<link rel="stylesheet" href="${themeHref}">
<link rel="icon" href="/${escapeMarkup(config.brand.favicon)}">
<link rel="manifest" href="/manifest.webmanifest">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--sf-bg);color:var(--sf-text);font-family:var(--sf-font,system-ui,sans-serif);text-align:center;padding:1.5rem;box-sizing:border-box}main{max-width:28rem}img{width:96px;height:96px}p{color:var(--sf-muted)}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:var(--sf-radius);background:var(--sf-primary);color:var(--sf-on-primary);font-weight:700;text-decoration:none}</style>
</head>
<body>
<main>
<img src="/${ICONS.any192}" alt="" width="96" height="96">
<h1>${escapeMarkup(t('offline.title'))}</h1>
<p>${escapeMarkup(t('offline.body'))}</p>
<a href="">${escapeMarkup(t('games.retry'))}</a>
</main>
</body>
</html>
`;
}

/** The offline pages' addresses, by the first path segment of the pages they stand in for ('' for the default language). */
export function offlinePages(config: ResolvedTenantConfig): Record<string, string> {
  return Object.fromEntries(
    config.languages.offered.map((lang) => [lang === config.languages.default ? '' : urlSegment(lang), `/${offlinePath(config, lang)}`]),
  );
}
