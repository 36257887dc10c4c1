import { pageMessages } from './page-data.ts';

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Islands' UI strings: the page's messages with `{{name}}` placeholders filled, and the plural
 * form `key_one`, `key_few`, `key_other`... that the page language's rules pick for a numeric
 * `count` (i18next's suffixes, so the build and the islands read one catalogue). The build
 * resolves the messages with i18next (EN fallback key by key); shipping i18next itself would not
 * fit the lobby's 90 KB budget next to React.
 */
export function t(key: string, values: Record<string, string | number> = {}): string {
  return message(pageMessages(), document.documentElement.lang, key, values);
}

/** `t` over given messages and locale. */
export function message(messages: Readonly<Record<string, string>>, locale: string, key: string, values: Record<string, string | number> = {}): string {
  const count = values['count'];
  let text: string | undefined;
  if (typeof count === 'number') {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    text = messages[`${key}_${rules.select(count)}`] ?? messages[`${key}_other`];
  }
  text ??= messages[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
