import { describe, expect, it } from 'vitest';
import { exactMinor, formatMinor, formatMoney, fromMinor, parseAmount, toMinor } from './money.ts';

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
