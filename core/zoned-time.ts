// Days in a merchant's time zone (the tenant config's IANA name), for limits counted per day and
// for records whose periods are the merchant's days, in the gateway and in the browser alike.

const DAY = 86_400_000;

// Making a formatter costs far more than using one (tens of µs): limits read several windows per bet.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far a time zone is ahead of UTC at an instant, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant the zone's day holding `instant` began (midnight there). */
export function startOfZonedDay(instant: number, timeZone: string): number {
  const local = instant + zoneOffset(instant, timeZone);
  const midnight = local - (((local % DAY) + DAY) % DAY);
  // The offset at midnight may differ from the offset now (a daylight-saving change that day).
  const guess = midnight - zoneOffset(instant, timeZone);
  return midnight - zoneOffset(guess, timeZone);
}
