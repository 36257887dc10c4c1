import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { inNextTask } from '../../client/next-task.ts';
import { t } from '../../client/t.ts';
import {
  $category,
  $menus,
  $recent,
  $shown,
  $vendor,
  initialCategory,
  RECENT_PREVIEW,
  refresh,
  selectCategory,
  selectVendor,
  showMore,
  startLobbyGames,
  type Category,
} from '../../stores/lobby-games.ts';
import type { CardGame } from '../../shared/game-card.ts';
import { leadFirst } from '../../shared/lobby-sections.ts';
import { vendorName } from '../../shared/vendors.ts';
import type { GameType } from '../../../contract/generated/common.ts';
import { GameGrid } from './GameGrid.tsx';
import { useReplayedCardPress } from './replay-press.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { MoreGames } from '../ui/ButtonRow.tsx';
import { onDemand } from '../ui/on-demand.tsx';

const VendorPopup = onDemand(() => import('./VendorPopup.tsx'));

/**
 * Loads the menu and the first view before the island mounts, so it replaces the static menu (the
 * build's hot games, or its placeholder) with content rather than a spinner. A category the
 * visitor clicked in the static menu (boot.ts sets data-requested) is chosen first.
 */
export async function prepareLobbyGames(element: HTMLElement): Promise<void> {
  initialCategory(element.dataset['requested'] as Category | undefined);
  await startLobbyGames();
}

// What a choice changes re-renders the games: in a task after the click's (src/client/next-task.ts).
const choose = (category: Category, opener: HTMLElement) => inNextTask(() => selectCategory(category, opener));
const filterBy = (vendor: string) => inNextTask(() => selectVendor(vendor));
const more = () => inNextTask(showMore);

/** The lobby's Recent section, HOT/FAV/category menu, vendor filter row and game grid. */
export function LobbyGames({ element }: { element: HTMLElement }) {
  const category = useStore($category);
  const vendor = useStore($vendor);
  const view = useStore($shown);
  const menus = useStore($menus);
  const recent = useStore($recent);
  const menuRef = useRef<HTMLDivElement>(null);
  // A vendor card (a sportsbook's lobby, say) opens the vendor popup, as on the game centres.
  const [popup, setPopup] = useState<{ card: CardGame; opener: HTMLElement } | null>(null);
  const openVendor = useCallback((card: CardGame, opener: HTMLElement) => setPopup({ card, opener }), []);
  // Vendors the gateway's new-vendor call flagged when the page was built (Lobby.astro): badged "new".
  const fresh = useMemo(() => new Set((element.dataset['newVendors'] ?? '').split(' ').filter(Boolean)), [element]);

  // A category clicked in the static menu keeps focus on its button once the island has taken over.
  useEffect(() => {
    const requested = element.dataset['requested'];
    if (!requested) return;
    delete element.dataset['requested'];
    menuRef.current?.querySelector<HTMLElement>(`[data-category="${requested === 'FAV' ? $category.get() : requested}"]`)?.focus();
  }, [element]);
  // A member's press on one of the build's hot games, before this list took its place.
  useReplayedCardPress(element);

  const categories: Array<{ id: Category; label: string }> = [
    { id: 'HOT', label: t('category.HOT') },
    { id: 'FAV', label: t('category.FAV') },
    ...(recent.length ? [{ id: 'RECENT' as const, label: t('category.RECENT') }] : []),
    // The brand's leading game type first (layout.lobby.leadGameType, data-lead), as the build drew it.
    ...leadFirst(
      menus.map((m) => m.gameCategory),
      element.dataset['lead'] as GameType | undefined,
    ).map((type) => ({ id: type, label: t(`gameType.${type}`) })),
  ];

  return (
    <>
      {recent.length > 0 && (
        <section className="recent-section" aria-labelledby="recent-title">
          <div className="section-head">
            <h2 id="recent-title" className="section-title">
              {t('lobby.recent')}
            </h2>
            <button type="button" className="btn btn-ghost" onClick={(e) => choose('RECENT', e.currentTarget)}>
              {t('games.more')}
            </button>
          </div>
          <GameGrid games={recent.slice(0, RECENT_PREVIEW)} onVendorCard={openVendor} />
        </section>
      )}
      <h2 id="game-menu-title" className="section-title visually-hidden">
        {t('lobby.games')}
      </h2>
      <div ref={menuRef} className="category-tabs" role="toolbar" aria-label={t('lobby.categories')}>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className="category-tab"
            data-category={c.id}
            aria-pressed={category === c.id}
            onClick={(e) => choose(c.id, e.currentTarget)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {view.vendors.length > 1 && (
        <div className="vendor-filter" role="toolbar" aria-label={t('games.vendorFilter')}>
          {[{ code: '', name: t('games.allVendors') }, ...view.vendors].map((v) => (
            <button
              key={v.code || 'all'}
              type="button"
              className="vendor-chip"
              aria-pressed={vendor === v.code}
              onClick={() => filterBy(v.code)}
            >
              {v.name}
              {fresh.has(v.code) && ' '}
              {fresh.has(v.code) && <span className="badge new-badge">{t('games.newVendor')}</span>}
            </button>
          ))}
        </div>
      )}
      <div id="hot-games" className="game-grid-area" aria-busy={view.status === 'loading'}>
        <h3 className="visually-hidden" aria-live="polite">
          {categories.find((c) => c.id === category)?.label}
        </h3>
        {view.status === 'error' ? (
          <LoadFailed onRetry={() => void refresh()} />
        ) : view.games.length === 0 && view.status === 'ready' ? (
          <p className="games-empty">{t('games.empty')}</p>
        ) : (
          <GameGrid games={view.games} onVendorCard={openVendor} />
        )}
        {view.hasMore && view.status !== 'error' && <MoreGames onClick={more} />}
      </div>
      {popup && (
        <VendorPopup
          gameType={popup.card.gameType}
          vendor={{ vassalage: popup.card.vassalage, displayName: vendorName(popup.card.vassalage) }}
          opener={popup.opener}
          onClose={() => setPopup(null)}
        />
      )}
    </>
  );
}
