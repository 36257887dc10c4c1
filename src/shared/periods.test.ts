import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayStart, periodOf, presetDays } from './periods.ts';

describe('periods of days in a time zone', () => {
  it('names the day of an instant where the merchant is', () => {
    // 2026-01-14 19:00 UTC is already the 15th in Manila, still the 14th in Malta.
    expect(dayIn(Date.UTC(2026, 0, 14, 19), 'Asia/Manila')).toBe('2026-01-15');
    expect(dayIn(Date.UTC(2026, 0, 14, 19), 'Europe/Malta')).toBe('2026-01-14');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('turns days into the instants they span, daylight saving included', () => {
    expect(dayStart('2026-01-15', 'Asia/Manila')).toBe(Date.UTC(2026, 0, 14, 16));
    // Malta's 29 March 2026 has 23 hours.
    expect(periodOf('2026-03-29', '2026-03-29', 'Europe/Malta')).toEqual({
      start: Date.UTC(2026, 2, 28, 23),
      end: Date.UTC(2026, 2, 29, 22),
    });
    expect(periodOf('2026-01-01', '2026-01-07', 'Asia/Ho_Chi_Minh')).toEqual({
      start: Date.UTC(2025, 11, 31, 17),
      end: Date.UTC(2026, 0, 7, 17),
    });
  });

  it('offers today and the previous 7 and 30 days, today included', () => {
    expect(presetDays('today', '2026-11-25')).toEqual({ first: '2026-11-25', last: '2026-11-25' });
    expect(presetDays('last7', '2026-11-25')).toEqual({ first: '2026-11-19', last: '2026-11-25' });
    expect(presetDays('last30', '2026-11-25')).toEqual({ first: '2026-10-27', last: '2026-11-25' });
  });
});
