import { pageMessages } from './page-data.ts';

/**
 * Islands' UI strings: the page's messages with `{{name}}` placeholders filled. The build
 * resolves them with i18next (EN fallback key by key); shipping i18next itself would not fit the
 * lobby's 90 KB budget next to React.
 */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const text = pageMessages()[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
