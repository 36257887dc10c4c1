import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_LENGTH, MAX_VALUE_LENGTH, operatorPattern } from './operator-pattern.ts';
import { checkField, PATTERNS, settingPattern } from './patterns.ts';

describe('operatorPattern', () => {
  it('compiles an operator pattern outside the catalogue', () => {
    const pattern = operatorPattern('^[a-z]{3}[0-9]+$');
    expect(pattern?.test('abc12')).toBe(true);
    expect(pattern?.test('Abc12')).toBe(false);
  });

  it.each([
    '^(a+)+$',
    '^(a*)*$',
    '^(a|aa)+$',
    '^(?:\\d+x?){2,}$',
    '^((ab)*c)+$',
    '^([a-z]+\\.)+@x$',
    '^(\\w+\\s?)*$',
    '^(a)\\1$',
    '^(?<x>a)\\k<x>$',
  ])('refuses %s: nested repetition or a back-reference', (source) => {
    expect(operatorPattern(source)).toBeNull();
  });

  it('refuses overlong and invalid patterns, and reads * and empty as any', () => {
    expect(operatorPattern(`^${'a'.repeat(MAX_PATTERN_LENGTH)}$`)).toBeNull();
    expect(operatorPattern('^[a-z$')).toBeNull();
    expect(operatorPattern('*')).toBeNull();
    expect(operatorPattern('')).toBeNull();
  });

  it('keeps safe shapes: classes, lookaheads, unquantified alternations, an optional group', () => {
    for (const source of ['^\\d{4}-(0[1-9]|1[0-2])$', '^(?=.*[A-Z])[A-Za-z0-9]+$', '^[a-z]+(-[a-z])?$', '^\\p{L}{2,}$'])
      expect(operatorPattern(source), source).toBeInstanceOf(RegExp);
  });
});

describe('settingPattern and checkField with an operator pattern', () => {
  const rule = { enabled: true, required: true, minLength: 3, maxLength: 20 };

  it('uses the catalogue where the gateway sends the catalogue pattern', () => {
    expect(settingPattern({ patternId: 'DIGITS', acceptedPattern: PATTERNS.DIGITS.accepted })).toEqual({ patternId: 'DIGITS' });
  });

  it('checks an unknown id by its own pattern, with the general text', () => {
    const field = { ...rule, ...settingPattern({ patternId: 'OP_CODE', acceptedPattern: '^[a-z]{3}[0-9]+$' }) };
    expect(checkField('abc12', field)).toBeNull();
    expect(checkField('Abc12', field)?.key).toBe('reg_pattern_OTHER');
  });

  it('does not run a ReDoS pattern: ^(a+)+$ on a long near-match returns at once', () => {
    const field = { ...rule, maxLength: 100, ...settingPattern({ patternId: 'OP_A', acceptedPattern: '^(a+)+$' }) };
    expect(field.operatorPattern).toBeUndefined();
    const started = performance.now();
    expect(checkField(`${'a'.repeat(40)}!`, field)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('runs an operator pattern on bounded values only', () => {
    const field = { ...rule, maxLength: 10_000, ...settingPattern({ patternId: 'OP_A', acceptedPattern: '^a+$' }) };
    expect(checkField('a'.repeat(MAX_VALUE_LENGTH), field)).toBeNull();
    expect(checkField('a'.repeat(MAX_VALUE_LENGTH + 1), field)?.key).toBe('reg_pattern_OTHER');
  });
});
