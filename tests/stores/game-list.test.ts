// The game list store against an in-process reference gateway (real calls, no network). A gate
// in the client's fetch holds chosen requests back so a test decides which answer lands first.
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../src/api/gateway-client.ts';
import { createGameList, type GameListDeps, type GameListFilters, type GameListOptions } from '../../src/stores/game-list.ts';
import { GAME_LIST_PAGE_SIZE } from '../../src/shared/game-requests.ts';
import { DEMO, launchQuery, makeGateway } from '../gateway/harness.ts';

const MERCHANT = 'emerald';
const CENTRE: GameListOptions = { pageSize: GAME_LIST_PAGE_SIZE, visitorTab: 'ALL' };

/** A list over a fresh gateway world; `hold(text)` keeps requests whose URL contains text waiting until released. */
async function setup(initial: Partial<GameListFilters> = { gameType: 'RNG' }, options = CENTRE) {
  const gateway = await makeGateway();
  const token = atom<string | null>(null);
  const favouriteIds = atom<ReadonlySet<number>>(new Set());
  const recentVersion = atom(0);
  const requests: URL[] = [];
  const holds: Array<{ text: string; until: Promise<void>; fail: boolean }> = [];
  const cacheKeys: string[] = [];
  const logins: Array<HTMLElement | null> = [];
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    merchant: MERCHANT,
    encryption: 'none',
    language: () => 'EN',
    token: () => token.get(),
    onSessionLost: () => undefined,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push(url);
      const hold = holds.find((h) => decodeURIComponent(url.search).includes(h.text));
      if (hold) {
        await hold.until;
        // A refusal the gateway could give when busy: what a failed request looks like to the store.
        if (hold.fail) return Response.json({ success: false, value: null, message: 'busy', errorCode: 'function.not.available' });
      }
      return gateway.app.fetch(request);
    },
  });
  const deps: GameListDeps = {
    client: async () => client,
    merchant: () => MERCHANT,
    language: () => 'EN',
    token,
    favouriteIds,
    favouritesReady: async () => undefined,
    recentVersion,
    cached: (name, fetcher) => {
      cacheKeys.push(name);
      return fetcher();
    },
    loginNeeded: (opener) => logins.push(opener),
  };
  const list = createGameList(initial, deps, options);
  const stop = list.connect();
  /** Holds requests whose query contains text; the returned function lets them go (failing them if asked). */
  const hold = (text: string, fail = false) => {
    let open!: () => void;
    holds.push({ text, until: new Promise<void>((done) => (open = done)), fail });
    return open;
  };
  const settled = async () => {
    await expect.poll(() => list.$state.get().status, { timeout: 5000 }).not.toBe('loading');
  };
  const logIn = async () => token.set(await gateway.login('demo01', DEMO.emerald, MERCHANT));
  return { gateway, list, stop, token, favouriteIds, recentVersion, requests, hold, settled, logIn, cacheKeys, logins };
}

/** The specification's game-list query for the first page of PG's RNG games, as the store sends it. */
const RNG_PG_FIRST_PAGE = {
  clientType: '3',
  platform: 'flash,html5-desktop',
  channel: 'WEB',
  minLineNum: '0',
  merchant: MERCHANT,
  gameType: 'RNG',
  vassalage: 'PG',
  pageNo: '1',
  pageSize: '18',
  language: 'EN',
};
const names = (games: readonly { displayName: string }[]) => games.map((g) => g.displayName);

/**
 * A settled first page, then `next` asks for page 2 with its answer held: meanwhile the list is
 * loading page 2 with the first page's games still on screen. Returns once the answer is let through.
 */
async function whilePageTwoLoads(next: (list: Awaited<ReturnType<typeof setup>>['list']) => void) {
  const world = await setup();
  const { list, hold, settled } = world;
  await settled();
  const first = names(list.$view.get().games);
  const release = hold('pageNo=2');
  next(list);
  expect(list.$state.get().status).toBe('loading');
  expect(list.$view.get().page).toBe(2);
  expect(names(list.$view.get().games)).toEqual(first);
  release();
  return { ...world, first };
}
const last = (requests: URL[], path: string) => Object.fromEntries(requests.filter((u) => u.pathname.endsWith(path)).at(-1)!.searchParams);

