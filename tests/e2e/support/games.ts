// The gateway's game lists and launches, reached directly (as a second client): what the specs of
// the lobby, the account lists and /seamless compare the pages with.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { gatewayCall } from './login-helpers.ts';
import type { Site } from './sites.ts';

/** A game (or a vendor's lobby card) as GCSGAME_gameList lists it. */
export type ListedGame = {
  nodeId: number;
  displayName: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  isGame: 'GAME' | 'VASSALAGE';
};

/** One page of GCSGAME_gameList in English (page 1 unless `query` names another): its value (games, totalPages). */
export async function gameList(
  request: APIRequestContext,
  s: Site,
  query: Record<string, string | number>,
): Promise<{ games: ListedGame[]; totalPages: number }> {
  const params = new URLSearchParams({ pageNo: '1', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  params.set('language', 'EN');
  return (await gatewayCall(request, s, 'GET', `/wps/relay/GCSGAME_gameList?${params}`, undefined)).value;
}

/** Adds a favourite for a member, as another device of theirs would. */
export async function addFavourite(
  request: APIRequestContext,
  s: Site,
  token: string,
  game: Pick<ListedGame, 'nodeId' | 'vassalage' | 'gameType'>,
): Promise<void> {
  const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  const answer = await gatewayCall(request, s, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', body, { Authorization: token });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
}

/** Launches a game for a member as launchGame does (GLS, a real account), `extra` added to the query: the game's address. */
export async function launchGame(
  request: APIRequestContext,
  s: Site,
  token: string,
  game: ListedGame,
  extra: Record<string, string>,
): Promise<string> {
  const query = new URLSearchParams({
    launchMode: 'GLS',
    accountType: '1',
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    nodeId: String(game.nodeId),
    ...extra,
  });
  const answer = await gatewayCall(request, s, 'GET', `/wps/game/launchGame?${query}`, undefined, { Authorization: token });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value.gameUrl as string;
}
