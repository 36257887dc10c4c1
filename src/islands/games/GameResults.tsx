import { memo, type ReactNode, useEffect, useRef } from 'react';
import { inNextTask } from '../../client/next-task.ts';
import { t } from '../../client/t.ts';
import type { GameList } from '../../stores/game-list.ts';
import { GameGrid } from './GameGrid.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { MoreGames } from '../ui/ButtonRow.tsx';
import { Pagination } from './Pagination.tsx';
import { useStoreInTransition } from './useStoreInTransition.ts';

/** Cards holding the grid's place before the first answer; the static page paints the same (GamePage.astro). */
function SkeletonGrid({ count }: { count: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered
        <li key={i} className="game-card surface game-card-skeleton">
          <span className="game-card-play">
            <span className="game-card-icon" />
          </span>
          <span className="game-card-name">&nbsp;</span>
          <span className="game-card-vendor">&nbsp;</span>
          <span className="game-card-actions" />
        </li>
      ))}
    </ul>
  );
}

interface GameResultsProps {
  list: GameList;
  pageSize: number;
  /** What an empty list says. */
  empty: string;
}

/**
 * A list's results: the page's cards (the previous ones stay, marked busy, while the next load),
 * the empty and failed states, "More" (the next page appended) over the numbered pager
 * (to go to a page), and a polite live region that says how many games there are once an answer
 * lands. Memoised: it renders from the list's view, not from its parent.
 */
export const GameResults = memo(function GameResults({ list, pageSize, empty }: GameResultsProps) {
  const view = useStoreInTransition(list.$view);
  const area = useRef<HTMLDivElement>(null);
  const busy = view.status === 'loading';

  // "More" leaves with the last page: the focus goes to the first game it brought.
  const appended = useRef<number | null>(null);
  const more = () => {
    appended.current = view.games.length;
    inNextTask(() => list.showMore());
  };
  useEffect(() => {
    const at = appended.current;
    if (at === null || view.status === 'loading' || view.games.length <= at) return;
    appended.current = null;
    if (!area.current?.contains(document.activeElement))
      area.current?.querySelectorAll<HTMLElement>('.game-grid > .game-card .game-card-play')[at]?.focus();
  }, [view]);

  const goTo = (page: number) => {
    // The pager sits below the grid: bring the new page's first row back into sight.
    const top = area.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) area.current?.scrollIntoView({ block: 'start' });
    // The new page renders in a task after the click's (src/client/next-task.ts).
    inNextTask(() => list.goToPage(page));
  };

  let said = '';
  if (view.status === 'error') said = t('games.loadFailed');
  else if (view.status === 'ready' && view.games.length === 0) said = empty;
  else if (view.status === 'ready') {
    said =
      view.totalCount === null
        ? t('games.pageOf', { page: view.page, pages: view.totalPages })
        : t('games.count', { count: view.totalCount, page: view.page, pages: view.totalPages });
  }

  let body: ReactNode;
  if (view.status === 'error') body = <LoadFailed onRetry={() => list.reload()} alert={false} />;
  else if (view.initial) body = <SkeletonGrid count={pageSize} />;
  else if (view.games.length === 0) body = <p className="games-empty">{empty}</p>;
  else body = <GameGrid games={view.games} />;

  return (
    <div ref={area} className="game-results" aria-busy={busy}>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {body}
      <div className="pagination-slot">
        {view.status !== 'error' && !view.initial && view.page < view.totalPages && <MoreGames onClick={more} />}
        {view.status !== 'error' && <Pagination page={view.page} total={view.totalPages} onPage={goTo} />}
      </div>
    </div>
  );
});
