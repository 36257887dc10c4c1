import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import type { LocalizedText } from '../../core/config/generated/resolved-tenant-config.ts';
import AR from './locales/AR.json' with { type: 'json' };
import EN from './locales/EN.json' with { type: 'json' };
import TY from './locales/TY.json' with { type: 'json' };
import VI from './locales/VI.json' with { type: 'json' };
import { LANGUAGES } from './languages.ts';
import { inLanguage } from '../../core/localized.ts';

/**
 * Every UI string key as code asks for it; EN is the reference catalogue. Plural forms
 * (`key_one`, `key_other`...) are asked for by their base key with a numeric `count`.
 */
export type MessageKey = {
  [K in keyof typeof EN]: K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
}[keyof typeof EN];

/**
 * Catalogues shipped with skinforge. Codes without one fall back to EN, key by key. AR holds the
 * analytics consent bar's words alone: a player agrees to what they can read, so every language a
 * demo merchant or fixture offers has the bar in its own words (tests/config/consent-languages.test.ts).
 */
export const CATALOGUES: Partial<Record<LanguageCode, Record<string, string>>> = { EN, TY, VI, AR };

const translators = new Map<LanguageCode, TFunction>();
/**
 * Lookups per language, answered once per build: a page context asks for a translator per page,
 * and every page of a merchant asks for the same strings with the same values (its brand name,
 * its game counts), which i18next would interpolate afresh each time.
 */
const memos = new Map<LanguageCode, Map<string, string>>();

/**
 * A translator for one language: flat dotted keys, `{{name}}` interpolation, and any key
 * missing from the language's catalogue taken from EN without a warning.
 */
export function translator(code: LanguageCode): (key: MessageKey, values?: Record<string, string | number>) => string {
  let t = translators.get(code);
  if (!t) {
    const instance = i18next.createInstance();
    // i18next canonicalises language codes, so catalogues are registered under BCP 47 tags.
    void instance.init({
      lng: LANGUAGES[code].tag,
      fallbackLng: LANGUAGES.EN.tag,
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        Object.entries(CATALOGUES).map(([lang, messages]) => [LANGUAGES[lang as LanguageCode].tag, { translation: messages }]),
      ),
    });
    t = instance.t;
    translators.set(code, t);
  }
  const bound = t;
  // Every page asks for the same few hundred strings: lookups are answered from a memo, keyed by
  // the key alone or with its values (a count picks the plural form, so 1 and "1" stay apart).
  let memo = memos.get(code);
  if (!memo) {
    memo = new Map();
    memos.set(code, memo);
  }
  const known = memo;
  return (key, values) => {
    const memoKey = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let text = known.get(memoKey);
    if (text === undefined) {
      text = (values ? bound(key, values) : bound(key)) as string;
      known.set(memoKey, text);
    }
    return text;
  };
}

/** Picks an operator-written text for a page: its language, else EN, else the default, else any. */
export function localized(text: LocalizedText | undefined, code: LanguageCode, fallback: LanguageCode): string {
  return inLanguage(text, code, fallback) ?? '';
}
