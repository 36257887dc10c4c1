import { pageConfig } from '../../client/page-data.ts';

/**
 * The one way islands write when something happened: a medium date and a short time in the
 * page's language and the merchant's time zone (the zone its days and records are counted in).
 */
export function momentFormat(): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(document.documentElement.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: pageConfig().timezone,
  });
}
