// What the build takes from a reachable gateway for one merchant in one language, so the lobby
// paints it before any JavaScript runs (design: static first). Absent when the build had no
// gateway: pages then show their static fallbacks and the islands fill them in.
import type { GatewayBanner } from '../../contract/generated/common.ts';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import type { Game, GameType } from '../../contract/generated/common.ts';
import type { RankListValue } from '../../contract/generated/home-rank-list.ts';
import type { Promotion } from '../../contract/generated/common.ts';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';

type WinnerEntry = RankListValue['list'][number];

export interface GatewayPageData {
  /** Banners of every group (groupName w_home, w_rng, ...), image URLs as the page should use them. */
  banners: GatewayBanner[];
  /** The notice marquee's items (announcements of type PL). */
  notices: Array<{ id: number; title: string }>;
  /** The game menu: one category per game type the merchant offers, with vendor cards and classes. */
  menus: GameCategory[];
  /** Hot games, most popular first: at least the lobby's first screen. */
  hotGames: Game[];
  /** The winner board, sorted by win amount, highest first. */
  winners: WinnerEntry[];
  /**
   * Each game list page's first page (tab ALL, every vendor and class), as the page's island asks
   * for it: painted in the HTML so /rng, /live ... show games before any script runs. A type the
   * gateway did not answer for is missing (its page shows placeholders until the island loads).
   */
  gameLists?: Partial<Record<GameType, GameListPage>>;
  /** The promotions a visitor sees, banner addresses as the page should use them; absent when the gateway has no promotion call. */
  promotions?: Promotion[];
  /** Vendor codes GCSGAME_newGameVendor flags new: badged in the menus and vendor filters; absent when the call failed. */
  newVendors?: string[];
  /** The gateway's new games (isNew), all types, the first page: the lobby's newGames section; absent when the call failed. */
  newGames?: Game[];
}

/** The first page of a game list: its games and how many pages and games the whole list has. */
interface GameListPage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/** Everything one build took from the gateway: merchant code → page language → data. */
export type GatewayData = Record<string, Partial<Record<LanguageCode, GatewayPageData>>>;
