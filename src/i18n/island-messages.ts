import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { CATALOGUES } from './translate.ts';
import { serializeForScript } from '../config/public-config.ts';

/** Key prefixes the islands use; only these are embedded in pages (#sf-messages). */
const ISLAND_KEY_PREFIXES = [
  'island.',
  'error.',
  'form.',
  'header.',
  'reg_pattern_',
  'input_cannot_empty',
  'games.',
  'gameType.',
  'gameClass.',
  'category.',
  'lobby.',
] as const;

/**
 * The island messages of a language, EN where it lacks one, with their placeholders left for
 * the island to fill. Pages embed this so the browser needs no i18n library.
 */
export function islandMessages(lang: LanguageCode): Record<string, string> {
  const own = CATALOGUES[lang] ?? {};
  const english = CATALOGUES.EN ?? {};
  const messages: Record<string, string> = {};
  for (const key of Object.keys(english)) {
    if (ISLAND_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) messages[key] = own[key] ?? english[key]!;
  }
  return messages;
}

const forScript = new Map<LanguageCode, string>();

/**
 * islandMessages(lang) as a page embeds it (#sf-messages), worked out once per language and build:
 * every page of a language embeds the same text, and doing it per page cost a tenth of each page's render.
 */
export function islandMessagesForScript(lang: LanguageCode): string {
  let text = forScript.get(lang);
  if (text === undefined) {
    text = serializeForScript(islandMessages(lang));
    forScript.set(lang, text);
  }
  return text;
}
