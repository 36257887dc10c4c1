import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from './pagination.ts';

const SPEC = { margin: 2, range: 5 };

/** A pager as text: pages by number, the current one in brackets, gaps as an ellipsis. */
const show = (items: PaginationItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

/**
 * Checks pagers drawn with SPEC, each written as it should show: its current page (in brackets)
 * and its page count (the last page, which margin 2 always shows) are what it is asked for.
 */
function expectPagers(...pagers: string[]): void {
  for (const shown of pagers) {
    const current = Number(/\[(\d+)\]/.exec(shown)![1]);
    const pages = Number(/(\d+)\]?$/.exec(shown)![1]);
    expect(show(paginationItems(current, pages, SPEC)), `page ${current} of ${pages}`).toBe(shown);
  }
}

describe('paginationItems (margin 2, range 5)', () => {
  it('shows every page when they all fit', () => {
    expectPagers('[1]', '1 2 [3] 4 5', '1 2 3 4 5 6 [7]');
  });

  it('keeps the first and last two pages and five around the current one, with gaps between', () => {
    expectPagers('1 2 … 8 9 [10] 11 12 … 19 20', '1 2 … 5 6 7 8 [9]', '1 2 … 9 10 [11] 12 13 … 29 30');
  });

  it('moves the window inwards at either end, so it always holds five pages', () => {
    expectPagers('[1] 2 3 4 5 … 19 20', '1 [2] 3 4 5 … 19 20', '1 2 … 16 17 18 19 [20]', '1 2 … 16 17 18 [19] 20');
  });

  it('shows a single hidden page rather than an ellipsis for it', () => {
    // Window 4..8: page 3 alone sits between the margin and the window.
    expectPagers('1 2 3 4 5 [6] 7 8 … 19 20', '1 2 … 13 14 [15] 16 17 18 19 20', '1 2 … 5 6 [7] 8 9 … 19 20');
  });

  it('clamps an out-of-range current page, and has nothing to show without pages', () => {
    expect(show(paginationItems(0, 3, SPEC))).toBe('[1] 2 3');
    expect(show(paginationItems(99, 12, SPEC))).toBe('1 2 … 8 9 10 11 [12]');
    expect(paginationItems(1, 0, SPEC)).toEqual([]);
  });

  it('takes other margins and ranges', () => {
    expect(show(paginationItems(50, 100, { margin: 1, range: 3 }))).toBe('1 … 49 [50] 51 … 100');
    expect(show(paginationItems(5, 10, { margin: 0, range: 3 }))).toBe('… 4 [5] 6 …');
  });
});
