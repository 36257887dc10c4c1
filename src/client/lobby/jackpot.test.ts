import { describe, expect, it } from 'vitest';
import { between, JACKPOT, jackpotDelay, jackpotStart, jackpotStep } from './jackpot.ts';

/** A random source that returns the given values in turn. */
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;
// The largest number Math.random can return.
const TOP = 1 - Number.EPSILON;

describe('the jackpot ticker', () => {
  it('starts between 10,000,000 and 20,000,000, both included', () => {
    expect(jackpotStart(() => 0)).toBe(10_000_000);
    expect(jackpotStart(() => TOP)).toBe(20_000_000);
    expect(jackpotStart(() => 0.5)).toBe(15_000_000);
  });

  it('grows by 100 to 500 at each tick', () => {
    expect(jackpotStep(() => 0)).toBe(100);
    expect(jackpotStep(() => TOP)).toBe(500);
    expect(jackpotStep(() => 0.25)).toBe(200);
  });

  it('ticks every 3 to 5 seconds', () => {
    expect(jackpotDelay(() => 0)).toBe(3_000);
    expect(jackpotDelay(() => TOP)).toBe(5_000);
    expect(jackpotDelay(() => 0.5)).toBe(4_000);
  });

  it('draws whole numbers, each time afresh', () => {
    const random = sequence(0.1, 0.9, 0.3);
    expect([jackpotStep(random), jackpotStep(random), jackpotStep(random)]).toEqual([140, 460, 220]);
    for (let i = 0; i < 1000; i++) {
      const value = between(Math.random, JACKPOT.stepMin, JACKPOT.stepMax);
      expect(Number.isInteger(value) && value >= 100 && value <= 500).toBe(true);
    }
  });
});
