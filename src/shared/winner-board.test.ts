import { describe, expect, it } from 'vitest';
import { formatWin, slidesOf, winnerRows } from './winner-board.ts';

const row = (gameName: string, winAmount: number) => ({ iconUrl: `/icons/${gameName}.svg`, gameName, customerName: 'ju***12', winAmount });

describe('the winner board', () => {
  it('sorts by win, highest first, and keeps 20', () => {
    const list = Array.from({ length: 30 }, (_, i) => row(`g${i}`, (i * 7919) % 1000));
    const rows = winnerRows(list);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.winAmount)).toEqual(
      list
        .map((r) => r.winAmount)
        .sort((a, b) => b - a)
        .slice(0, 20),
    );
  });

  it('unwraps rows sent as { vo: {...} } and drops rows without an amount', () => {
    expect(
      winnerRows([{ vo: row('a', 5) }, row('b', 9), { vo: null }, { gameName: 'no amount' }, null, { vo: row('c', Number.NaN) }]),
    ).toEqual([row('b', 9), row('a', 5)]);
    expect(winnerRows(undefined)).toEqual([]);
  });

  it('groups 4 a slide', () => {
    expect(slidesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(slidesOf(Array.from({ length: 20 }, (_, i) => i)).map((s) => s.length)).toEqual([4, 4, 4, 4, 4]);
    expect(slidesOf([])).toEqual([]);
  });

  it("shows the currency symbol and the currency's decimals in the page locale", () => {
    expect(formatWin(1234.5, 'en', { symbol: '₱', decimals: 2 })).toBe('₱ 1,234.50');
    expect(formatWin(50000, 'vi', { symbol: '₫', decimals: 0 })).toBe('₫ 50.000');
  });
});
