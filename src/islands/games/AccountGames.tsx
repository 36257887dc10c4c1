import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GameType } from '../../../contract/generated/common.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { GAME_LIST_PAGE_SIZE } from '../../shared/game-requests.ts';
import { createGameList, pageDeps, type GameList } from '../../stores/game-list.ts';
import { loadFavouriteIds } from '../../stores/games.ts';
import { $token } from '../../stores/session.ts';
import { FilterChips } from './FilterChips.tsx';
import { GameResults } from './GameResults.tsx';

/** Recent games a page on /recent (specification section 7: GCS_recentGame pageSize 12). */
const RECENT_PAGE_SIZE = 12;

const typeText = (type: string) => (type ? t(`gameType.${type}`) : t('games.allTypes'));

/** All, then each game type the merchant offers, as toggle chips. */
function TypeChips({ list }: { list: GameList }) {
  const { gameType } = useStore(list.$view).filters;
  const [types] = useState((): Array<GameType | ''> => ['', ...pageConfig().products.map((p) => p.gameType)]);
  return <FilterChips label={t('games.types')} chips={types} selected={gameType} text={typeText} onPick={list.selectGameType} />;
}

/** An account list: the chips and the results of one store, started when mounted. */
function AccountList({ list, pageSize, empty }: { list: GameList; pageSize: number; empty: string }) {
  useEffect(() => list.connect(), [list]);
  useEffect(() => $token.subscribe((token) => void (token && loadFavouriteIds())), []);
  return (
    <>
      <TypeChips list={list} />
      <GameResults list={list} pageSize={pageSize} empty={empty} />
    </>
  );
}

/** /favorite: every favourite of the player, of all types (fetched whole), 18 a page; a removal disappears at once. */
export function FavouriteGames() {
  const [list] = useState(() => createGameList({ tab: 'FAV' }, pageDeps(), { pageSize: GAME_LIST_PAGE_SIZE, visitorTab: null }));
  return <AccountList list={list} pageSize={GAME_LIST_PAGE_SIZE} empty={t('games.emptyFavourites')} />;
}

/** /recent: the games the player launched, newest first, 12 a page; a launch from here shows at once. */
export function RecentGames() {
  const [list] = useState(() => createGameList({ tab: 'RECENT' }, pageDeps(), { pageSize: RECENT_PAGE_SIZE, visitorTab: null }));
  return <AccountList list={list} pageSize={RECENT_PAGE_SIZE} empty={t('games.emptyRecent')} />;
}
