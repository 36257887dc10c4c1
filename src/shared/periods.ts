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

/** The records pages' presets: today, and the previous 7 and 30 days (today included). */
export const PRESETS = { today: 0, last7: 6, last30: 29 } as const;
export type Preset = keyof typeof PRESETS;

/** The first and last day of a preset, on the day `today`. */
export function presetDays(preset: Preset, today: string): { first: string; last: string } {
  return { first: addDays(today, -PRESETS[preset]), last: today };
}
