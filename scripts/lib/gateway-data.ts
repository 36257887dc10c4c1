// Static first (design.md): what the lobby can paint before any JavaScript runs, taken from a
// gateway at build time. Per merchant and offered language it asks the gateway for the game menu,
// banners and notices, hot games, the winner board and the promotions a visitor sees (optional:
// a gateway without the invented promotion call leaves only them out), as a site would (same calls, same
// Merchant, Language and Device headers), checks every answer against its schema in
// schemas/gateway/ and hands the compile a GatewayPageData per page language. A merchant whose
// data cannot be had gets none and one warning line: its islands load it in the browser instead.
import type { LanguageCode, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import type { CallSpec } from '../../contract/call-spec.ts';
import {
  gamesHot,
  gamesList,
  gamesMenus,
  gamesNewVendors,
  homeAnnouncements,
  homeRankList,
  promotionsList,
} from '../../contract/generated/calls.ts';
import type { NewGameVendorsValue } from '../../contract/generated/games-new-vendors.ts';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import type { Game, GameType } from '../../contract/generated/common.ts';
import type { GameListValue } from '../../contract/generated/games-list.ts';
import type { AnnouncementsValue } from '../../contract/generated/home-announcements.ts';
import type { RankListValue } from '../../contract/generated/home-rank-list.ts';
import type { HotGamesValue } from '../../contract/generated/games-hot.ts';
import type { PromotionsListValue } from '../../contract/generated/promotions-list.ts';
import type { GatewayData, GatewayPageData } from '../../src/build-time/gateway-data.ts';
import { callSchemas, describeErrors } from '../../contract/validate.ts';
import { CLIENT_TYPE, GAME_LIST_CLIENT, GAME_LIST_PAGE_SIZE, PLATFORM } from '../../src/shared/game-requests.ts';
import { isGameListType } from '../../src/routing/routes.ts';
import { pool } from './pool.ts';

/** Hot games kept per page: the lobby's HOT view needs 12; a few screens more cost little HTML. */
const HOT_GAMES_KEPT = 60;
/** Calls in flight at once, over every merchant and language: a build must not flood a gateway. */
export const CONCURRENCY = 8;
/** How long one call may take before the gateway counts as unreachable. */
const CALL_TIMEOUT_MS = 10_000;

export interface GatewayDataOptions {
  concurrency?: number;
  timeoutMs?: number;
}

export interface GatewayDataResult {
  /** merchant → language → data, for the merchants whose every call succeeded. */
  data: GatewayData;
  /** One line per merchant that gets no data: gateway URL, call, what failed. */
  warnings: string[];
}

/**
 * The calls, as the lobby's islands make them, each with its schema file (schemas/gateway/<name>.json).
 * An optional call that fails costs the merchant only its own part (its page loads it in the browser).
 */
const CALLS = {
  menus: { schema: 'games-menus', spec: gamesMenus, query: (lang: LanguageCode) => ({ language: lang }) },
  announcements: {
    schema: 'home-announcements',
    spec: homeAnnouncements,
    query: (lang: LanguageCode) => ({ types: 'B,PL', platform: 'W', execution: 'B', language: lang }),
  },
  hot: {
    schema: 'games-hot',
    spec: gamesHot,
    query: (lang: LanguageCode, merchant: string) => ({ merchantCode: merchant, isPlatform: 2, platform: PLATFORM, language: lang }),
  },
  winners: {
    schema: 'home-rank-list',
    spec: homeRankList,
    query: (lang: LanguageCode) => ({ gameCategory: 'ALL', limitNum: 20, language: lang }),
  },
  promotions: { schema: 'promotions-list', spec: promotionsList, query: () => ({}), optional: true },
  // Which vendors are new (their cards flagged isNew): the menus and vendor filters badge them. With
  // the vendor lanes' flush flag (specification section 7): a build wants the lanes as they are now,
  // not a gateway's cached copy.
  newVendors: {
    schema: 'games-new-vendors',
    spec: gamesNewVendors,
    query: (lang: LanguageCode, merchant: string) => ({
      clientType: CLIENT_TYPE,
      platform: 'html5-desktop',
      merchant,
      language: lang,
      flush: 1,
    }),
    optional: true,
  },
  // The gateway's new games, all types: the lobby's newGames section (layout.lobby), as its island asks for them.
  newGames: {
    schema: 'games-list',
    spec: gamesList,
    query: (lang: LanguageCode, merchant: string) => ({
      ...GAME_LIST_CLIENT,
      merchant,
      isNew: 1,
      pageNo: 1,
      pageSize: GAME_LIST_PAGE_SIZE,
      language: lang,
    }),
    optional: true,
  },
  // One per game list page (/rng, /live, ...): its island's first request, field for field
  // (src/stores/game-list.ts), so the island's first answer is the list the HTML shows.
  list: {
    schema: 'games-list',
    spec: gamesList,
    query: (lang: LanguageCode, merchant: string, gameType?: GameType) => ({
      ...GAME_LIST_CLIENT,
      merchant,
      gameType: gameType ?? '',
      pageNo: 1,
      pageSize: GAME_LIST_PAGE_SIZE,
      language: lang,
    }),
    perListType: true,
    optional: true,
  },
} as const satisfies Record<
  string,
  {
    schema: string;
    spec: Pick<CallSpec<never>, 'path'>;
    query: (lang: LanguageCode, merchant: string, gameType?: GameType) => Record<string, string | number>;
    /** Asked once for each game list type the merchant offers. */
    perListType?: boolean;
    optional?: boolean;
  }
>;
type CallName = keyof typeof CALLS;

/** A call that failed: which one, and why, in words for the warning line. */
class CallFailure extends Error {
  readonly call: string;
  readonly lang: LanguageCode;
  /** The gateway did not answer at all (connection refused, timeout): the other calls would fail alike. */
  readonly unreachable: boolean;
  constructor(call: string, lang: LanguageCode, message: string, unreachable = false) {
    super(message);
    this.call = call;
    this.lang = lang;
    this.unreachable = unreachable;
  }
}

/** `--gateway` values: an http(s) origin, optionally with a path prefix. Returns a reason when not. */
export function checkGatewayUrl(value: string): string | undefined {
  if (!URL.canParse(value)) return `"${value}" is not a URL (e.g. http://127.0.0.1:8787)`;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${value}" is not an http or https URL`;
  if (url.search || url.hash) return `"${value}": give the gateway's origin without query or fragment`;
  return undefined;
}

/**
 * Fetches every merchant's data in every offered language from the gateway at `gatewayUrl`.
 * Never throws for a gateway problem: a merchant whose calls fail is left out with a warning.
 */
export async function fetchGatewayData(
  configs: readonly ResolvedTenantConfig[],
  gatewayUrl: string,
  options: GatewayDataOptions = {},
): Promise<GatewayDataResult> {
  const base = gatewayUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const failures = new Map<string, CallFailure>();
  const answers = new Map<string, unknown>();
  // Once the gateway proves unreachable, the remaining calls are not tried: they would fail the same way, one timeout each.
  let unreachable: CallFailure | undefined;

  const tasks: Array<{ merchant: string; lang: LanguageCode; name: CallName; gameType: GameType | undefined }> = configs.flatMap(
    (config) => {
      const listTypes = config.products.map((p) => p.gameType).filter(isGameListType);
      return config.languages.offered.flatMap((lang) =>
        (Object.keys(CALLS) as CallName[]).flatMap((name) =>
          'perListType' in CALLS[name]
            ? listTypes.map((gameType: GameType | undefined) => ({ merchant: config.merchantCode, lang, name, gameType }))
            : [{ merchant: config.merchantCode, lang, name, gameType: undefined }],
        ),
      );
    },
  );
  // A merchant's warning names its first failing call in task order, whichever failed first in time.
  const firstFailure = new Map<string, number>();
  const failed = (merchant: string, index: number, failure: CallFailure) => {
    if ((firstFailure.get(merchant) ?? Infinity) < index) return;
    firstFailure.set(merchant, index);
    failures.set(merchant, failure);
  };
  await pool(tasks, options.concurrency ?? CONCURRENCY, async ({ merchant, lang, name, gameType }, index) => {
    if (failures.has(merchant)) return;
    if (unreachable) return failed(merchant, index, new CallFailure(callLabel(name), lang, unreachable.message, true));
    try {
      answers.set(answerKey(merchant, lang, name, gameType), await call(base, name, merchant, lang, timeoutMs, gameType));
    } catch (error) {
      const failure = error instanceof CallFailure ? error : new CallFailure(callLabel(name), lang, (error as Error).message);
      if (failure.unreachable) unreachable ??= failure;
      else if ('optional' in CALLS[name]) return;
      failed(merchant, index, failure);
    }
  });

  const data: GatewayData = {};
  const warnings: string[] = [];
  for (const config of configs) {
    const merchant = config.merchantCode;
    const failure = failures.get(merchant);
    if (failure) {
      warnings.push(
        `warning: ${merchant}: no gateway data from ${base}: ${failure.call} (${failure.lang}) ${failure.message}; the islands will load it in the browser instead`,
      );
      continue;
    }
    const answer = <N extends CallName>(lang: LanguageCode, name: N, gameType?: GameType) =>
      answers.get(answerKey(merchant, lang, name, gameType));
    const listTypes = config.products.map((p) => p.gameType).filter(isGameListType);
    data[merchant] = Object.fromEntries(
      config.languages.offered.map((lang) => [
        lang,
        pageData(config, {
          menus: answer(lang, 'menus') as GameCategory[],
          announcements: answer(lang, 'announcements') as AnnouncementsValue,
          hot: answer(lang, 'hot') as HotGamesValue,
          winners: answer(lang, 'winners') as RankListValue,
          promotions: answer(lang, 'promotions') as PromotionsListValue | undefined,
          newVendors: answer(lang, 'newVendors') as NewGameVendorsValue | undefined,
          newGames: answer(lang, 'newGames') as GameListValue | undefined,
          lists: listTypes.flatMap((type) => {
            const list = answer(lang, 'list', type) as GameListValue | undefined;
            return list ? [[type, list] as const] : [];
          }),
        }),
      ]),
    );
  }
  return { data, warnings };
}

/** Where one call's answer is kept: per merchant, language, call and (for the game lists) game type. */
function answerKey(merchant: string, lang: LanguageCode, name: CallName, gameType: GameType | undefined): string {
  return `${merchant}/${lang}/${name}${gameType ? `/${gameType}` : ''}`;
}

/** A call as warnings name it: its schema and path. */
function callLabel(name: CallName): string {
  return `${CALLS[name].schema} ${CALLS[name].spec.path}`;
}

/** One GET with the site's headers; returns the envelope's value once it matches the call's schema. */
async function call(
  base: string,
  name: CallName,
  merchant: string,
  lang: LanguageCode,
  timeoutMs: number,
  gameType?: GameType,
): Promise<unknown> {
  const { schema, spec, query } = CALLS[name];
  const url = `${base}${spec.path}?${new URLSearchParams(Object.entries(query(lang, merchant, gameType)).map(([k, v]) => [k, String(v)]))}`;
  const fail = (message: string, unreachable = false) => new CallFailure(callLabel(name), lang, message, unreachable);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Merchant: merchant, Language: lang, Device: 'web', Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw fail(`could not reach the gateway (${networkReason(error, timeoutMs)})`, true);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail(`answered HTTP ${response.status} with something that is not JSON`);
  }
  const envelope = json as { success?: unknown; errorCode?: unknown; message?: unknown };
  if (envelope.success === false)
    throw fail(`refused: HTTP ${response.status} ${String(envelope.errorCode ?? '')} ${String(envelope.message ?? '')}`.trim());
  if (!response.ok) throw fail(`answered HTTP ${response.status}`);
  if (name === 'winners') unwrapRankRows(json);
  const validate = callSchemas().get(schema)!.response;
  if (!validate(json)) throw fail(`answer does not match schemas/gateway/${schema}.json (${describeErrors(validate.errors)})`);
  return (json as { value: unknown }).value;
}

