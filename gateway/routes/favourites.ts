import { favouritesAdd, favouritesIds, favouritesList, favouritesRemove } from '../../contract/generated/calls.ts';
import { paginate, type CatalogGame } from '../catalog/catalog.ts';
import { GatewayError } from '../http/errors.ts';
import { signedIn, type CallRouter } from '../http/router.ts';
import { addFavourite, favouriteIds, removeFavourite } from '../store/player-games.ts';

/** Favourite games: ids, the paged list, add and remove (both idempotent). */
export function favouriteRoutes(r: CallRouter): void {
  r.call(favouritesIds, (ctx) => ({ list: favouriteIds(ctx.gw.db, signedIn(ctx).id) }));

  r.call(favouritesList, (ctx) => {
    const { gw, tenant, input } = ctx;
    const games = favouriteIds(gw.db, signedIn(ctx).id)
      .map((id) => gw.catalog.get(id))
      .filter((g): g is CatalogGame => !!g && gw.catalog.offers(tenant.code, g))
      .filter((g) => (!input.gameType || g.wire.gameType === input.gameType) && (!input.vassalage || g.wire.vassalage === input.vassalage));
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
