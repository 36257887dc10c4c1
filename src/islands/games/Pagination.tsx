import { useSyncExternalStore } from 'react';
import { t } from '../../client/t.ts';
import { paginationItems } from '../../shared/pagination.ts';

/** Pages always shown at each end, and around the current page (specification section 9). */
const SHAPE = { margin: 2, range: 5 };
/** A phone's: one row at 390 px even among 316 pages, with "More" above it for browsing on. */
const NARROW_SHAPE = { margin: 1, range: 3 };
/** Where game-list.css draws the phone's pager. */
const narrow = () => matchMedia('(max-width: 40rem)');
const onNarrowChange = (changed: () => void) => {
  const query = narrow();
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const isNarrow = () => narrow().matches;

interface PaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** The chevron of the previous and next buttons; CSS mirrors it right-to-left. */
const Chevron = ({ back }: { back: boolean }) => (
  <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
    <path d={back ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12Z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6Z'} />
  </svg>
);

/**
 * Previous, the page numbers of paginationItems (the current one aria-current) and next. At the
 * first or last page its step button stays focusable but says it is unavailable (aria-disabled),
 * so focus is never dropped on the page when it stops applying.
 */
export function Pagination({ page, total, onPage }: PaginationProps) {
  const shape = useSyncExternalStore(onNarrowChange, isNarrow) ? NARROW_SHAPE : SHAPE;
  if (total <= 1) return null;
  const step = (to: number) => () => {
    if (to >= 1 && to <= total) onPage(to);
  };
  return (
    <nav className="pagination" aria-label={t('games.pages')}>
      <button
        type="button"
        className="page-step surface"
        aria-label={t('games.prevPage')}
        aria-disabled={page <= 1}
        onClick={step(page - 1)}
      >
        <Chevron back />
      </button>
      <ul className="page-list">
        {paginationItems(page, total, shape).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="page-button surface"
                aria-label={t('games.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                onClick={step(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="page-step surface"
        aria-label={t('games.nextPage')}
        aria-disabled={page >= total}
        onClick={step(page + 1)}
      >
        <Chevron back={false} />
      </button>
    </nav>
  );
}
