import { describe, expect, it } from 'vitest';
import { feeOf } from './fees.ts';

describe('feeOf', () => {
  it('is nothing for a free channel', () => {
    expect(feeOf(100_00, { percent: 0, fixed: 0 }, 2)).toBe(0);
  });

  it('rounds the percentage down to the minor unit and adds the fixed part', () => {
    // 1.5% of 333.33 is 4.99995: 4.99 kept, plus 1.00 fixed.
    expect(feeOf(333_33, { percent: 1.5, fixed: 1 }, 2)).toBe(4_99 + 1_00);
    // VND has no minor unit: 1% of 55,555 ₫ is 555.55, so 555.
    expect(feeOf(55_555, { percent: 1, fixed: 0 }, 0)).toBe(555);
  });

  it('stays exact for amounts past what a float multiplies exactly', () => {
    expect(feeOf(9_007_199_254_740_991, { percent: 0.01, fixed: 0 }, 0)).toBe(900_719_925_474);
  });
});
