import type { LanguageCode, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { urlSegment } from '../i18n/languages.ts';
import { NOT_FOUND_ROUTE, routesFor, type Route } from './routes.ts';

/** Props of one generated page. */
export type PageProps = {
  config: ResolvedTenantConfig;
  lang: LanguageCode;
  route: Route;
};

/**
 * Every page of every merchant for Astro's getStaticPaths. Pages are generated under
 * /<merchant>/[<lang>/]<path>; the CLI moves each merchant's folder to its own site root.
 */
export function sitePages(
  tenants: readonly ResolvedTenantConfig[],
): Array<{ params: { merchant: string; path: string | undefined }; props: PageProps }> {
  return tenants.flatMap((config) => {
    const { default: defaultLang, offered } = config.languages;
    const pages = offered.flatMap((lang) =>
      routesFor(config).map((route) => {
        const prefix = lang === defaultLang ? '' : urlSegment(lang);
        const path = [prefix, route.path].filter(Boolean).join('/');
        return { params: { merchant: config.merchantCode, path: path || undefined }, props: { config, lang, route } };
      }),
    );
    pages.push({
      params: { merchant: config.merchantCode, path: NOT_FOUND_ROUTE.path },
      props: { config, lang: defaultLang, route: NOT_FOUND_ROUTE },
    });
    return pages;
  });
}
