// The lobby's list sections (layout.lobby: hotGames, newGames, leadGames) as a member's island
// shows them: the same lists the build drew, asked of the gateway as the build asked
// (scripts/lib/gateway-data.ts), so the cards do not change when the island takes over.
import type { Game, GameType } from '../../contract/generated/common.ts';
import { gamesHot, gamesList } from '../../contract/generated/calls.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';
import { pageConfig } from '../client/page-data.ts';
import { GAME_LIST_CLIENT, GAME_LIST_PAGE_SIZE, PLATFORM } from '../shared/game-requests.ts';
import { lobbyHotGames } from '../shared/hot-games.ts';
import { cached, hotListName } from './game-cache.ts';

/** A list section's games: hot (the lobby's HOT list), new (isNew, all types) or one type's first page. */
export async function lobbyRowGames(kind: string, gameType: GameType | undefined): Promise<Game[]> {
  const client = await gateway();
  const language = pageConfig().lang;
  if (kind === 'hotGames') {
    const hot = await cached(hotListName('', ''), () =>
      client.call(gamesHot, { merchantCode: pageConfig().merchantCode, isPlatform: 2, platform: PLATFORM, language }),
    );
    return lobbyHotGames(hot.list);
  }
  const list = await client.call(gamesList, {
    ...GAME_LIST_CLIENT,
    ...(kind === 'newGames' ? { isNew: 1 as const } : gameType ? { gameType } : {}),
    pageNo: 1,
    pageSize: GAME_LIST_PAGE_SIZE,
    language,
  });
  return list.games;
}
