// The periods contracts settle by, in the merchant's time zone: whole days (daily), weeks from
// Monday, half months (1st–15th, 16th–end), months; hours; and the real-time salary's 5-minute
// slots. The gateway settles by them and the agent centre names them the same way.
import { addDays, dayIn, dayStart } from './periods.ts';
import { zoneOffset } from './zoned-time.ts';

export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' | 'HOURLY' | 'SLOT5';

const HOUR = 3_600_000;
const SLOT = 300_000;

/** The first day of the month after the one a day is in. */
function nextMonth(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The first and the day after the last day of the period holding a day. */
function dayBounds(period: 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY', day: string): [string, string] {
  const month = day.slice(0, 8);
  switch (period) {
    case 'DAILY':
      return [day, addDays(day, 1)];
    case 'WEEKLY': {
      const monday = addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
      return [monday, addDays(monday, 7)];
    }
    case 'SEMIMONTHLY':
      return Number(day.slice(8)) <= 15 ? [`${month}01`, `${month}16`] : [`${month}16`, nextMonth(day)];
    case 'MONTHLY':
      return [`${month}01`, nextMonth(day)];
  }
}

/** A clock-aligned stretch (an hour, a slot) in the zone: offsets are whole quarters of an hour. */
function aligned(instant: number, size: number, timeZone: string): { start: number; end: number } {
  const local = instant + zoneOffset(instant, timeZone);
  const start = local - (((local % size) + size) % size) - zoneOffset(instant, timeZone);
  return { start, end: start + size };
}

/** The period of a kind that holds an instant: [start, end). */
export function periodAt(period: ContractPeriod, instant: number, timeZone: string): { start: number; end: number } {
  if (period === 'HOURLY') return aligned(instant, HOUR, timeZone);
  if (period === 'SLOT5') return aligned(instant, SLOT, timeZone);
  const [first, after] = dayBounds(period, dayIn(instant, timeZone));
  return { start: dayStart(first, timeZone), end: dayStart(after, timeZone) };
}
