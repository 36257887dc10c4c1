// One merchant page's build-time data (src/build-time/gateway-data.ts) from the gateway's answers
// that scripts/lib/gateway-data.ts collected, with image addresses as the site must use them.
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import type { Game, GameType } from '../../contract/generated/common.ts';
import type { GameListValue } from '../../contract/generated/games-list.ts';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import type { NewGameVendorsValue } from '../../contract/generated/games-new-vendors.ts';
import type { HotGamesValue } from '../../contract/generated/games-hot.ts';
import type { AnnouncementsValue } from '../../contract/generated/home-announcements.ts';
import type { RankListValue } from '../../contract/generated/home-rank-list.ts';
import type { PromotionsListValue } from '../../contract/generated/promotions-list.ts';
import type { GatewayPageData } from '../../src/build-time/gateway-data.ts';

/** Hot games kept per page: the lobby's HOT view needs 12; a few screens more cost little HTML. */
const HOT_GAMES_KEPT = 60;

/** The gateway's answers for one merchant page (the optional ones absent when their call failed). */
export interface PageAnswers {
  menus: GameCategory[];
  announcements: AnnouncementsValue;
  hot: HotGamesValue;
  winners: RankListValue;
  promotions?: PromotionsListValue | undefined;
  newVendors?: NewGameVendorsValue | undefined;
  newGames?: GameListValue | undefined;
  lists: ReadonlyArray<readonly [GameType, GameListValue]>;
}

/** A page's data from the answers, with image addresses as the site must use them. */
export function pageData(config: ResolvedTenantConfig, a: PageAnswers): GatewayPageData {
  const image = imageAddress(config.gateway.baseUrl);
  const game = (g: Game): Game => ({
    ...g,
    ...(g.showIcon !== undefined && { showIcon: image(g.showIcon) }),
    ...(g.iconUrl !== undefined && { iconUrl: image(g.iconUrl) }),
    ...(g.lagerIcon !== undefined && { lagerIcon: image(g.lagerIcon) }),
  });
  return {
    banners: a.announcements.banners.map((b) => ({ ...b, url: image(b.url) })),
    notices: a.announcements.player.map(({ id, title }) => ({ id, title })),
    menus: a.menus.map((m) => ({
      ...m,
      cards: m.cards.map((c) => ({
        ...c,
        ...(c.showIcon !== undefined && { showIcon: image(c.showIcon) }),
        ...(c.iconUrl !== undefined && { iconUrl: image(c.iconUrl) }),
      })),
    })),
    hotGames: a.hot.list.slice(0, HOT_GAMES_KEPT).map(game),
    winners: a.winners.list.map((w) => ({ ...w, iconUrl: image(w.iconUrl) })).sort((x, y) => y.winAmount - x.winAmount),
    ...(a.promotions && { promotions: a.promotions.list.map((p) => ({ ...p, banner: image(p.banner) })) }),
    ...(a.newVendors && {
      newVendors: [...new Set(a.newVendors.data.lanes.flatMap((lane) => lane.cards.filter((c) => c.isNew).map((c) => c.vassalage)))],
    }),
    ...(a.newGames && { newGames: a.newGames.games.map(game) }),
    gameLists: Object.fromEntries(
      a.lists.map(([type, list]) => [type, { games: list.games.map(game), totalPages: list.totalPages, totalCount: list.totalCount }]),
    ),
  };
}

/**
 * The gateway serves images root-relative (/wps/static/...). A site whose gateway is proxied
 * same-origin (baseUrl empty) keeps them so; one with its own gateway origin gets it prefixed.
 */
export function imageAddress(baseUrl: string): (path: string) => string {
  return (path) => (baseUrl && path.startsWith('/') && !path.startsWith('//') ? baseUrl + path : path);
}
