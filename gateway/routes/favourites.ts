import { favouritesAdd, favouritesIds, favouritesList, favouritesRemove } from '../../contract/generated/calls.ts';
import { paginate } from '../catalog/catalog.ts';
import { GatewayError } from '../http/errors.ts';
import { signedIn, type CallRouter } from '../http/router.ts';
import { memberGames } from './member-games.ts';
import { addFavourite, favouriteIds, removeFavourite } from '../store/player-games.ts';

/** Favourite games: ids, the paged list, add and remove (both idempotent). */
export function favouriteRoutes(r: CallRouter): void {
  r.call(favouritesIds, (ctx) => ({ list: favouriteIds(ctx.gw.db, signedIn(ctx).id) }));

  r.call(favouritesList, (ctx) => {
    const { input } = ctx;
    const games = memberGames(ctx, favouriteIds);
    const pageNum = input.pageNo ?? 1;
    const { page, totalPages, totalCount } = paginate(games, pageNum, input.pageSize ?? 999);
    return { content: page.map((g) => g.wire), pageNum, totalPages, totalCount };
  });

  r.call(favouritesAdd, (ctx) => {
    const game = ctx.gw.catalog.get(ctx.input.nodeId);
    if (!game || !ctx.gw.catalog.offers(ctx.tenant.code, game)) throw new GatewayError('game.not.found', 'no such game for this merchant');
    addFavourite(ctx.gw.db, signedIn(ctx).id, game.wire.nodeId, ctx.gw.clock());
    return true;
  });

  r.call(favouritesRemove, (ctx) => {
    removeFavourite(ctx.gw.db, signedIn(ctx).id, ctx.input.nodeId);
    return true;
  });
}
