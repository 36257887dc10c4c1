// The one way islands write an amount. A function rather than a hook: the page's language and the
// merchant's currency are fixed for the life of the page, so there is nothing to subscribe to, and
// helpers outside components (a withdrawal's blocking reason, a promotion's terms) use it too.
import { pageConfig } from '../../client/page-data.ts';
import { formatMoney } from '../../shared/money.ts';

/** An amount in major units in the page's language and the merchant's currency ("¥ 1,234.50"). */
export function money(major: number): string {
  return formatMoney(major, document.documentElement.lang, pageConfig().currency);
}
