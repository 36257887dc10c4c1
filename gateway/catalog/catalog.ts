import type { DatabaseSync } from 'node:sqlite';
import type { Game } from '../../contract/generated/common.ts';
import type { VendorCard } from '../../contract/generated/common.ts';
import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';
import type { Tenant } from '../tenants.ts';
import { VENDORS } from '../seed/vendors.ts';
import { allRows, rowShape } from '../store/rows.ts';

const GAME_ROW = rowShape<GameRow>('GAME_ROW', {
  nodeId: true,
  gameType: true,
  vendor: true,
  gameCode: true,
  name: true,
  classify: true,
  isGame: true,
  isHot: true,
  isNew: true,
  supportPlay: true,
  minBet: true,
  popularity: true,
  drawMinutes: true,
});

/** A game as the catalogue keeps it: the wire object plus what filters need. */
export interface CatalogGame {
  wire: Game;
  nameKey: string;
  popularity: number;
  drawMinutes: number;
}

/** Filters of the game list (all optional). */
export interface GameQuery {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  isNew?: number | undefined;
  isHot?: number | undefined;
  minBet?: number | undefined;
}

/** What one merchant offers: the games of its products, most popular first. */
export interface MerchantGames {
  /** Game type → vendor codes, in the merchant's product order. */
  vendors: Map<GameType, string[]>;
  byType: Map<GameType, CatalogGame[]>;
}

interface GameRow {
  nodeId: number;
  gameType: GameType;
  vendor: string;
  gameCode: string;
  name: string;
  classify: string;
  isGame: Game['isGame'];
  isHot: 0 | 1;
  isNew: 0 | 1;
  supportPlay: 0 | 1;
  minBet: number;
  popularity: number;
  drawMinutes: number;
}

const vendorNames = new Map(VENDORS.map((v) => [v.code, v.name]));

/** The icon path of a game or vendor (PNGs the gateway draws, gateway/images/icons.ts). */
export const iconPath = {
  game: (nodeId: number, large = false) => `/wps/static/icons/game/${nodeId}${large ? '-large' : ''}.png`,
  vendor: (code: string) => `/wps/static/icons/vendor/${encodeURIComponent(code)}.png`,
};

/**
 * The game catalogue in memory. Games never change after seeding, so lists are answered from
 * pre-built per-merchant arrays: a filter pass over at most 10,000 objects, no SQL per request.
 */
export class Catalog {
  readonly #byId = new Map<number, CatalogGame>();
  readonly #merchants = new Map<string, MerchantGames>();

  constructor(db: DatabaseSync, tenants: Iterable<Tenant>) {
    const rows = allRows(
      db.prepare(`SELECT node_id AS nodeId, game_type AS gameType, vendor, game_code AS gameCode, name, classify, is_game AS isGame,
      is_hot AS isHot, is_new AS isNew, support_play AS supportPlay, min_bet AS minBet, popularity, draw_minutes AS drawMinutes
      FROM games ORDER BY popularity DESC, node_id`),
      GAME_ROW,
    );
    for (const r of rows) {
      const wire: Game = {
        nodeId: r.nodeId,
        gameName: r.name,
        nodeName: r.name,
        displayName: r.name,
        vassalage: r.vendor,
        gameType: r.gameType,
        gameCode: r.gameCode,
        gameClassify: r.classify,
        showIcon: iconPath.game(r.nodeId),
        iconUrl: iconPath.game(r.nodeId),
        lagerIcon: iconPath.game(r.nodeId, true),
        isGame: r.isGame,
        isHot: r.isHot,
        isNew: r.isNew,
        supportPlay: r.supportPlay,
        minBet: r.minBet,
      };
      this.#byId.set(wire.nodeId, { wire, nameKey: wire.displayName.toLowerCase(), popularity: r.popularity, drawMinutes: r.drawMinutes });
    }
    for (const tenant of tenants) this.#merchants.set(tenant.code, this.#build(tenant));
  }

  #build(tenant: Tenant): MerchantGames {
    const vendors = new Map<GameType, string[]>();
    const byType = new Map<GameType, CatalogGame[]>();
    for (const product of tenant.config.products) {
      vendors.set(product.gameType, [...product.vendors]);
      byType.set(product.gameType, []);
    }
    for (const game of this.#byId.values()) {
      const list = byType.get(game.wire.gameType);
      if (list && vendors.get(game.wire.gameType)?.includes(game.wire.vassalage)) list.push(game);
    }
    return { vendors, byType };
  }

  /** Total games in the catalogue. */
  get size(): number {
    return this.#byId.size;
  }

  /** A game by id. */
  get(nodeId: number): CatalogGame | undefined {
    return this.#byId.get(nodeId);
  }

  /** What a merchant offers. */
  merchant(code: string): MerchantGames {
    const found = this.#merchants.get(code);
    if (!found) throw new Error(`unknown merchant ${code}`);
    return found;
  }

  /** Whether a merchant offers a game. */
  offers(code: string, game: CatalogGame): boolean {
    return this.merchant(code).vendors.get(game.wire.gameType)?.includes(game.wire.vassalage) ?? false;
  }

  /** The merchant's games matching every given filter, most popular first. */
  query(code: string, q: GameQuery): CatalogGame[] {
    const m = this.merchant(code);
    const lists = q.gameType ? [m.byType.get(q.gameType) ?? []] : [...m.byType.values()];
    const name = q.gameName?.trim().toLowerCase();
    const out: CatalogGame[] = [];
    for (const list of lists) {
      for (const g of list) {
        const w = g.wire;
        if (q.vassalage && w.vassalage !== q.vassalage) continue;
        if (q.gameClassify && w.gameClassify !== q.gameClassify) continue;
        if (q.isNew === 1 && w.isNew !== 1) continue;
        if (q.isHot === 1 && w.isHot !== 1) continue;
        if (q.minBet !== undefined && w.minBet > q.minBet) continue;
        if (name && !g.nameKey.includes(name)) continue;
        out.push(g);
      }
    }
    // Lists of several types are each sorted; merge them by popularity.
    if (lists.length > 1) out.sort((a, b) => b.popularity - a.popularity || a.wire.nodeId - b.wire.nodeId);
    return out;
  }

  /** The vendor cards of a game type for a merchant, with their game counts. */
  vendorCards(code: string, gameType: GameType): VendorCard[] {
    const m = this.merchant(code);
    const games = m.byType.get(gameType) ?? [];
    return (m.vendors.get(gameType) ?? []).map((vendor) => ({
      vassalage: vendor,
      displayName: vendorNames.get(vendor) ?? vendor,
      gameType,
      gameCode: `${vendor}_LOBBY`,
      isGame: 'VASSALAGE',
      showIcon: iconPath.vendor(vendor),
      iconUrl: iconPath.vendor(vendor),
      gameCount: games.filter((g) => g.wire.vassalage === vendor).length,
    }));
  }
}

/** Cuts a page out of a list; pages count from 1. */
export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number): { page: T[]; totalPages: number; totalCount: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return { page: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages, totalCount: items.length };
}
