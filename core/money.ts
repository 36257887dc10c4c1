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

/**
 * How a locale writes a whole, non-negative amount with `decimals` places, read from Intl once (at
 * build time) so that a page can write amounts without Intl: a page's first number format costs
 * 12–15 ms of CPU (ICU starting up; 50–60 ms at Lighthouse's 4× slowdown), which the lobby's jackpot
 * ticker paid on every visitor's first load. `formatWhole` writes with it.
 */
export interface WholeShape {
  /** The locale's digits, 0 to 9, in one string. */
  digits: string;
  /** The group separator ('' when the locale groups none). */
  group: string;
  /** The size of the last group and of each group before it (3 and 3; 3 and 2 in Indian grouping). */
  sizes: [number, number];
  /** The fewest integer digits that are grouped at all (4; 5 where "1234" stays whole, as in Spanish). */
  groupFrom: number;
  /** What comes before the integer part, and after it: the decimal separator and `decimals` zeros. */
  head: string;
  tail: string;
}

/** The shape of whole amounts with `decimals` places in `locale`: `formatWhole(shape, n)` is `amountFormat(locale, decimals).format(n)`. */
export function wholeShape(locale: string, decimals: number): WholeShape {
  const format = amountFormat(locale, decimals);
  const parts = format.formatToParts(1_234_567_890_123);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => part.type === 'integer');
  // The sample is whole: its fraction is the zeros of `decimals` places.
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const primary = integers.at(-1)!;
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  let groupFrom = primary + 1;
  while (group && groupFrom < primary + 4 && !format.formatToParts(10 ** (groupFrom - 1)).some((part) => part.type === 'group'))
    groupFrom++;
  return {
    digits: Array.from({ length: 10 }, (_, digit) => digitOf(locale, digit)).join(''),
    group,
    sizes: [primary, integers.length > 2 ? integers.at(-2)! : primary],
    groupFrom,
    head: text(0, first),
    tail: text(last + 1),
  };
}

/** One digit as `locale` writes it. */
function digitOf(locale: string, digit: number): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(digit);
}

/** A whole, non-negative amount written in a `WholeShape`, as Intl writes it, without Intl. */
export function formatWhole(shape: WholeShape, whole: number): string {
  const plain = String(Math.trunc(whole));
  const groups: string[] = [];
  let end = plain.length;
  if (shape.group && plain.length >= shape.groupFrom) {
    for (let size = shape.sizes[0]; end > size; size = shape.sizes[1]) {
      groups.unshift(plain.slice(end - size, end));
      end -= size;
    }
  }
  groups.unshift(plain.slice(0, end));
  const glyphs = Array.from(shape.digits);
  const digits = groups.map((part) => part.replace(/\d/g, (digit) => glyphs[Number(digit)]!));
  return shape.head + digits.join(shape.group) + shape.tail;
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
