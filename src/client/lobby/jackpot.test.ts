import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT, JACKPOT_KEY, startJackpot } from './jackpot.ts';

/** A random source that answers `values` in turn, then the last one again. */
function randomOf(...values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

/** A tab's sessionStorage. */
function tabStorage(kept?: string) {
  const items = new Map<string, string>(kept === undefined ? [] : [[JACKPOT_KEY, kept]]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

/** Starts a ticker on a stand-in element; `shown()` is the amount it shows. */
function ticker(random: () => number, storage = tabStorage()) {
  const element = { textContent: '' } as Element;
  startJackpot(element, String, { random, storage });
  return { shown: () => Number(element.textContent), storage };
}

/** The largest value Math.random can answer. */
const TOP = 1 - 2 ** -53;

describe('the jackpot ticker', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('starts at a random whole amount from 10,000,000 to 20,000,000, both ends included', () => {
    expect(ticker(randomOf(0)).shown()).toBe(JACKPOT.min);
    expect(ticker(randomOf(TOP)).shown()).toBe(JACKPOT.max);
    expect(ticker(randomOf(0.5)).shown()).toBe(15_000_000);
    expect(ticker(randomOf(0.25)).shown()).toBe(12_500_000);
  });

  it('grows by a drawn 100 to 500 after a drawn 3 to 5 s, and so on from there', () => {
    // Start, first wait (the shortest), first step (the smallest), second wait (the longest), second step (the largest).
    const { shown } = ticker(randomOf(0.5, 0, 0, TOP, TOP, 0.5));
    /** After `wait` ms, and not a millisecond sooner, the ticker shows `amount`. */
    const expectTick = (wait: number, amount: number) => {
      const before = shown();
      vi.advanceTimersByTime(wait - 1);
      expect(shown()).toBe(before);
      vi.advanceTimersByTime(1);
      expect(shown()).toBe(amount);
    };
    expect(shown()).toBe(15_000_000);
    expectTick(3000, 15_000_100);
    expectTick(5000, 15_000_600);
    // Then the middle: 4 s and 300.
    expectTick(4000, 15_000_900);
  });

  it('over an hour of Math.random, every step is 100 to 500 and every wait 3 to 5 s', () => {
    const { shown } = ticker(Math.random);
    let previous = shown();
    let waited = 0;
    for (let ms = 0; ms < 3_600_000; ms += 1) {
      vi.advanceTimersByTime(1);
      waited++;
      if (shown() === previous) continue;
      expect(shown() - previous).toBeGreaterThanOrEqual(JACKPOT.stepMin);
      expect(shown() - previous).toBeLessThanOrEqual(JACKPOT.stepMax);
      expect(waited).toBeGreaterThanOrEqual(JACKPOT.delayMin);
      expect(waited).toBeLessThanOrEqual(JACKPOT.delayMax);
      previous = shown();
      waited = 0;
    }
  });

  it('goes on from the amount the tab last showed, and keeps each new amount for the next page', () => {
    const { shown, storage } = ticker(randomOf(0.5), tabStorage('17654321'));
    expect(shown()).toBe(17_654_321);
    vi.advanceTimersByTime(4000);
    expect(storage.getItem(JACKPOT_KEY)).toBe('17654621');
    expect(ticker(randomOf(0.5), storage).shown()).toBe(17_654_621);
  });

  it('starts afresh when what the tab kept is not an amount it could have shown', () => {
    for (const kept of ['', 'abc', '9999999', '1.5e7', '1e400']) expect(ticker(randomOf(0.5), tabStorage(kept)).shown()).toBe(15_000_000);
  });
});
