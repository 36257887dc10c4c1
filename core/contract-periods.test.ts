import { describe, expect, it } from 'vitest';
import { periodAt } from './contract-periods.ts';

const MANILA = 'Asia/Manila'; // UTC+8, no daylight saving
const iso = (p: { start: number; end: number }) => [new Date(p.start).toISOString(), new Date(p.end).toISOString()];

describe('contract periods in the merchant time zone', () => {
  // 2026-11-25 is a Wednesday; 10:47 UTC is 18:47 in Manila.
  const at = Date.parse('2026-11-25T10:47:13Z');
  it('daily, weekly from Monday, half months and months start at midnight there', () => {
    expect(iso(periodAt('DAILY', at, MANILA))).toEqual(['2026-11-24T16:00:00.000Z', '2026-11-25T16:00:00.000Z']);
    expect(iso(periodAt('WEEKLY', at, MANILA))).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z']);
    expect(iso(periodAt('SEMIMONTHLY', at, MANILA))).toEqual(['2026-11-15T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    expect(iso(periodAt('SEMIMONTHLY', Date.parse('2026-12-15T15:59:59Z'), MANILA))).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-15T16:00:00.000Z',
    ]);
    expect(iso(periodAt('MONTHLY', Date.parse('2026-12-31T16:00:00Z'), MANILA))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
  });
  it('a Sunday belongs to the week that began the Monday before', () => {
    expect(iso(periodAt('WEEKLY', Date.parse('2026-11-29T15:00:00Z'), MANILA))[0]).toBe('2026-11-22T16:00:00.000Z');
  });
  it('hours and 5-minute slots follow the zone clock, also at a half-hour offset', () => {
    expect(iso(periodAt('HOURLY', at, MANILA))).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z']);
    expect(iso(periodAt('SLOT5', at, MANILA))).toEqual(['2026-11-25T10:45:00.000Z', '2026-11-25T10:50:00.000Z']);
    expect(iso(periodAt('HOURLY', at, 'Asia/Kolkata'))).toEqual(['2026-11-25T10:30:00.000Z', '2026-11-25T11:30:00.000Z']);
  });
});
