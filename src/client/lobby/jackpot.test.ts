import { describe, expect, it } from 'vitest';
import { JACKPOT, JACKPOT_EPOCH, jackpotAt, jackpotNextTick, jackpotSeed } from './jackpot.ts';

const DAY = 86_400_000;
const seed = jackpotSeed('mirage');

/** The times at which the amount changes, from `from` for `count` ticks. */
function ticks(from: number, count: number): number[] {
  const times = [];
  let now = from;
  for (let i = 0; i < count; i++) {
    now += jackpotNextTick(seed, now);
    times.push(now);
  }
  return times;
}

describe('the jackpot ticker', () => {
  it('starts between 10,000,000 and 20,000,000, a different start for each merchant', () => {
    const starts = ['mirage', 'aurora', 'lotus', 'x'].map((code) => jackpotAt(jackpotSeed(code), JACKPOT_EPOCH));
    for (const start of starts) expect(start >= JACKPOT.min && start <= JACKPOT.max && Number.isInteger(start)).toBe(true);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('is the same on every load and for every visitor at the same moment', () => {
    const now = Date.UTC(2026, 10, 26, 17, 30);
    expect(jackpotAt(jackpotSeed('mirage'), now)).toBe(jackpotAt(seed, now));
  });

  it('ticks every 3 to 5 seconds and grows by 100 to 500 at each tick, a week and a year after the epoch', () => {
    for (const from of [JACKPOT_EPOCH, JACKPOT_EPOCH + 7 * DAY, JACKPOT_EPOCH + 365 * DAY]) {
      let previousTime = from;
      let previous = jackpotAt(seed, from);
      const steps = new Set<number>();
      for (const time of ticks(from, 2000)) {
        const amount = jackpotAt(seed, time);
        if (previousTime !== from) {
          expect(time - previousTime).toBeGreaterThanOrEqual(JACKPOT.delayMin);
          expect(time - previousTime).toBeLessThanOrEqual(JACKPOT.delayMax);
        }
        expect(amount - previous).toBeGreaterThanOrEqual(JACKPOT.stepMin);
        expect(amount - previous).toBeLessThanOrEqual(JACKPOT.stepMax);
        // Just before the tick it still shows the last amount.
        expect(jackpotAt(seed, time - 1)).toBe(previous);
        steps.add(amount - previous);
        previous = amount;
        previousTime = time;
      }
      // The steps are drawn, not a constant.
      expect(steps.size).toBeGreaterThan(50);
    }
  });

  it('never goes down: at random moments over two years, each later reading is at least the earlier', () => {
    let state = 12345;
    const random = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 2 ** 32;
    };
    const times = Array.from({ length: 20_000 }, () => JACKPOT_EPOCH - DAY + random() * 730 * DAY).sort((a, b) => a - b);
    let previous = 0;
    for (const time of times) {
      const amount = jackpotAt(seed, time);
      expect(amount).toBeGreaterThanOrEqual(previous);
      previous = amount;
    }
  });
});
