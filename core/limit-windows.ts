// The windows player-protection limits count in (docs/decisions/0012-player-protection.md): the
// merchant's day, the week from Monday, the calendar month, all in the merchant's time zone, so a
// limit resets at the merchant's midnight whatever the player's clock says.
import { addDays, dayIn, dayStart } from './periods.ts';

/** A limit's window. */
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** Every window, in the order the pages list them. */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** The first day of the next month after the month a day (YYYY-MM-DD) is in. */
function nextMonth(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

// The last window worked out per period and zone: every bet and deposit asks for the current one,
// and working it out takes several time-zone conversions.
const recent = new Map<string, { start: number; end: number }>();

/** The window of a period holding `instant` in the zone: [start, end). */
export function limitWindow(period: LimitPeriod, instant: number, timeZone: string): { start: number; end: number } {
  const key = `${period} ${timeZone}`;
  const known = recent.get(key);
  if (known && known.start <= instant && instant < known.end) return known;
  const window = windowOf(period, instant, timeZone);
  recent.set(key, window);
  return window;
}

function windowOf(period: LimitPeriod, instant: number, timeZone: string): { start: number; end: number } {
  const today = dayIn(instant, timeZone);
  if (period === 'DAY') return { start: dayStart(today, timeZone), end: dayStart(addDays(today, 1), timeZone) };
  if (period === 'WEEK') {
    // getUTCDay of the day's noon: 0 is Sunday, so Monday is (day + 6) % 7 days back.
    const monday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
    return { start: dayStart(monday, timeZone), end: dayStart(addDays(monday, 7), timeZone) };
  }
  return { start: dayStart(`${today.slice(0, 8)}01`, timeZone), end: dayStart(nextMonth(today), timeZone) };
}

/** The instant `months` calendar months after `instant` in the zone, at the same local time (clamped to the month's last day). */
export function addZonedMonths(instant: number, months: number, timeZone: string): number {
  const today = dayIn(instant, timeZone);
  const sinceMidnight = instant - dayStart(today, timeZone);
  const [year, month, day] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, Number(today.slice(8, 10))];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
  return dayStart(target, timeZone) + sinceMidnight;
}
