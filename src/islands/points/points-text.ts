import { t } from '../../client/t.ts';

/** Whole points in the page's language (1,234). */
export const pointsText = (n: number) =>
  t('island.points.count', { count: n, points: new Intl.NumberFormat(document.documentElement.lang).format(n) });

/** A good's price: its points per unit, and the amount from the wallet besides where it has one. */
export function priceText(good: { points: number; amount: number }, money: (major: number) => string): string {
  return good.amount > 0
    ? t('island.points.priceWithAmount', { points: pointsText(good.points), amount: money(good.amount) })
    : pointsText(good.points);
}
