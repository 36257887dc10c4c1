// A merchant's sitemap.xml and robots.txt, written into each site as it is assembled
// (scripts/lib/site-files.ts). The URLs are those the pages' canonical and hreflang links name.
import { escapeMarkup } from './html-text.ts';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedPath, routesFor, type Route } from '../routing/routes.ts';

/**
 * Pages a search engine should list: not the aliases (their canonical link names the lobby), not
 * the pages a visitor is sent away from (login needed), not the status screens.
 */
function listed(route: Route): boolean {
  return route.canonical === undefined && !route.auth && route.kind !== 'maintenance' && route.kind !== 'restricted';
}

/** The sitemap: every listed page in every offered language, each with its hreflang alternates and x-default. */
export function sitemapXml(config: ResolvedTenantConfig): string {
  const { default: defaultLang, offered } = config.languages;
  const absolute = (path: string) => escapeMarkup(new URL(path, config.site.url).href);
  const urls = routesFor(config)
    .filter(listed)
    .flatMap((route) => {
      const alternates =
        offered.length > 1
          ? [
              ...offered.map(
                (lang) =>
                  `    <xhtml:link rel="alternate" hreflang="${LANGUAGES[lang].tag}" href="${absolute(localizedPath(route.path, lang, defaultLang))}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(localizedPath(route.path, defaultLang, defaultLang))}"/>`,
            ]
          : [];
      return offered.map((lang) =>
        ['  <url>', `    <loc>${absolute(localizedPath(route.path, lang, defaultLang))}</loc>`, ...alternates, '  </url>'].join('\n'),
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled, and the sitemap is on the site's canonical address. */
export function robotsTxt(config: ResolvedTenantConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', config.site.url).href}`, ''].join('\n');
}
