import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysIn, dayStart, earliestDay, periodOf, presetDays, steppedDays } from './periods.ts';

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

  it('steps a 7- or 30-day period back and forward by its length, never after today', () => {
    const today = '2026-11-25';
    const week = presetDays('last7', today);
    expect(steppedDays(week, 1, today)).toBeNull();
    const before = steppedDays(week, -1, today);
    expect(before).toEqual({ first: '2026-11-12', last: '2026-11-18' });
    expect(steppedDays(before!, 1, today)).toEqual(week);
    // Two dates 30 days apart (both included) step like the preset, across months.
    expect(steppedDays({ first: '2026-10-02', last: '2026-10-31' }, -1, today)).toEqual({ first: '2026-09-02', last: '2026-10-01' });
    expect(steppedDays({ first: '2026-10-02', last: '2026-10-31' }, 1, today)).toBeNull();
    expect(steppedDays({ first: '2026-09-02', last: '2026-10-01' }, 1, today)).toEqual({ first: '2026-10-02', last: '2026-10-31' });
    // Other lengths have no previous or next.
    expect(daysIn('2026-11-19', '2026-11-26')).toBe(8);
    expect(steppedDays({ first: '2026-11-10', last: '2026-11-17' }, -1, today)).toBeNull();
    expect(steppedDays(presetDays('today', today), -1, today)).toBeNull();
  });

  it('keeps the steps within the 92-day look-back', () => {
    const today = '2026-11-25';
    expect(earliestDay(today)).toBe('2026-08-26');
    expect(daysIn(earliestDay(today), today)).toBe(92);
    // Back from the last 30 days: twice, then the next period would start before the look-back.
    let days = presetDays('last30', today);
    const seen: string[] = [];
    for (let next = steppedDays(days, -1, today); next; next = steppedDays(days, -1, today)) {
      days = next;
      seen.push(days.first);
    }
    expect(seen).toEqual(['2026-09-27', '2026-08-28']);
    // A week steps back to the look-back's first day exactly.
    expect(steppedDays({ first: '2026-09-02', last: '2026-09-08' }, -1, today)).toEqual({ first: '2026-08-26', last: '2026-09-01' });
    expect(steppedDays({ first: '2026-08-26', last: '2026-09-01' }, -1, today)).toBeNull();
  });

  it("stops at the merchant's today, and a stepped week keeps whole days across daylight saving", () => {
    // At 2026-01-14 19:00 UTC Manila's today is the 15th and Malta's the 14th: only Manila may show a week ending on the 15th.
    const instant = Date.UTC(2026, 0, 14, 19);
    const week = { first: '2026-01-02', last: '2026-01-08' };
    expect(steppedDays(week, 1, dayIn(instant, 'Asia/Manila'))).toEqual({ first: '2026-01-09', last: '2026-01-15' });
    expect(steppedDays(week, 1, dayIn(instant, 'Europe/Malta'))).toBeNull();
    // Malta's week of 29 March 2026 (23 hours that day) is an hour short; the one before it whole.
    const spring = steppedDays({ first: '2026-03-30', last: '2026-04-05' }, -1, '2026-04-05')!;
    expect(spring).toEqual({ first: '2026-03-23', last: '2026-03-29' });
    const springPeriod = periodOf(spring.first, spring.last, 'Europe/Malta');
    expect(springPeriod.end - springPeriod.start).toBe(7 * 86_400_000 - 3_600_000);
    const before = periodOf(addDays(spring.first, -7), addDays(spring.last, -7), 'Europe/Malta');
    expect(before.end).toBe(springPeriod.start);
    expect(before.end - before.start).toBe(7 * 86_400_000);
  });
});