describe('game list store', () => {
  it('asks for ALL with the specification’s parameters, 18 a page', async () => {
    const { list, requests, settled } = await setup({ gameType: 'RNG', vendor: 'PG' });
    await settled();
    expect(last(requests, 'GCSGAME_gameList')).toEqual(RNG_PG_FIRST_PAGE);
    const view = list.$view.get();
    expect(view.games).toHaveLength(18);
    expect(view.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect(view.totalPages).toBeGreaterThan(2);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { list, hold, settled } = await setup();
    await settled();
    const releaseOld = hold('gameName=dragon');
    list.search('dragon');
    list.search('gold');
    await settled();
    const gold = names(list.$view.get().games);
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((n) => n.toLowerCase().includes('gold'))).toBe(true);
    // The older search answers last: what shows stays the newer one's.
    releaseOld();
    await new Promise((done) => setTimeout(done, 50));
    expect(list.$view.get().filters.search).toBe('gold');
    expect(names(list.$view.get().games)).toEqual(gold);
    expect(list.$state.get().status).toBe('ready');
  });

  it('never lets an older failure replace newer results', async () => {
    const { list, hold, settled } = await setup();
    await settled();
    const failOld = hold('vassalage=PP', true);
    list.selectVendor('PP');
    list.selectVendor('NE');
    await settled();
    failOld();
    await new Promise((done) => setTimeout(done, 50));
    expect(list.$state.get().status).toBe('ready');
    expect(list.$view.get().games.every((g) => g.vassalage === 'NE')).toBe(true);
  });

  it('going back to what is on screen drops the request still running for other filters', async () => {
    const { list, hold, requests, settled } = await setup();
    await settled();
    const before = names(list.$view.get().games);
    const count = requests.length;
    const releasePP = hold('vassalage=PP');
    list.selectVendor('PP');
    await expect.poll(() => requests.length).toBe(count + 1);
    list.selectVendor('');
    expect(list.$state.get().status).toBe('ready');
    releasePP();
    await new Promise((done) => setTimeout(done, 50));
    expect(list.$view.get().filters.vendor).toBe('');
    expect(names(list.$view.get().games)).toEqual(before);
  });

  it('keeps the old page on screen while the next loads, then shows it', async () => {
    const { list, first, settled } = await whilePageTwoLoads((list) => list.goToPage(2));
    await settled();
    const second = names(list.$view.get().games);
    expect(second).toHaveLength(18);
    expect(second).not.toEqual(first);
  });

  it('"More" appends the next page after the games shown; the pager or a filter shows one page again', async () => {
    const { list, first, settled } = await whilePageTwoLoads((list) => list.showMore());
    await settled();
    const two = names(list.$view.get().games);
    expect(two).toHaveLength(36);
    expect(two.slice(0, 18)).toEqual(first);
    list.showMore();
    await settled();
    const three = names(list.$view.get().games);
    expect(three).toHaveLength(54);
    expect(list.$view.get().page).toBe(3);
    // Page 3 from the pager: that page alone (the answer it already has).
    list.goToPage(3);
    expect(names(list.$view.get().games)).toEqual(three.slice(36));
    list.showMore();
    list.selectClass('VP');
    await settled();
    expect(list.$view.get().page).toBe(1);
    expect(list.$view.get().games.length).toBeLessThanOrEqual(18);
  });

  it('goes back to page 1 when the vendor, class, search or tab changes', async () => {
    const { list, requests, settled } = await setup();
    await settled();
    for (const change of [
      () => list.selectClass('VP'),
      () => list.selectClass(''),
      () => list.selectVendor('PG'),
      () => list.search('a'),
      () => list.selectTab('NEW'),
    ]) {
      list.goToPage(2);
      await settled();
      expect(list.$view.get().page).toBe(2);
      change();
      expect(list.$view.get().page).toBe(1);
      await settled();
    }
    // NEW keeps the vendor and asks for new games only; the search is ALL's alone.
    expect(last(requests, 'GCSGAME_gameList')).toEqual({ ...RNG_PG_FIRST_PAGE, isNew: '1' });
  });

  it('pages HOT here: one cached request per type and vendor, 18 a page', async () => {
    const { list, requests, settled, cacheKeys } = await setup();
    await settled();
    list.selectTab('HOT');
    await settled();
    expect(cacheKeys).toEqual(['hot:RNG:ALL']);
    expect(last(requests, 'GCSGAME_hotGamesV2')).toMatchObject({
      merchantCode: MERCHANT,
      isPlatform: '2',
      gameType: 'RNG',
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
    const count = requests.length;
    const view = list.$view.get();
    expect(view.games.every((g) => g.isHot === 1)).toBe(true);
    expect(view.totalPages).toBe(Math.ceil(view.totalCount! / 18));
    list.goToPage(2);
    expect(list.$state.get().status).toBe('ready');
    expect(requests.length).toBe(count);
    list.selectVendor('PG');
    await settled();
    expect(cacheKeys).toEqual(['hot:RNG:ALL', 'hot:RNG:PG']);
  });

  it('filters by minimum bet: the gateway for ALL (minBet sent), the page for HOT, without asking HOT again', async () => {
    const { list, requests, settled } = await setup();
    await settled();
    list.selectMinBet(1);
    await settled();
    expect(last(requests, 'GCSGAME_gameList')).toMatchObject({ minBet: '1', pageNo: '1' });
    expect(list.$view.get().games.every((g) => g.minBet <= 1)).toBe(true);
    list.selectTab('HOT');
    await settled();
    const count = requests.length;
    const all = list.$view.get().totalCount!;
    expect(list.$view.get().games.every((g) => g.isHot === 1 && g.minBet <= 1)).toBe(true);
    list.selectMinBet(0);
    expect(requests.length).toBe(count);
    expect(list.$view.get().totalCount!).toBeGreaterThan(all);
  });

  it('sends a visitor choosing FAV or RECENT to log in, and stays where it was', async () => {
    const { list, requests, settled, logins } = await setup();
    await settled();
    const count = requests.length;
    expect(list.selectTab('FAV')).toBe(false);
    expect(list.selectTab('RECENT')).toBe(false);
    expect(logins).toHaveLength(2);
    expect(list.$view.get().filters.tab).toBe('ALL');
    expect(requests.length).toBe(count);
  });

  it('shows only favourites still in the set, so a removal disappears at once', async () => {
    const { gateway, list, requests, settled, logIn, token, favouriteIds } = await setup({ gameType: 'RNG' });
    await logIn();
    const games = (
      await gateway.call('GET', '/wps/relay/GCSGAME_gameList', { merchant: MERCHANT, query: { gameType: 'RNG', pageSize: 3 } })
    ).json.value.games;
    for (const g of games)
      await gateway.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        merchant: MERCHANT,
        token: token.get()!,
        body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
      });
    favouriteIds.set(new Set(games.map((g: { nodeId: number }) => g.nodeId)));
    expect(list.selectTab('FAV')).toBe(true);
    await settled();
    expect(last(requests, 'MCSFE_getFavoriteGamesList')).toMatchObject({ clientType: '3', gameType: 'RNG', pageNo: '1', pageSize: '999' });
    expect(
      list.$view
        .get()
        .games.map((g) => g.nodeId)
        .sort(),
    ).toEqual(games.map((g: { nodeId: number }) => g.nodeId).sort());
    const count = requests.length;
    favouriteIds.set(new Set([games[0].nodeId]));
    expect(list.$view.get().games.map((g) => g.nodeId)).toEqual([games[0].nodeId]);
    expect(requests.length).toBe(count);
    // The session ends: back to ALL.
    token.set(null);
    expect(list.$view.get().filters.tab).toBe('ALL');
  });

  it('asks RECENT again after every launch', async () => {
    const { gateway, list, requests, settled, logIn, token, recentVersion } = await setup(
      { gameType: 'RNG' },
      { pageSize: 12, visitorTab: null },
    );
    await logIn();
    list.selectTab('RECENT');
    await settled();
    expect(list.$view.get().games).toEqual([]);
    expect(last(requests, 'GCS_recentGame')).toMatchObject({ clientType: '3', gameType: 'RNG', page: '1', pageSize: '12', language: 'EN' });
    const game = (await gateway.call('GET', '/wps/relay/GCSGAME_gameList', { merchant: MERCHANT, query: { gameType: 'RNG', pageSize: 1 } }))
      .json.value.games[0];
    const launch = await gateway.call('GET', '/wps/game/launchGame', {
      merchant: MERCHANT,
      token: token.get()!,
      query: launchQuery(game),
    });
    expect(launch.json.success).toBe(true);
    recentVersion.set(1);
    await settled();
    expect(list.$view.get().games.map((g) => g.nodeId)).toEqual([game.nodeId]);
    // An account list stays on its own tab when the session ends (the page sends visitors away).
    token.set(null);
    expect(list.$view.get().filters.tab).toBe('RECENT');
  });

  it('shows a failure until asked again', async () => {
    const { list, hold, settled } = await setup();
    await settled();
    const fail = hold('vassalage=RT', true);
    list.selectVendor('RT');
    fail();
    await settled();
    expect(list.$state.get().status).toBe('error');
    list.reload();
    // The gate fails every RT request; choosing the vendor again still asks (an error is never reused).
    await settled();
    expect(list.$state.get().status).toBe('error');
    list.selectVendor('');
    await settled();
    expect(list.$state.get().status).toBe('ready');
  });
});
