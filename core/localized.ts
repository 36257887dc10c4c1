/**
 * The platform's language fallback for operator-written content (texts, banner images,
 * announcements): the page's language, else EN, else the merchant's default, else any.
 */
export function inLanguage<T>(byLanguage: Readonly<Partial<Record<string, T>>> | undefined, code: string, fallback: string): T | undefined {
  if (!byLanguage) return undefined;
  return byLanguage[code] ?? byLanguage['EN'] ?? byLanguage[fallback] ?? Object.values(byLanguage).find((value) => value !== undefined);
}
