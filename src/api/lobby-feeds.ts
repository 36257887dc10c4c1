// The lobby's two feeds the browser refreshes after load (src/client/lobby/refresh.ts): the
// notice marquee's titles and the winner board. Token-less GETs over the tiny fetch of lite.ts:
// the lobby's moving parts are plain TypeScript and must not pull ky or React in.
import type { CallSpec } from '../../contract/call-spec.ts';
import type { RankEntry, RankListCall } from '../../contract/generated/home-rank-list.ts';
import { liteGet, type LiteGateway } from './lite.ts';
import { ANNOUNCEMENTS_CALL } from './popups-peek.ts';
import { WINNER_COUNT, winnerRows } from '../shared/winner-board.ts';

/** generated/calls.ts's homeRankList, restated for the same reason as STATUS_CALL (status.ts). */
export const RANK_LIST_CALL: CallSpec<RankListCall> = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  token: false,
  encrypted: false,
};

/** The notices' titles (announcements of type PL); undefined when the call failed. */
export async function fetchNoticeTitles(gateway: LiteGateway): Promise<Array<{ id: number; title: string }> | undefined> {
  const value = await liteGet(gateway, ANNOUNCEMENTS_CALL, { types: 'PL', platform: 'W', language: gateway.language });
  return value?.player.map(({ id, title }) => ({ id, title }));
}

/** The winner board's 20 biggest wins, highest first; undefined when the call failed. */
export async function fetchWinners(gateway: LiteGateway): Promise<RankEntry[] | undefined> {
  const value = await liteGet(gateway, RANK_LIST_CALL, { gameCategory: 'ALL', language: gateway.language, limitNum: WINNER_COUNT });
  return value && winnerRows(value.list);
}
