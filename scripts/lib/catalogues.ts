// The message catalogues (src/i18n/locales/<code>.json) as the scripts write them.

/** The catalogues, by language code: EN and TY ship complete, VI translates every text. */
export const CATALOGUE_CODES = ['EN', 'TY', 'VI'] as const;

/** A catalogue's path from the project's root. */
export const cataloguePath = (code: string) => `src/i18n/locales/${code}.json`;

/** A catalogue's text with messages set (new keys after the existing ones), as JSON.stringify writes it (every object expanded). */
export function withMessages(text: string, messages: Readonly<Record<string, string>>): string {
  const catalogue = JSON.parse(text) as Record<string, string>;
  for (const [key, message] of Object.entries(messages)) catalogue[key] = message;
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}
