import { describe, expect, it } from 'vitest';
import { startOfZonedDay, zoneOffset } from './zoned-time.ts';

describe('days in a time zone', () => {
  it('knows each zone is ahead of or behind UTC', () => {
    expect(zoneOffset(Date.UTC(2026, 0, 15, 12), 'Asia/Manila')).toBe(8 * 3_600_000);
    expect(zoneOffset(Date.UTC(2026, 6, 15, 12), 'Europe/Malta')).toBe(2 * 3_600_000);
    expect(zoneOffset(Date.UTC(2026, 0, 15, 12), 'Europe/Malta')).toBe(1 * 3_600_000);
  });

  it("starts Manila's day at 16:00 UTC the day before", () => {
    // 2026-01-15 03:00 in Manila is 2026-01-14 19:00 UTC; that day began 2026-01-14 16:00 UTC.
    expect(startOfZonedDay(Date.UTC(2026, 0, 14, 19), 'Asia/Manila')).toBe(Date.UTC(2026, 0, 14, 16));
  });

  it('starts a day that changes to summer time at its own midnight', () => {
    // Malta moves to CEST at 02:00 on 2026-03-29: that day began at 23:00 UTC on the 28th.
    expect(startOfZonedDay(Date.UTC(2026, 2, 29, 20), 'Europe/Malta')).toBe(Date.UTC(2026, 2, 28, 23));
    // The next day began at 22:00 UTC.
    expect(startOfZonedDay(Date.UTC(2026, 2, 30, 1), 'Europe/Malta')).toBe(Date.UTC(2026, 2, 29, 22));
  });
});
