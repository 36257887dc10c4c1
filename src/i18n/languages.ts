import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';

interface LanguageInfo {
  /** BCP 47 tag for lang attributes and hreflang. */
  tag: string;
  /** The language's name in itself, for the language selector. */
  name: string;
  rtl?: true;
}

/** Platform language codes and what the web needs to know about each. TY is Filipino. */
export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  EN: { tag: 'en', name: 'English' },
  TY: { tag: 'fil', name: 'Filipino' },
  CN: { tag: 'zh-CN', name: '简体中文' },
  TW: { tag: 'zh-TW', name: '繁體中文' },
  JA: { tag: 'ja', name: '日本語' },
  TH: { tag: 'th', name: 'ไทย' },
  VI: { tag: 'vi', name: 'Tiếng Việt' },
  MY: { tag: 'my', name: 'မြန်မာ' },
  ES: { tag: 'es', name: 'Español' },
  HI: { tag: 'hi', name: 'हिन्दी' },
  ID: { tag: 'id', name: 'Bahasa Indonesia' },
  KM: { tag: 'km', name: 'ខ្មែរ' },
  KO: { tag: 'ko', name: '한국어' },
  MS: { tag: 'ms', name: 'Bahasa Melayu' },
  PT: { tag: 'pt', name: 'Português' },
  TA: { tag: 'ta', name: 'தமிழ்' },
  UR: { tag: 'ur', name: 'اردو', rtl: true },
  TR: { tag: 'tr', name: 'Türkçe' },
  BN: { tag: 'bn', name: 'বাংলা' },
  AR: { tag: 'ar', name: 'العربية', rtl: true },
  FA: { tag: 'fa', name: 'فارسی', rtl: true },
  RU: { tag: 'ru', name: 'Русский' },
  LO: { tag: 'lo', name: 'ລາວ' },
  FR: { tag: 'fr', name: 'Français' },
};

/** Text direction of a language's pages. */
export function dirOf(code: LanguageCode): 'rtl' | 'ltr' {
  return LANGUAGES[code].rtl ? 'rtl' : 'ltr';
}

/** The URL segment of a non-default language: /en/, /vi/ ... */
export function urlSegment(code: LanguageCode): string {
  return code.toLowerCase();
}
