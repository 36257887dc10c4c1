// Periods of whole days in the merchant's time zone, as the records pages choose them: a day is
// written YYYY-MM-DD (what <input type="date"> holds) and becomes the instants it starts and ends.
import { startOfZonedDay, zoneOffset } from './zoned-time.ts';

const DAY = 86_400_000;

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function dayIn(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 10);
}

/** The day `n` days after (or before, for negative n) a day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** When a day starts in the zone. */
export function dayStart(day: string, timeZone: string): number {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  return startOfZonedDay(noonUtc - zoneOffset(noonUtc, timeZone), timeZone);
}

/** The instants of the days from `first` to `last`, both included: [start, end). */
export function periodOf(first: string, last: string, timeZone: string): { start: number; end: number } {
  return { start: dayStart(first, timeZone), end: dayStart(addDays(last, 1), timeZone) };
}

/**
 * The longest period a records call covers, in days; the pages look back as far (today and the
 * 91 days before it), so no period they offer is refused.
 */
export const RECORD_DAYS = 92;

/** The number of days from `first` to `last`, both included. */
export function daysIn(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T12:00:00Z`) - Date.parse(`${first}T12:00:00Z`)) / DAY) + 1;
}

/** The earliest day the records pages offer on the day `today`. */
export function earliestDay(today: string): string {
  return addDays(today, 1 - RECORD_DAYS);
}

/** The records pages' presets: today, and the previous 7 and 30 days (today included). */
export const PRESETS = { today: 0, last7: 6, last30: 29 } as const;
export type Preset = keyof typeof PRESETS;

/** The first and last day of a preset, on the day `today`. */
export function presetDays(preset: Preset, today: string): { first: string; last: string } {
  return { first: addDays(today, -PRESETS[preset]), last: today };
}

/** The lengths of period the picker steps through, a whole period at a time (the presets' 7 and 30 days). */
export const STEP_LENGTHS: readonly number[] = [7, 30];

/**
 * The period of the same length just before (-1) or after (+1) a 7- or 30-day one, on the day
 * `today`: null for another length, or when it would end after today or start before the look-back.
 * Days are counted as dates, so a daylight-saving day moves like any other.
 */
export function steppedDays(
  days: { first: string; last: string },
  direction: -1 | 1,
  today: string,
): { first: string; last: string } | null {
  const length = daysIn(days.first, days.last);
  if (!STEP_LENGTHS.includes(length)) return null;
  const next = { first: addDays(days.first, direction * length), last: addDays(days.last, direction * length) };
  // YYYY-MM-DD compares as text.
  return next.last > today || next.first < earliestDay(today) ? null : next;
}
