// The live casino centre's tables (CBS_modelList): one vendor's at a time, asked when its dialog
// opens and again on retry, never cached (players, status and the road change by the minute).
import { gamesLiveTables } from '../../contract/generated/calls.ts';
import type { LiveTable } from '../../contract/generated/games-live-tables.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';
import { pageConfig } from '../client/page-data.ts';
import type { CardGame } from '../shared/game-card.ts';

/** A live vendor's tables now, open ones first. */
export async function loadLiveTables(vassalage: string): Promise<LiveTable[]> {
  const client = await gateway();
  return (await client.call(gamesLiveTables, { vassalage, language: pageConfig().lang })).list;
}

/** The game a table launches, as the launch path takes it. */
export function tableGame(table: LiveTable): CardGame {
  return { nodeId: table.nodeId, vassalage: table.vassalage, gameType: 'LIVE', gameCode: table.gameCode };
}
