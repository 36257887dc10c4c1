// The checks an amount typed into a money form passes before anything is sent: a number, no more
// decimal places than the currency has, above zero, then the form's own bounds in minor units.
import { t } from '../../client/t.ts';
import { parseAmount } from '../../../core/money.ts';

/** A bound of a form: its limit in minor units and what to say when the amount crosses it. */
export type Bound = readonly [limit: number, message: () => string];

/** The typed amount in minor units, or what is wrong with it in the page's language. */
export function checkAmount(
  text: string,
  decimals: number,
  bounds: { below?: Bound; above?: Bound } = {},
): { minor: number } | { error: string } {
  const parsed = parseAmount(text, decimals);
  if ('problem' in parsed)
    return { error: t(parsed.problem === 'decimals' ? 'island.wallet.decimals' : 'island.wallet.format', { decimals }) };
  if (parsed.minor <= 0) return { error: t('island.wallet.aboveZero') };
  if (bounds.below && parsed.minor < bounds.below[0]) return { error: bounds.below[1]() };
  if (bounds.above && parsed.minor > bounds.above[0]) return { error: bounds.above[1]() };
  return parsed;
}
