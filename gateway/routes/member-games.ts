// The member's own game lists (favourites, recently played) keep ids; both calls answer the games
// behind them the same way.
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogGame } from '../catalog/catalog.ts';
import { type CallContext, signedIn } from '../http/router.ts';

/**
 * The signed-in member's games by `idsOf` (in its order) that the merchant still offers, of the
 * game type and vendor the request asks for (none asked: all).
 */
export function memberGames(
  ctx: CallContext<{ gameType?: string; vassalage?: string }>,
  idsOf: (db: DatabaseSync, memberId: number) => number[],
): CatalogGame[] {
  const { gw, tenant, input } = ctx;
  return idsOf(gw.db, signedIn(ctx).id)
    .map((id) => gw.catalog.get(id))
    .filter((g): g is CatalogGame => !!g && gw.catalog.offers(tenant.code, g))
    .filter((g) => (!input.gameType || g.wire.gameType === input.gameType) && (!input.vassalage || g.wire.vassalage === input.vassalage));
}
