import { describe, expect, it } from 'vitest';
import { addZonedMonths, limitWindow } from './limit-windows.ts';

const MANILA = 'Asia/Manila'; // UTC+8, no daylight saving
const MALTA = 'Europe/Malta'; // UTC+1, UTC+2 in summer

describe('limitWindow', () => {
  it("counts days from the merchant's midnight, not UTC's", () => {
    // 2026-01-15 15:59:59.999 UTC is 23:59:59.999 in Manila; a millisecond later is the next day there.
    const last = Date.UTC(2026, 0, 15, 15, 59, 59, 999);
    expect(limitWindow('DAY', last, MANILA)).toEqual({ start: Date.UTC(2026, 0, 14, 16), end: Date.UTC(2026, 0, 15, 16) });
    expect(limitWindow('DAY', last + 1, MANILA).start).toBe(Date.UTC(2026, 0, 15, 16));
  });

  it('starts weeks on Monday in the zone', () => {
    // Sunday 2026-01-18 23:30 in Manila is still the week of Monday the 12th; 30 minutes later a new one starts.
    const sunday = Date.UTC(2026, 0, 18, 15, 30);
    expect(limitWindow('WEEK', sunday, MANILA)).toEqual({ start: Date.UTC(2026, 0, 11, 16), end: Date.UTC(2026, 0, 18, 16) });
    expect(limitWindow('WEEK', sunday + 30 * 60_000, MANILA).start).toBe(Date.UTC(2026, 0, 18, 16));
  });

  it('spans calendar months, across a year end and a daylight-saving change', () => {
    expect(limitWindow('MONTH', Date.UTC(2026, 11, 31, 12), MANILA)).toEqual({
      start: Date.UTC(2026, 10, 30, 16),
      end: Date.UTC(2026, 11, 31, 16),
    });
    // Malta moves to summer time on 29 March 2026: March starts at 23:00 UTC, April at 22:00 UTC.
    expect(limitWindow('MONTH', Date.UTC(2026, 2, 15), MALTA)).toEqual({
      start: Date.UTC(2026, 1, 28, 23),
      end: Date.UTC(2026, 2, 31, 22),
    });
  });
});

describe('addZonedMonths', () => {
  it('keeps the local time and clamps to the end of a shorter month', () => {
    const jan31 = Date.UTC(2026, 0, 31, 2); // 10:00 on 31 January in Manila
    expect(addZonedMonths(jan31, 1, MANILA)).toBe(Date.UTC(2026, 1, 28, 2));
    expect(addZonedMonths(jan31, 12, MANILA)).toBe(Date.UTC(2027, 0, 31, 2));
    expect(addZonedMonths(jan31, 60, MANILA)).toBe(Date.UTC(2031, 0, 31, 2));
  });
});
