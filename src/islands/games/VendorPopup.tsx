// The vendor popup (specification section 3: isGame VASSALAGE "means vendor popup"): one vendor's
// games of one type as game cards, 18 at a time with More. Its own chunk, loaded when a vendor card
// is first chosen; the game centres' vendor cards open it, and so do vendor cards in the lobby's game menu.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { GameCategory } from '../../../contract/generated/games-menus.ts';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { lotteryPageOf } from '../../shared/prize-mode.ts';
import { vendorGames } from '../../stores/game-centre.ts';
import { loadFavouriteIds } from '../../stores/games.ts';
import { Modal } from '../ui/Modal.tsx';
import { GameGrid } from './GameGrid.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { MoreGames } from '../ui/ButtonRow.tsx';

interface VendorPopupProps {
  gameType: GameCategory['gameCategory'];
  /** The vendor: its code, and its name as the card showed it. */
  vendor: { vassalage: string; displayName: string };
  onClose: () => void;
  /** What opened the popup (the vendor card): focus returns there when it closes. */
  opener?: HTMLElement | null;
}

/** A modal listing a vendor's games of a type; Escape, the close button and the backdrop close it. */
function VendorPopup({ gameType, vendor, onClose, opener = null }: VendorPopupProps) {
  const list = useMemo(() => vendorGames(gameType, vendor.vassalage), [gameType, vendor.vassalage]);
  const view = useStore(list.$view);
  const grid = useRef<HTMLUListElement>(null);
  // After More, focus moves to the first game it added (the button itself may be gone).
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    void list.more();
    void loadFavouriteIds();
  }, [list]);

  useEffect(() => {
    if (focusFrom.current === null || view.status !== 'ready') return;
    grid.current?.children[focusFrom.current]?.querySelector<HTMLElement>('.game-card-play')?.focus();
    focusFrom.current = null;
  }, [view]);

  const loadMore = () => {
    focusFrom.current = view.games.length;
    void list.more();
  };

  return (
    <Modal
      title={t('games.vendorTitle', { vendor: vendor.displayName, type: t(`gameType.${gameType}`) })}
      onClose={onClose}
      opener={opener}
      wide
    >
      <div className="vendor-popup-body" aria-busy={view.status === 'loading'}>
        {/* A lottery vendor's draws, countdowns and results are on its lottery screen. */}
        {(gameType === 'LOTT' || gameType === 'ELOTT') && (
          <p className="vendor-popup-draws">
            <a href={sitePath(lotteryPageOf(vendor.vassalage))}>{t('games.lottery.draws')}</a>
          </p>
        )}
        {view.games.length > 0 && <GameGrid games={view.games} deferred={false} ref={grid} />}
        {view.status === 'loading' && (
          <p className="games-empty" role="status">
            {t('games.loading')}
          </p>
        )}
        {view.status === 'ready' && view.games.length === 0 && <p className="games-empty">{t('games.empty')}</p>}
        {view.status === 'error' && <LoadFailed onRetry={() => void list.more()} />}
        {view.status === 'ready' && view.hasMore && <MoreGames onClick={loadMore} />}
      </div>
    </Modal>
  );
}

export default VendorPopup;
