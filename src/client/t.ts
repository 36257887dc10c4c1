import { pageMessages } from './page-data.ts';

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
export function message(
  messages: Readonly<Record<string, string>>,
  locale: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const count = values['count'];
  const plural =
    typeof count === 'number' ? (messages[`${key}_${new Intl.PluralRules(locale).select(count)}`] ?? messages[`${key}_other`]) : undefined;
  return (plural ?? messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
