import {
  gamesHot,
  gamesLaunch,
  gamesList,
  gamesLiveTables,
  gamesMenus,
  gamesNewVendors,
  gamesPvpRooms,
  gamesRecent,
  gamesVendorTypes,
} from '../../contract/generated/calls.ts';
import type { Game } from '../../contract/generated/common.ts';
import type { LaunchGameRequest } from '../../contract/generated/games-launch.ts';
import type { Gateway } from '../context.ts';
import { paginate, type CatalogGame } from '../catalog/catalog.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { signedIn, type CallRouter } from '../http/router.ts';
import { fromMinor } from '../../core/money.ts';
import { liveTables } from '../catalog/live-tables.ts';
import { roomOf, roomsOf } from '../catalog/pvp-rooms.ts';
import { balanceOf } from '../store/ledger.ts';
import { CLASS_TITLES, LOBBY_TYPES, NEW_VENDORS, TYPE_TITLES } from '../seed/vendors.ts';
import { TRIAL_TYPE } from '../store/members.ts';
import { recentIds, recordLaunch } from '../store/player-games.ts';
import { memberGames } from './member-games.ts';
import { checkLossLimit, refuseOnBreak } from '../store/protection.ts';

const wire = (games: readonly CatalogGame[]): Game[] => games.map((g) => g.wire);

