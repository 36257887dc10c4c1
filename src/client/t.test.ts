import { describe, expect, it } from 'vitest';
import { message } from './t.ts';

const messages = {
  'x.games_one': '{{count}} game',
  'x.games_other': '{{count}} games',
  'x.hello': 'Hello {{name}}',
  'x.only': '{{count}} items',
};

describe('island messages', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(message(messages, 'en', 'x.hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(message(messages, 'en', 'x.hello')).toBe('Hello {{name}}');
    expect(message(messages, 'en', 'x.missing')).toBe('x.missing');
  });

  it("picks the plural form the page language's rules name", () => {
    expect(message(messages, 'en', 'x.games', { count: 1 })).toBe('1 game');
    expect(message(messages, 'en', 'x.games', { count: 0 })).toBe('0 games');
    expect(message(messages, 'en', 'x.games', { count: 18 })).toBe('18 games');
    // Vietnamese has one form: "other".
    expect(message(messages, 'vi', 'x.games', { count: 1 })).toBe('1 games');
    // Filipino's "one" covers 1 and, among others, 2 and 3.
    expect(message(messages, 'fil', 'x.games', { count: 3 })).toBe('3 game');
  });

  it('uses the plain key when a message has no plural forms', () => {
    expect(message(messages, 'en', 'x.only', { count: 1 })).toBe('1 items');
  });
});
