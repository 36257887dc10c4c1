import { lotteryMenu, lotteryMenuRecent, lotteryOpenedGame, lotteryOpenedNumero } from '../../contract/generated/calls.ts';
import type { LotteryGame, LotteryMenuQuery, OpenedNumbersValue } from '../../contract/generated/common.ts';
import type { OpenedNumbersGameRequest } from '../../contract/generated/lottery-opened-game.ts';
import type { CatalogGame } from '../catalog/catalog.ts';
import type { Gateway } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { signedIn, type CallRouter } from '../http/router.ts';
import { hash32, Prng } from '../seed/prng.ts';
import { recentIds } from '../store/player-games.ts';

type PrizeMode = NonNullable<LotteryMenuQuery['prizeMode']>;

/** Which lottery games a prize mode shows: ELOTT the e-lottery, SEA and ZY one vendor each, LOTT all lotteries. */
function inMode(game: CatalogGame, mode: PrizeMode | undefined): boolean {
  const w = game.wire;
  if (mode === 'ELOTT') return w.gameType === 'ELOTT';
  if (mode === 'SEA') return w.vassalage === 'TCG_SEA';
  if (mode === 'ZY') return w.vassalage === 'VR';
  if (mode === 'LOTT') return w.gameType === 'LOTT';
  return true;
}

function lotteryGames(gw: Gateway, merchant: string): CatalogGame[] {
  return [...gw.catalog.query(merchant, { gameType: 'ELOTT' }), ...gw.catalog.query(merchant, { gameType: 'LOTT' })];
}

function toLottery(game: CatalogGame, now: number): LotteryGame {
  const interval = game.drawMinutes * 60_000;
  const issue = Math.floor(now / interval);
  return {
    gameCode: game.wire.gameCode,
    gameName: game.wire.displayName,
    vassalage: game.wire.vassalage,
    prizeMode: game.wire.gameType,
    drawIntervalMinutes: game.drawMinutes,
    nextDrawTime: (issue + 1) * interval,
    currentNumero: String(issue + 1),
  };
}

/** Draws follow the clock: issue n closes at n × interval, its numbers derive from the game and n. */
function draws(game: CatalogGame, now: number, size: number): OpenedNumbersValue {
  const interval = game.drawMinutes * 60_000;
  const last = Math.floor(now / interval);
  const vn = game.wire.gameType === 'ELOTT';
  return {
    list: Array.from({ length: size }, (_, i) => {
      const issue = last - i;
      const prng = new Prng(hash32(`${game.wire.gameCode}:${issue}`));
      const numbers = Array.from({ length: vn ? 5 : 6 }, () => (vn ? String(prng.int(0, 99)).padStart(2, '0') : String(prng.int(0, 9))));
      return { numero: String(issue), openTime: issue * interval, numbers };
    }),
  };
}

/** Lottery menus, recent lottery games and opened numbers. */
export function lotteryRoutes(r: CallRouter): void {
  r.call(lotteryMenu, ({ gw, tenant, input }) => ({
    list: lotteryGames(gw, tenant.code)
      .filter((g) => inMode(g, input.prizeMode))
      .map((g) => toLottery(g, gw.clock())),
  }));

  r.call(lotteryMenuRecent, (ctx) => {
    const { gw, tenant, input } = ctx;
    const offered = new Map(lotteryGames(gw, tenant.code).map((g) => [g.wire.nodeId, g]));
    const list = recentIds(gw.db, signedIn(ctx).id)
      .map((id) => offered.get(id))
      .filter((g): g is CatalogGame => !!g && inMode(g, input.prizeMode));
    return { list: list.map((g) => toLottery(g, gw.clock())) };
  });

  const opened = ({ gw, tenant, input }: { gw: Gateway; tenant: { code: string }; input: OpenedNumbersGameRequest }) => {
    const game = lotteryGames(gw, tenant.code).find((g) => g.wire.gameCode === input.gameCode);
    if (!game) throw new GatewayError('game.not.found', 'no such lottery game for this merchant');
    return draws(game, gw.clock(), input.size ?? 10);
  };
  r.call(lotteryOpenedGame, opened);
  r.call(lotteryOpenedNumero, opened);
}