/** Some gateways wrap each winner row as `{ vo: {...} }`: unwrapped in place before the schema check. */
function unwrapRankRows(json: unknown): void {
  const list = (json as { value?: { list?: unknown } } | null)?.value?.list;
  if (!Array.isArray(list)) return;
  for (let i = 0; i < list.length; i++) {
    const row = list[i] as { vo?: unknown } | null;
    if (row && typeof row === 'object' && Object.keys(row).length === 1 && row.vo && typeof row.vo === 'object') list[i] = row.vo;
  }
}

/** Why a fetch threw, in a few words (connection refused, host unknown, timed out). */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  // fetch never connects to ports browsers block (1, 25, 6000...): say so rather than "bad port".
  if (cause?.message === 'bad port') return 'fetch refuses to connect to that port';
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** A page's data from the four answers, with image addresses as the site must use them. */
function pageData(
  config: ResolvedTenantConfig,
  a: {
    menus: GameCategory[];
    announcements: AnnouncementsValue;
    hot: HotGamesValue;
    winners: RankListValue;
    promotions?: PromotionsListValue | undefined;
    newVendors?: NewGameVendorsValue | undefined;
    newGames?: GameListValue | undefined;
    lists: ReadonlyArray<readonly [GameType, GameListValue]>;
  },
): GatewayPageData {
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
