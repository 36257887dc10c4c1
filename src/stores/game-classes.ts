// The classes the gateway lists for a game type (specification section 3: a game category's
// gameClassify list, in the game menus), which the game list centre's class chips follow at run
// time. Cached for the tab under the lobby's name for the same answer.
import { gamesMenus } from '../../contract/generated/calls.ts';
import type { GameType } from '../../contract/generated/common.ts';
import { lazyGateway } from '../api/lazy-client.ts';
import { pageConfig } from '../client/page-data.ts';
import { cached } from './game-cache.ts';

/** The page's classes that the gateway's menu lists for the type: the config's may only narrow the gateway's. */
export async function servedClasses(gameType: GameType, pageClasses: readonly string[]): Promise<string[]> {
  const menus = await cached('menus', async () => (await lazyGateway()).call(gamesMenus, { language: pageConfig().lang }));
  const served = new Set(menus.find((m) => m.gameCategory === gameType)?.gameClassify.map((c) => c.key));
  return pageClasses.filter((c) => served.has(c));
}
