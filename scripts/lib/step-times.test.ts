import { describe, expect, it } from 'vitest';
import { formatSeconds, stepTimesTable } from './step-times.ts';

describe('step times', () => {
  it('say seconds below a minute and minutes with seconds from one up', () => {
    expect(formatSeconds(12.34)).toBe('12.3s');
    expect(formatSeconds(59.94)).toBe('59.9s');
    expect(formatSeconds(60)).toBe('1m 00s');
    expect(formatSeconds(245.4)).toBe('4m 05s');
    expect(formatSeconds(1199.6)).toBe('20m 00s');
  });

  it('list every step that ran with the total, aligned', () => {
    expect(
      stepTimesTable([
        ['lint and format', 4.2],
        ['unit tests', 190],
      ]),
    ).toBe(['Step times:', '  lint and format      4.2s', '  unit tests         3m 10s', '  total              3m 14s'].join('\n'));
  });

  it("give the run's own time as the total when steps ran side by side", () => {
    const times = [
      ['types', 31],
      ['studio browser tests', 37],
    ] as const;
    expect(stepTimesTable(times, 46).split('\n').at(-1)).toBe('  total                    46.0s');
  });
});
