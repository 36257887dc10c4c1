// The winner board's rows, shared by the static board (src/components/lobby/WinnerBoard.astro,
// from the build's gateway data) and the browser's refresh (src/client/lobby/refresh.ts), so both
// show the same entries in the same order and format.
import type { RankEntry } from '../../contract/generated/home-rank-list.ts';
import { formatMoney, type CurrencyFormat } from '../../core/money.ts';

/** Entries on the board and entries per slide (specification section 9). */
export const WINNER_COUNT = 20;
export const WINNERS_PER_SLIDE = 4;

/**
 * The board's entries from a rank list as gateways send it: rows bare or wrapped as `{ vo: {...} }`
 * (gateway contract), rows without a numeric amount dropped, highest win first, at most 20.
 * The gateway sorts already; sorting again keeps the board right if one does not.
 */
export function winnerRows(list: readonly unknown[] | undefined): RankEntry[] {
  const rows = (list ?? []).map(
    (row) => (row && typeof row === 'object' && 'vo' in row ? (row as { vo: unknown }).vo : row) as Partial<RankEntry> | null,
  );
  return rows
    .filter((row): row is RankEntry => typeof row?.winAmount === 'number' && Number.isFinite(row.winAmount))
    .sort((a, b) => b.winAmount - a.winAmount)
    .slice(0, WINNER_COUNT);
}

/** Items grouped into slides of `size` (the last one may hold fewer). */
export function slidesOf<T>(items: readonly T[], size = WINNERS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}

/** A win as the board shows it: the currency symbol and the amount with the currency's decimals, in the page's locale. */
export function formatWin(amount: number, tag: string, currency: CurrencyFormat): string {
  return formatMoney(amount, tag, currency);
}
