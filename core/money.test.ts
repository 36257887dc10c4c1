import { describe, expect, it } from 'vitest';
import { amountFormat, exactMinor, formatMinor, formatMoney, formatWhole, fromMinor, parseAmount, toMinor, wholeShape } from './money.ts';

const peso = { symbol: '₱', decimals: 2 };
const dong = { symbol: '₫', decimals: 0 };

describe('money', () => {
  it('takes a wire amount to move only when it has no more decimals than the currency', () => {
    expect(exactMinor(120.25, 2)).toBe(12_025);
    expect(exactMinor(0.3, 2)).toBe(30);
    expect(exactMinor(1000, 0)).toBe(1000);
    // Refused, not rounded: a third decimal, a fraction of a dong, the float sum 0.1 + 0.2.
    expect(exactMinor(1.005, 2)).toBeUndefined();
    expect(exactMinor(10.5, 0)).toBeUndefined();
    expect(exactMinor(0.1 + 0.2, 2)).toBeUndefined();
    expect(exactMinor(1e300, 2)).toBeUndefined();
  });

  it('writes the currency decimals in the page locale', () => {
    expect(formatMoney(1234.5, 'en', peso)).toBe('₱ 1,234.50');
    expect(formatMoney(50000, 'vi', dong)).toBe('₫ 50.000');
    expect(formatMoney(50000.6, 'vi', dong)).toBe('₫ 50.001');
    expect(formatMinor(123456, 'fil', peso)).toBe('₱ 1,234.56');
  });

  it('converts between wire amounts and minor units exactly', () => {
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(1000, 0)).toBe(1000);
    expect(toMinor(19.99, 2)).toBe(1999);
    expect(fromMinor(1999, 2)).toBe(19.99);
    expect(fromMinor(5000, 0)).toBe(5000);
  });

  it('reads typed amounts without floating point', () => {
    expect(parseAmount('100', 2)).toEqual({ minor: 10000 });
    expect(parseAmount(' 100.5 ', 2)).toEqual({ minor: 10050 });
    expect(parseAmount('100,05', 2)).toEqual({ minor: 10005 });
    expect(parseAmount('0.07', 2)).toEqual({ minor: 7 });
    expect(parseAmount('50000', 0)).toEqual({ minor: 50000 });
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('', 2)).toEqual({ problem: 'format' });
    expect(parseAmount('-5', 2)).toEqual({ problem: 'format' });
    expect(parseAmount('1,000.00', 2)).toEqual({ problem: 'format' });
    expect(parseAmount('1e5', 2)).toEqual({ problem: 'format' });
    expect(parseAmount('1.005', 2)).toEqual({ problem: 'decimals' });
    expect(parseAmount('10.5', 0)).toEqual({ problem: 'decimals' });
  });
});

describe('formatWhole', () => {
  // The demo merchants' languages and locales whose grouping, digits or separators differ: Indian
  // grouping (hi, en-IN), no group under five digits (es, pl), Arabic-Indic and Bengali digits,
  // spaces and apostrophes as separators, right-to-left marks.
  const locales = 'en fil vi th zh-CN id ms my km hi en-IN bn es pl pt-BR de fr de-CH ru ar-EG fa he ja ko tr'.split(' ');
  const wholes = [
    0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_234_567, 12_345_678, 10_000_000, 19_999_999, 123_456_789,
    1_234_567_890, 98_765_432_109,
  ];

  it('writes what Intl writes, for every decimals a currency has', () => {
    for (const locale of locales) {
      for (const decimals of [0, 2, 3]) {
        const shape = wholeShape(locale, decimals);
        const intl = amountFormat(locale, decimals);
        for (const whole of wholes) expect(formatWhole(shape, whole), `${locale}, ${decimals} places, ${whole}`).toBe(intl.format(whole));
      }
    }
  });

  it('is plain data, as a page carries it (JSON)', () => {
    const shape = wholeShape('hi', 2);
    expect(JSON.parse(JSON.stringify(shape))).toEqual(shape);
    expect(formatWhole(shape, 12_345_678)).toBe(amountFormat('hi', 2).format(12_345_678));
  });
});
