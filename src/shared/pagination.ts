// Which page buttons a pager shows (specification section 9: margin 2 pages, range 5): the first
// and last `margin` pages always, `range` pages around the current one, an ellipsis for each gap.
// Pure, so the game lists' pagers and their tests share it.

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; after: number };

export interface PaginationOptions {
  /** Pages always shown at each end. */
  margin: number;
  /** Pages shown around the current one (the current one included). */
  range: number;
}

/**
 * The items of a pager over `total` pages with page `current` (both from 1): page numbers in
 * order and gaps between them. A gap of a single page shows that page instead: an ellipsis
 * would take as much room as the number it hides.
 */
export function paginationItems(current: number, total: number, { margin, range }: PaginationOptions): PaginationItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  // The window of `range` pages centred on the current one, moved inwards at either end.
  const size = Math.min(range, total);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  const shown = new Set<number>();
  for (let p = start; p < start + size; p++) shown.add(p);
  for (let p = 1; p <= Math.min(margin, total); p++) {
    shown.add(p);
    shown.add(total + 1 - p);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1, current: p - 1 === page });
    else if (p - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p, current: p === page });
    previous = p;
  }
  // Only without a margin can pages be hidden after the window.
  if (previous < total) items.push({ kind: 'gap', after: previous });
  return items;
}
