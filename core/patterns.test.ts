import { describe, expect, it } from 'vitest';
import { checkField, PATTERNS, type PatternId } from './patterns.ts';

const rule = (patternId: PatternId, minLength = 0, maxLength = 64, required = true) => ({
  enabled: true,
  required,
  patternId,
  minLength,
  maxLength,
});

const SAMPLES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  ANY: { ok: ['anything goes 1!', 'ñ'], bad: [] },
  LETTER_FIRST_ALNUM: { ok: ['abc123', 'Z9'], bad: ['1abc', 'ab_c', 'ab c'] },
  ALNUM: { ok: ['abc', '123', 'a1'], bad: ['a-1', 'a b'] },
  DIGITS: { ok: ['0917123456'], bad: ['12a', '+63'] },
  ALNUM_MIXED: { ok: ['abc123'], bad: ['abcdef', '123456', 'abc 123'] },
  ALNUM_UPPER: { ok: ['Abc123', 'ABC'], bad: ['abc123'] },
  LETTERS_SPACES: { ok: ['Juan Dela Cruz'], bad: ['Juan2', 'José'] },
  NO_SPACES: { ok: ['a.b@c!'], bad: ['a b'] },
  DATE_YMD: { ok: ['2001-12-31'], bad: ['2001-13-01', '31-12-2001'] },
  DATE_MDY: { ok: ['12-31-2001'], bad: ['2001-12-31', '13-01-2001'] },
  KOREAN: { ok: ['홍길동'], bad: ['Hong', '홍 길동'] },
  THAI: { ok: ['สมชาย'], bad: ['Somchai'] },
  THAI_EN_SPACES: { ok: ['สมชาย Jaidee'], bad: ['สมชาย1'] },
  UPPERCASE: { ok: ['ABC'], bad: ['AbC', 'AB1'] },
  STRONG: { ok: ['Passw0rd!'], bad: ['Password1', 'passw0rd!', 'PASSW0RD!', 'Pass w0rd!'] },
  FULL_NAME: { ok: ['Juan Dela Cruz', 'Nguyễn Văn'], bad: ['Juan', 'Juan  Cruz', 'Juan 2'] },
  JA_FULLWIDTH: { ok: ['やまだたろう', 'ヤマダ'], bad: ['yamada', 'やまだ たろう'] },
  CHINESE: { ok: ['王小明'], bad: ['Wang'] },
  EMAIL: { ok: ['a@b.co'], bad: ['a@b', 'a b@c.com', '@b.com'] },
};

describe('pattern catalogue', () => {
  for (const id of Object.keys(PATTERNS) as PatternId[]) {
    it(`${id} accepts and refuses what it describes`, () => {
      for (const value of SAMPLES[id].ok) expect(checkField(value, rule(id)), value).toBeNull();
      for (const value of SAMPLES[id].bad)
        expect(checkField(value, rule(id)), value).toEqual({ key: `reg_pattern_${id}`, params: { min: 0, max: 64 } });
    });
  }

  it('publishes each regex as the acceptedPattern clients see', () => {
    for (const [id, pattern] of Object.entries(PATTERNS)) {
      if (id === 'ANY') expect(pattern.accepted).toBe('*');
      else expect(new RegExp(pattern.accepted, 'u').source, id).toBe(pattern.regex.source);
    }
  });

  it('checks lengths in characters, not UTF-16 units', () => {
    expect(checkField('홍길동', rule('KOREAN', 3, 3))).toBeNull();
    expect(checkField('ab', rule('ALNUM', 3, 5))).toEqual({ key: 'reg_pattern_ALNUM', params: { min: 3, max: 5 } });
    expect(checkField('abcdef', rule('ALNUM', 3, 5))).toEqual({ key: 'reg_pattern_ALNUM', params: { min: 3, max: 5 } });
  });

  it('lets empty optional fields through and stops empty required ones', () => {
    expect(checkField('', rule('DIGITS', 4, 6, false))).toBeNull();
    expect(checkField('', rule('DIGITS', 4, 6, true))).toEqual({ key: 'input_cannot_empty', params: { min: 4, max: 6 } });
  });
});
