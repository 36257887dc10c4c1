import type { LanguageCode, LocalizedText, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { LANGUAGES, dirOf } from '../i18n/languages.ts';
import { localized, translator, type MessageKey } from '../i18n/translate.ts';
import { localizeHref, localizedPath, type Route } from './routes.ts';
import type { GatewayPageData } from '../build-time/gateway-data.ts';

/** Everything a component needs to render one page of one merchant in one language. */
export interface PageContext {
  config: ResolvedTenantConfig;
  lang: LanguageCode;
  route: Route;
  /** BCP 47 tag and direction for the html element. */
  tag: string;
  dir: 'ltr' | 'rtl';
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  /** A site path in this page's language: link('help') → /en/help. */
  link: (path: string) => string;
  /** An operator link (Href), localized when it is a site path. */
  href: (href: string) => string;
  /** An operator-written text in this page's language. */
  text: (value: LocalizedText | undefined) => string;
  /** Public URL of a tenant asset (they are copied to the same path in the site). */
  asset: (path: string) => string;
  /** This page in every offered language, for hreflang and the language selector. */
  alternates: Array<{ lang: LanguageCode; tag: string; name: string; href: string }>;
  /** What the build took from the gateway for this merchant and language, when one was reachable. */
  gateway?: GatewayPageData;
}

/** Builds the context of one page; `gateway` is what the build took from a gateway for it, if anything. */
export function createPageContext(config: ResolvedTenantConfig, lang: LanguageCode, route: Route, gateway?: GatewayPageData): PageContext {
  const defaultLang = config.languages.default;
  return {
    config,
    lang,
    route,
    tag: LANGUAGES[lang].tag,
    dir: dirOf(lang),
    t: translator(lang),
    link: (path) => localizedPath(path, lang, defaultLang),
    href: (href) => localizeHref(href, lang, defaultLang),
    text: (value) => localized(value, lang, defaultLang),
    asset: (path) => `/${path}`,
    alternates: config.languages.offered.map((code) => ({
      lang: code,
      tag: LANGUAGES[code].tag,
      name: LANGUAGES[code].name,
      href: localizedPath(route.kind === 'notFound' ? '' : route.path, code, defaultLang),
    })),
    ...(gateway && { gateway }),
  };
}
