// The one model for every human text the gateway stores for a member to read later (bonus titles,
// raffle titles, platform messages): each language's text in one JSON object, rendered in the
// reader's language when it is read. Storing the text of the page that happened to write it (the
// old way) showed a Filipino title on the English page. Text an operator wrote once, in whatever
// language (`bonus grant --title`, `message send`), is kept under "*": the same for every reader.
// See gateway/README.md, "Stored titles".
import { inLanguage } from '../../core/localized.ts';

/** A text per platform language ({"EN": "...", "TY": "..."}), or {"*": "..."} for one written for everyone. */
export type LocalizedText = Readonly<Partial<Record<string, string>>>;

/** The key of text written once for every reader, language unknown. */
const AS_WRITTEN = '*';

/** A text to store: a plain string is the operator's, as written, for every reader. */
function localized(text: string | LocalizedText): LocalizedText {
  return typeof text === 'string' ? { [AS_WRITTEN]: text } : text;
}

/** The column's value for a text (at least one non-empty language). */
export function storedText(text: string | LocalizedText): string {
  const byLanguage = localized(text);
  if (!Object.values(byLanguage).some((value) => value)) throw new Error('a stored text needs at least one language');
  return JSON.stringify(byLanguage);
}

/** A stored text in the reader's language: theirs, else English, else the merchant's default, else any. */
export function readText(stored: string, language: string, defaultLanguage: string): string {
  return inLanguage(parseText(stored), language, defaultLanguage) ?? '';
}

/** A stored text's languages. */
export function parseText(stored: string): LocalizedText {
  return JSON.parse(stored) as LocalizedText;
}

/** Fills {{name}} in each language's text with the parameter's value. */
export function withParams(text: LocalizedText, params: Readonly<Record<string, string | number>>): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, value]) => [
      language,
      (value ?? '').replaceAll(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole)),
    ]),
  );
}