/** Menus, lists, hot games, vendors, recent games, launch, PVP rooms and live tables. */
export function gameRoutes(r: CallRouter): void {
  r.call(gamesMenus, ({ gw, tenant }) =>
    [...gw.catalog.merchant(tenant.code).vendors.keys()].map((gameType) => {
      const games = gw.catalog.query(tenant.code, { gameType });
      const classes = [...new Set(games.map((g) => g.wire.gameClassify).filter(Boolean))];
      const wanted = tenant.config.products.find((p) => p.gameType === gameType)?.classes ?? [];
      return {
        gameCategory: gameType,
        title: TYPE_TITLES[gameType],
        cards: gw.catalog.vendorCards(tenant.code, gameType),
        gameClassify: classes
          .filter((k) => (wanted as string[]).includes(k))
          .map((key) => {
            const inClass = games.filter((g) => g.wire.gameClassify === key);
            return {
              key,
              displayName: CLASS_TITLES[key] ?? key,
              vendors: [...new Set(inClass.map((g) => g.wire.vassalage))],
              gameCount: inClass.length,
            };
          }),
      };
    }),
  );

  r.call(gamesList, ({ gw, tenant, input }) => {
    const pageNo = input.pageNo ?? 1;
    const { page, totalPages, totalCount } = paginate(gw.catalog.query(tenant.code, input), pageNo, input.pageSize ?? 18);
    return { games: wire(page), totalPages, totalCount, pageNo };
  });

  r.call(gamesHot, ({ gw, tenant, input }) => ({
    list: wire(gw.catalog.query(tenant.code, { gameType: input.gameType, vassalage: input.vassalage, isHot: 1 })),
  }));

  r.call(gamesVendorTypes, ({ gw, tenant }) => ({ content: Object.fromEntries(gw.catalog.merchant(tenant.code).vendors) }));

  r.call(gamesNewVendors, ({ gw, tenant }) => ({
    data: {
      lanes: [...gw.catalog.merchant(tenant.code).byType.entries()].map(([gameType, games]) => {
        const counts = new Map<string, number>();
        for (const g of games) if (g.wire.gameClassify) counts.set(g.wire.gameClassify, (counts.get(g.wire.gameClassify) ?? 0) + 1);
        return {
          title: TYPE_TITLES[gameType],
          gameType,
          cards: gw.catalog
            .vendorCards(tenant.code, gameType)
            .map((card) => (NEW_VENDORS.has(card.vassalage) ? { ...card, isNew: true } : card)),
          gameClassify: [...counts].map(([key, gameCount]) => ({ key, displayName: CLASS_TITLES[key] ?? key, gameCount })),
        };
      }),
    },
  }));

  r.call(gamesRecent, (ctx) => {
    const { page, totalPages } = paginate(memberGames(ctx, recentIds), ctx.input.page ?? 1, ctx.input.pageSize ?? 12);
    return { list: wire(page), totalPages };
  });

  r.call(gamesLaunch, (ctx) => {
    const { gw, tenant, input, origin } = ctx;
    const member = signedIn(ctx);
    const game = findGame(ctx.gw, tenant.code, input);
    if (!game) throw new GatewayError('game.not.found', 'no such game for this merchant');
    const free = input.accountType === 0;
    if (free && game.wire.supportPlay !== 0) throw new GatewayError('game.free.play.unavailable', 'this game has no free play');
    // Trial accounts play for fun only: a real-money launch needs a real account.
    if (member.type === TRIAL_TYPE && !free) throw refuse.trial();
    if (game.wire.isGame === 'VASSALAGE' && !LOBBY_TYPES.includes(game.wire.gameType))
      throw new GatewayError('game.not.found', "a vendor card opens the vendor's list, not a game");
    // A break shuts every launch, free play too; a spent loss limit shuts real-money play.
    const now = gw.clock();
    refuseOnBreak(gw.db, member.id, now);
    if (!free) checkLossLimit(gw.db, tenant, member.id, 0, now);
    if (input.roomId !== undefined) {
      const room = game.wire.gameType === 'PVP' ? roomOf(game, input.roomId, now) : undefined;
      if (!room) throw new GatewayError('game.room.not.found', `room ${input.roomId} is not a room of ${game.wire.gameCode}`);
      const balance = fromMinor(balanceOf(gw.db, tenant.code, member.id), tenant.config.currency.decimals);
      if (!free && balance < room.minBalance)
        throw new GatewayError('game.room.balance.low', `this room needs a balance of at least ${room.minBalance}`, {
          value: { minBalance: room.minBalance },
        });
    }
    recordLaunch(gw.db, member.id, game.wire.nodeId, now);
    const url = new URL('/wps/demo/game', origin);
    url.searchParams.set('nodeId', String(game.wire.nodeId));
    url.searchParams.set('mode', free ? 'fun' : 'real');
    url.searchParams.set('merchant', tenant.code);
    if (input.backUrl) url.searchParams.set('back', input.backUrl);
    return { gameUrl: url.toString() };
  });

  r.call(gamesPvpRooms, ({ gw, tenant, input }) => {
    if (input.vassalage) offeredVendor(gw, tenant.code, 'PVP', input.vassalage);
    const games = gw.catalog
      .query(tenant.code, { gameType: 'PVP', vassalage: input.vassalage })
      .filter((g) => !input.gameCode || g.wire.gameCode === input.gameCode)
      .slice(0, 20);
    if (input.gameCode && games.length === 0) throw new GatewayError('game.not.found', `no card game ${input.gameCode} for this merchant`);
    return { list: games.flatMap((g) => roomsOf(g, gw.clock())) };
  });

  r.call(gamesLiveTables, ({ gw, tenant, input }) => {
    offeredVendor(gw, tenant.code, 'LIVE', input.vassalage);
    return { list: liveTables(gw.catalog.query(tenant.code, { gameType: 'LIVE', vassalage: input.vassalage }), gw.clock()) };
  });
}

/** Refuses a vendor the merchant offers no games of this type from (a clear error rather than an empty list). */
function offeredVendor(gw: Gateway, merchant: string, gameType: 'LIVE' | 'PVP', vendor: string): void {
  if (!gw.catalog.merchant(merchant).vendors.get(gameType)?.includes(vendor))
    throw new GatewayError(
      'game.vendor.not.found',
      `${vendor} is not a ${gameType === 'LIVE' ? 'live casino' : 'card game'} vendor of this merchant`,
    );
}

/** The game a launch names: by nodeId, else by vendor game code (lottery launches name lottoGameCode). */
function findGame(gw: Gateway, merchant: string, input: LaunchGameRequest): CatalogGame | undefined {
  const byId = input.nodeId ? gw.catalog.get(input.nodeId) : undefined;
  const code = input.gameCode ?? input.lottoGameCode;
  const game =
    byId ??
    (code
      ? gw.catalog.query(merchant, { gameType: input.gameType, vassalage: input.vassalage }).find((g) => g.wire.gameCode === code)
      : undefined);
  return game && gw.catalog.offers(merchant, game) ? game : undefined;
}
