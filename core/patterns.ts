/**
 * The registration pattern catalogue (specification section 5). One module serves the reference
 * gateway, which validates registrations, and the site, which validates forms before sending:
 * both always agree. Error texts are i18n keys `reg_pattern_<id>` with (min) and (max) placeholders.
 */
import { MAX_VALUE_LENGTH, operatorPattern } from './operator-pattern.ts';

export const PATTERNS = {
  ANY: { regex: /^[\s\S]*$/u, accepted: '*', describe: 'any characters' },
  LETTER_FIRST_ALNUM: {
    regex: /^[A-Za-z][A-Za-z0-9]*$/u,
    accepted: '^[A-Za-z][A-Za-z0-9]*$',
    describe: 'a letter first, then letters and digits',
  },
  ALNUM: { regex: /^[A-Za-z0-9]+$/u, accepted: '^[A-Za-z0-9]+$', describe: 'letters or digits only' },
  DIGITS: { regex: /^[0-9]+$/u, accepted: '^[0-9]+$', describe: 'digits only' },
  ALNUM_MIXED: {
    regex: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
    accepted: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    describe: 'letters and digits, at least one of each',
  },
  ALNUM_UPPER: {
    regex: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
    accepted: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    describe: 'letters and digits with at least one uppercase letter',
  },
  LETTERS_SPACES: { regex: /^[A-Za-z ]+$/u, accepted: '^[A-Za-z ]+$', describe: 'English letters and spaces' },
  NO_SPACES: { regex: /^\S+$/u, accepted: '^\\S+$', describe: 'no spaces' },
  DATE_YMD: {
    regex: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
    accepted: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    describe: 'a date as yyyy-MM-dd',
  },
  DATE_MDY: {
    regex: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
    accepted: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
    describe: 'a date as MM-dd-yyyy',
  },
  KOREAN: {
    regex: /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+$/u,
    accepted: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$',
    describe: 'Korean only',
  },
  THAI: { regex: /^[\u0E00-\u0E7F]+$/u, accepted: '^[\\u0E00-\\u0E7F]+$', describe: 'Thai only' },
  THAI_EN_SPACES: {
    regex: /^[\u0E00-\u0E7FA-Za-z ]+$/u,
    accepted: '^[\\u0E00-\\u0E7FA-Za-z ]+$',
    describe: 'Thai or English letters and spaces',
  },
  UPPERCASE: { regex: /^[A-Z]+$/u, accepted: '^[A-Z]+$', describe: 'uppercase letters only' },
  STRONG: {
    regex: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/u,
    accepted: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S+$',
    describe: 'at least one uppercase letter, lowercase letter, digit and symbol',
  },
  FULL_NAME: {
    regex: /^\p{L}[\p{L}'.-]*( \p{L}[\p{L}'.-]*)+$/u,
    accepted: "^\\p{L}[\\p{L}'.-]*( \\p{L}[\\p{L}'.-]*)+$",
    describe: 'first and last name separated by a space',
  },
  JA_FULLWIDTH: {
    regex: /^[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uFF01-\uFF5E]+$/u,
    accepted: '^[\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uFF01-\\uFF5E]+$',
    describe: 'full-width Japanese without spaces',
  },
  CHINESE: {
    regex: /^[\u4E00-\u9FFF\u3400-\u4DBF\u3000-\u303F\uFF01-\uFF5E·]+$/u,
    accepted: '^[\\u4E00-\\u9FFF\\u3400-\\u4DBF\\u3000-\\u303F\\uFF01-\\uFF5E·]+$',
    describe: 'Chinese characters and punctuation',
  },
  EMAIL: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u, accepted: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', describe: 'an email address' },
} as const satisfies Record<string, { regex: RegExp; accepted: string; describe: string }>;

export type PatternId = keyof typeof PATTERNS;

/** The rule one registration field follows (the register settings entry of one field). */
export interface FieldRuleLike {
  enabled: boolean;
  required: boolean;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
  /** The operator's own pattern (acceptedPattern outside the catalogue, checked safe): it replaces the id's. */
  operatorPattern?: RegExp | undefined;
}

/** Why a value was refused: an i18n key and the values its placeholders take. */
export interface FieldError {
  key: string;
  params: { min: number; max: number };
}

/**
 * Checks one value against its rule. Empty optional fields pass; an empty required field is
 * `input_cannot_empty`; a wrong length or form is `reg_pattern_<id>` (lengths are part of the
 * pattern's message, as the platform words it).
 */
export function checkField(value: string, rule: FieldRuleLike): FieldError | null {
  const params = { min: rule.minLength, max: rule.maxLength };
  if (value === '') return rule.required ? { key: 'input_cannot_empty', params } : null;
  const length = [...value].length;
  const custom = rule.operatorPattern;
  // An operator's pattern runs on bounded values only (operator-pattern.ts).
  const formOk = custom ? length <= MAX_VALUE_LENGTH && custom.test(value) : PATTERNS[rule.patternId].regex.test(value);
  if (length < rule.minLength || length > rule.maxLength || !formOk) {
    // A pattern the catalogue has no id for has its own, general text.
    return { key: custom && rule.patternId === 'ANY' ? 'reg_pattern_OTHER' : `reg_pattern_${rule.patternId}`, params };
  }
  return null;
}

/**
 * The pattern of one register-settings entry (patternId, acceptedPattern from the gateway): the
 * catalogue's where the gateway sends the catalogue's pattern, else the operator's own when it is
 * safe to run (operator-pattern.ts); an unknown id reads as ANY for its text.
 */
export function settingPattern(entry: {
  patternId: string;
  acceptedPattern: string;
}): Pick<FieldRuleLike, 'patternId' | 'operatorPattern'> {
  const patternId = entry.patternId in PATTERNS ? (entry.patternId as PatternId) : 'ANY';
  if (entry.acceptedPattern === PATTERNS[patternId].accepted) return { patternId };
  // A refused pattern is not run: the id's catalogue pattern (or any) and the lengths stand.
  return { patternId, operatorPattern: operatorPattern(entry.acceptedPattern) ?? undefined };
}
