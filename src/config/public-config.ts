import type { LanguageCode, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { jurisdictionPreset } from '../../core/config/jurisdiction.ts';
import { inLanguage } from '../../core/localized.ts';
import { localizeHref } from '../routing/routes.ts';
import type { StripBanner } from '../components/lobby/strip-banners.ts';

/** The banners of the dialogs that load on first open (login, forgot password), resolved at build time. */
export interface DialogBanners {
  w_login: StripBanner[];
  w_forget: StripBanner[];
}

/** The help centre's articles in a language, as /help shows them: the page's language, else EN, else the default language's. */
export function helpArticles(config: ResolvedTenantConfig, lang: LanguageCode) {
  const help = config.content.helpCenter;
  return help[lang] ?? help['EN'] ?? help[config.languages.default] ?? [];
}

/**
 * What islands may know about the merchant, embedded in every page as a JSON data element
 * (#sf-config) and read once. Nothing here is secret; help texts and SEO stay out to keep pages small.
 */
function publicConfig(config: ResolvedTenantConfig, lang: LanguageCode, dialogBanners: DialogBanners) {
  return {
    merchantCode: config.merchantCode,
    brandName: config.brand.name,
    lang,
    defaultLang: config.languages.default,
    languages: config.languages.offered,
    gateway: config.gateway,
    currency: config.currency,
    signIn: config.signIn,
    minimumAge: config.legal.minimumAge,
    // Where the jurisdiction asks, every way to register (form, one-click, social) asks the age box.
    ageConfirmation: jurisdictionPreset(config.legal.jurisdiction).ageConfirmation,
    countries: config.registration.countries,
    phoneAuth: config.registration.phoneAuth,
    features: config.features,
    timezone: config.timezone,
    customerService: config.support.customerService.map(({ csType, url }) => ({ csType, url })),
    resources: config.support.resources,
    apps: config.support.apps,
    feedback: config.support.feedback,
    // The customer-service dialog's hours line and chat room, and the licence dialog, in the page's language.
    supportHours: inLanguage(config.support.hours, lang, config.languages.default) ?? null,
    chatRoom: config.support.chatRoom ?? null,
    legal: {
      licence: inLanguage(config.legal.licence.text, lang, config.languages.default) ?? '',
      licenceUrl: config.legal.licence.url ?? null,
      regulator: jurisdictionPreset(config.legal.jurisdiction).regulator,
      links: config.legal.responsibleGambling.map((link) => ({
        label: inLanguage(link.label, lang, config.languages.default) ?? '',
        href: localizeHref(link.href, lang, config.languages.default),
      })),
    },
    products: config.products.map(({ gameType, vendors }) => ({ gameType, vendors })),
    // The help articles' anchors ('#term'; their texts stay on /help): a page at one opens the help centre there (boot.ts).
    help: helpArticles(config, lang).map((article) => `#${article.id}`),
    dialogBanners,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;

const forScript = new WeakMap<ResolvedTenantConfig, Map<LanguageCode, string>>();

/**
 * publicConfig as a page embeds it (#sf-config): every page of a merchant's language embeds the
 * same text, so it is worked out once per config object and language, not on each of its pages. A
 * changed config (the live preview) is a new object and gets its own. The dialogs' banners come
 * from the same config and language, so they are asked for only when the text is made.
 */
export function publicConfigForScript(config: ResolvedTenantConfig, lang: LanguageCode, dialogBanners: () => DialogBanners): string {
  let byLanguage = forScript.get(config);
  if (!byLanguage) {
    byLanguage = new Map();
    forScript.set(config, byLanguage);
  }
  let text = byLanguage.get(lang);
  if (text === undefined) {
    text = serializeForScript(publicConfig(config, lang, dialogBanners()));
    byLanguage.set(lang, text);
  }
  return text;
}

/** JSON that is safe inside a <script> element: no way to close it or break a line terminator. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
