// The one way amounts are written and read, in the browser, at build time and in the reference
// gateway. Money is counted in integer minor units (cents; VND has none); the wire carries major
// units as JSON numbers, which are converted exactly here and nowhere else.

/** The main wallet's name in wallet calls (a vendor wallet is named by its vendor code). */
export const MAIN_WALLET = 'MAIN';

/** How a merchant writes its amounts: the tenant config's `currency` (symbol and decimals). */
export interface CurrencyFormat {
  symbol: string;
  decimals: number;
}

/** The number format of a locale with exactly `decimals` places; a list of many amounts keeps one. */
export function amountFormat(locale: string, decimals: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** An amount in major units for display: the symbol, then the number in the page's locale with the currency's decimals. */
export function formatMoney(amount: number, locale: string, currency: CurrencyFormat): string {
  return `${currency.symbol} ${amountFormat(locale, currency.decimals).format(amount)}`;
}

/** An amount in minor units for display, as `formatMoney` writes it. */
export function formatMinor(minor: number, locale: string, currency: CurrencyFormat): string {
  return formatMoney(fromMinor(minor, currency.decimals), locale, currency);
}

/** Minor units from a wire amount in major units, rounded to the nearest unit (the wire's 0.1 + 0.2 is 30 cents). */
export function toMinor(major: number, decimals: number): number {
  return Math.round(major * 10 ** decimals);
}

/**
 * Minor units from a wire amount that must be exact: undefined when it has more decimal places
 * than the currency (a request to move 10.005 of a 2-decimal currency is refused, not rounded).
 */
export function exactMinor(major: number, decimals: number): number | undefined {
  const minor = toMinor(major, decimals);
  return Number.isSafeInteger(minor) && fromMinor(minor, decimals) === major ? minor : undefined;
}

/** Major units for the wire from an integer amount in minor units. */
export function fromMinor(minor: number, decimals: number): number {
  return minor / 10 ** decimals;
}

/** Why typed text is not an amount: not a number, or more decimal places than the currency has. */
export type AmountProblem = 'format' | 'decimals';

/**
 * What a player typed ("1000", "1000.5", "1000,50") as minor units, read digit by digit with no
 * floating point; grouping separators are refused rather than guessed.
 */
export function parseAmount(text: string, decimals: number): { minor: number } | { problem: AmountProblem } {
  const match = /^\s*(\d{1,15})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { problem: 'decimals' };
  const minor = Number(match[1] + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(minor) ? { minor } : { problem: 'format' };
}
