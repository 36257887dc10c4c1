// The one way islands write an amount. A function rather than a hook: the page's language and the
// merchant's currency are fixed for the life of the page, so there is nothing to subscribe to, and
// helpers outside components (a withdrawal's blocking reason, a promotion's terms) use it too.
import { pageConfig } from '../../client/page-data.ts';
import { amountFormat } from '../../../core/money.ts';

/**
 * Joins a currency symbol to its amount with a no-break space, so a narrow cell or a sentence
 * never leaves the symbol alone at a line end ("₱ / 10.00").
 */
export function moneyText(symbol: string, amount: string): string {
  return `${symbol}\u00a0${amount}`;
}

/** An amount in major units in the page's language and the merchant's currency, all its decimals ("¥ 1,234.50"). */
export function money(major: number): string {
  const { currency } = pageConfig();
  return moneyText(currency.symbol, amountFormat(document.documentElement.lang, currency.decimals).format(major));
}
