import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenants, type LoadedTenant } from '../../core/config/load.ts';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { E2E_FIXTURES } from './e2e-sites.ts';
import { isGameListType } from '../../src/routing/routes.ts';
import { CONCURRENCY, checkGatewayUrl, fetchGatewayData, imageAddress } from './gateway-data.ts';
import { referenceAnchor, startReferenceGateway } from './reference-gateway.ts';

let tenants: LoadedTenant[];
let configs: ResolvedTenantConfig[];
let reference: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const loaded = await loadTenants([...(await listTenantFiles()), ...E2E_FIXTURES]);
  expect(loaded.problems).toEqual([]);
  tenants = loaded.tenants;
  configs = tenants.map((t) => t.config);
  reference = await startReferenceGateway(tenants);
});
afterAll(() => reference.close());

/** Asks the reference gateway directly, as a site does, for what the build should have taken. */
async function ask(path: string, merchant: string, lang: string) {
  const response = await fetch(`${reference.url}${path}`, { headers: { Merchant: merchant, Language: lang, Device: 'web' } });
  return ((await response.json()) as { value: any }).value;
}

/** A gateway in front of the reference one that changes some answers; counts calls in flight. */
async function proxyGateway(
  rewrite: (req: IncomingMessage, json: any) => unknown | undefined,
): Promise<{ url: string; close: () => Promise<void>; maxInFlight: () => number; calls: () => number }> {
  let inFlight = 0;
  let max = 0;
  let calls = 0;
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    calls++;
    max = Math.max(max, ++inFlight);
    try {
      const upstream = await fetch(`${reference.url}${req.url}`, {
        headers: { Merchant: String(req.headers['merchant']), Language: String(req.headers['language']), Device: 'web' },
      });
      const json = await upstream.json();
      const changed = rewrite(req, json);
      if (typeof changed === 'string') {
        res.writeHead(502, { 'Content-Type': 'text/html' }).end(changed);
      } else {
        res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(changed ?? json));
      }
    } finally {
      inFlight--;
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
    maxInFlight: () => max,
    calls: () => calls,
  };
}

/** emerald's build data through a gateway that answers `refusal` to the calls `refused` picks, and passes the rest. */
async function emeraldWhereRefused(refused: (url: string) => boolean, refusal: unknown): ReturnType<typeof fetchGatewayData> {
  const proxy = await proxyGateway((req, json) => (refused(req.url ?? '') ? refusal : json));
  try {
    return await fetchGatewayData(
      configs.filter((c) => c.merchantCode === 'emerald'),
      proxy.url,
    );
  } finally {
    await proxy.close();
  }
}

describe('gateway data at build time', () => {
  it('takes every merchant’s menu, banners, notices, hot games and winners in every offered language', async () => {
    const { data, warnings } = await fetchGatewayData(configs, reference.url);
    expect(warnings).toEqual([]);
    for (const config of configs) {
      expect(Object.keys(data[config.merchantCode] ?? {}).sort()).toEqual([...config.languages.offered].sort());
      for (const lang of config.languages.offered) {
        const page = data[config.merchantCode]![lang]!;
        const menus = (await ask('/lgw/games/game_menus', config.merchantCode, lang)) as Array<{ gameCategory: string }>;
        expect(page.menus.map((m) => m.gameCategory)).toEqual(menus.map((m) => m.gameCategory));
        const hot = (await ask('/wps/relay/GCSGAME_hotGamesV2', config.merchantCode, lang)).list as Array<{ nodeId: number }>;
        expect(hot.length).toBeGreaterThan(60);
        expect(page.hotGames.map((g) => g.nodeId)).toEqual(hot.slice(0, 60).map((g) => g.nodeId));
        // Image addresses stay root-relative: these sites proxy /wps to their gateway.
        expect(page.hotGames[0]!.showIcon).toMatch(/^\/wps\/static\//);
        const announcements = await ask(
          '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W&execution=B',
          config.merchantCode,
          lang,
        );
        expect(page.banners).toEqual(announcements.banners);
        expect(page.notices).toEqual(announcements.player.map((a: { id: number; title: string }) => ({ id: a.id, title: a.title })));
        expect(page.notices.length).toBeGreaterThan(0);
        expect(page.winners).toHaveLength(20);
        expect(page.winners.map((w) => w.winAmount)).toEqual(page.winners.map((w) => w.winAmount).sort((a, b) => b - a));
        const promotions = await ask('/wps/relay/MCSFE_getPromotionList', config.merchantCode, lang);
        expect(page.promotions).toEqual(promotions.list);
        // The vendors the new-vendor call flags: the demo world's Kingmaker, where the merchant offers it.
        const offersKm = config.products.some((p) => p.vendors.includes('KM'));
        expect(page.newVendors).toEqual(offersKm ? ['KM'] : []);
        expect(page.promotions?.length).toBeGreaterThan(0);
        // Each game list page's first page, as its island asks for it; the game centres' types have none.
        const listTypes = config.products.map((p) => p.gameType).filter(isGameListType);
        expect(Object.keys(page.gameLists ?? {}).sort()).toEqual([...listTypes].sort());
        for (const type of listTypes) {
          const query = `clientType=3&platform=flash%2Chtml5-desktop&channel=WEB&minLineNum=0&merchant=${config.merchantCode}&gameType=${type}&pageNo=1&pageSize=18`;
          const list = await ask(`/wps/relay/GCSGAME_gameList?${query}`, config.merchantCode, lang);
          expect(page.gameLists?.[type]?.games.map((g) => g.nodeId)).toEqual(list.games.map((g: { nodeId: number }) => g.nodeId));
          expect(page.gameLists?.[type]).toMatchObject({ totalPages: list.totalPages, totalCount: list.totalCount });
          expect(page.gameLists?.[type]?.games[0]?.showIcon).toMatch(/^\/wps\/static\//);
        }
      }
    }
  });

  it('asks for the vendor lanes with the flush flag, and each game list as its island does (channel, minLineNum)', async () => {
    const asked: string[] = [];
    await emeraldWhereRefused((url) => Boolean(asked.push(url)) && false, undefined);
    const lanes = asked.filter((url) => url.startsWith('/wps/relay/GCSGAME_newGameVendor?'));
    expect(lanes.length).toBeGreaterThan(0);
    for (const url of lanes) expect(new URL(url, 'http://gw').searchParams.get('flush')).toBe('1');
    const lists = asked.filter((url) => url.startsWith('/wps/relay/GCSGAME_gameList?'));
    expect(lists.length).toBeGreaterThan(0);
    for (const url of lists)
      expect(Object.fromEntries(new URL(url, 'http://gw').searchParams)).toMatchObject({
        channel: 'WEB',
        minLineNum: '0',
        clientType: '3',
      });
  });

  it('leaves out only the promotions of a gateway without the (invented) promotion call', async () => {
    const { data, warnings } = await emeraldWhereRefused((url) => url.startsWith('/wps/relay/MCSFE_getPromotionList'), {
      success: false,
      errorCode: 'not.found',
      message: 'no such call',
    });
    expect(warnings).toEqual([]);
    expect(data['emerald']!['EN']!.hotGames.length).toBeGreaterThan(0);
    expect(data['emerald']!['EN']!.promotions).toBeUndefined();
  });

  it('leaves out only the game list the gateway refuses: that page loads it in the browser', async () => {
    const { data, warnings } = await emeraldWhereRefused(
      (url) => url.startsWith('/wps/relay/GCSGAME_gameList') && url.includes('gameType=LIVE'),
      { success: false, errorCode: 'system.busy', message: 'busy' },
    );
    expect(warnings).toEqual([]);
    const page = data['emerald']!['EN']!;
    expect(page.gameLists?.LIVE).toBeUndefined();
    expect(page.gameLists?.RNG?.games).toHaveLength(18);
    expect(page.hotGames.length).toBeGreaterThan(0);
  });

  it('prefixes image addresses with the merchant’s gateway origin when it has its own', async () => {
    const luzon = structuredClone(configs.find((c) => c.merchantCode === 'luzon')!);
    luzon.gateway.baseUrl = 'https://gw.luzon.example';
    const { data } = await fetchGatewayData([luzon], reference.url);
    const page = data['luzon']![luzon.languages.default]!;
    expect(page.hotGames[0]!.showIcon).toMatch(/^https:\/\/gw\.luzon\.example\/wps\/static\//);
    expect(page.hotGames[0]!.lagerIcon).toMatch(/^https:\/\/gw\.luzon\.example\/wps\/static\//);
    expect(page.banners[0]!.url).toMatch(/^https:\/\/gw\.luzon\.example\/wps\/static\//);
    expect(page.winners[0]!.iconUrl).toMatch(/^https:\/\/gw\.luzon\.example\/wps\/static\//);
    expect(page.menus[0]!.cards[0]!.showIcon).toMatch(/^https:\/\/gw\.luzon\.example\//);
    expect(imageAddress('https://gw.example')('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageAddress('')('/wps/static/a.svg')).toBe('/wps/static/a.svg');
  });

  it('warns once per merchant and takes nothing when the gateway cannot be reached', async () => {
    // A port nothing listens on (taken, then let go) and port 1, which fetch never connects to.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    for (const [url, reason] of [
      [`http://127.0.0.1:${port}`, 'ECONNREFUSED'],
      ['http://127.0.0.1:1', 'fetch refuses to connect to that port'],
    ] as const) {
      const { data, warnings } = await fetchGatewayData(configs, url);
      expect(data).toEqual({});
      expect(warnings).toHaveLength(configs.length);
      for (const [i, config] of configs.entries()) {
        expect(warnings[i]).toBe(
          `warning: ${config.merchantCode}: no gateway data from ${url}: games-menus /lgw/games/game_menus (${config.languages.offered[0]}) could not reach the gateway (${reason}); the islands will load it in the browser instead`,
        );
      }
    }
  });

  it('leaves out only the merchant whose answer fails its schema, and names the call and the problem', async () => {
    const proxy = await proxyGateway((req, json) => {
      if (req.headers['merchant'] === 'saigon' && req.url?.startsWith('/wps/relay/GCSGAME_hotGamesV2'))
        json.value.list[0].nodeId = 'not a number';
      return json;
    });
    try {
      const { data, warnings } = await fetchGatewayData(configs, proxy.url);
      expect(Object.keys(data).sort()).toEqual(
        configs
          .map((c) => c.merchantCode)
          .filter((c) => c !== 'saigon')
          .sort(),
      );
      expect(warnings).toEqual([
        expect.stringMatching(
          /^warning: saigon: no gateway data from http:\/\/127\.0\.0\.1:\d+: games-hot \/wps\/relay\/GCSGAME_hotGamesV2 \([A-Z]{2}\) answer does not match schemas\/gateway\/games-hot\.json \(value\.list\.0\.nodeId: must be integer\); the islands will load it in the browser instead$/,
        ),
      ]);
      expect(proxy.maxInFlight()).toBeLessThanOrEqual(CONCURRENCY);
    } finally {
      await proxy.close();
    }
  });

  it('warns for an error page and for a refusal', async () => {
    const proxy = await proxyGateway((req, json) => {
      if (req.headers['merchant'] === 'luzon' && req.url?.startsWith('/lgw/')) return '<h1>Bad gateway</h1>';
      if (req.headers['merchant'] === 'emerald' && req.url?.startsWith('/wps/relay/GCSGAME_getRankList'))
        return { success: false, errorCode: 'server.error', message: 'down for a moment' };
      return json;
    });
    try {
      const { data, warnings } = await fetchGatewayData(
        configs.filter((c) => c.merchantCode === 'luzon' || c.merchantCode === 'emerald'),
        proxy.url,
      );
      expect(data).toEqual({});
      expect(warnings).toEqual([
        expect.stringMatching(
          /^warning: emerald: .* home-rank-list \/wps\/relay\/GCSGAME_getRankList \(EN\) refused: HTTP 200 server\.error down for a moment; the islands/,
        ),
        expect.stringMatching(
          /^warning: luzon: .* games-menus \/lgw\/games\/game_menus \([A-Z]{2}\) answered HTTP 502 with something that is not JSON; the islands/,
        ),
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('accepts winner rows wrapped as { vo } and sorts them by win amount', async () => {
    const proxy = await proxyGateway((req, json) => {
      if (req.url?.startsWith('/wps/relay/GCSGAME_getRankList')) json.value.list = json.value.list.reverse().map((vo: unknown) => ({ vo }));
      return json;
    });
    try {
      const emerald = configs.filter((c) => c.merchantCode === 'emerald');
      const { data, warnings } = await fetchGatewayData(emerald, proxy.url);
      expect(warnings).toEqual([]);
      const direct = (await ask('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20', 'emerald', 'EN')).list;
      expect(data['emerald']!['EN']!.winners).toEqual(direct);
    } finally {
      await proxy.close();
    }
  });

  it('stops asking once the gateway proves unreachable', async () => {
    // A gateway that hangs up on every connection: the first failure stands for all the others.
    let connections = 0;
    const server = createServer();
    server.on('connection', (socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { data, warnings } = await fetchGatewayData(configs, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
        concurrency: 1,
      });
      expect(data).toEqual({});
      expect(warnings).toHaveLength(configs.length);
      expect(warnings.every((w) => w.includes('could not reach the gateway'))).toBe(true);
      expect(connections).toBe(1);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('anchors a build’s reference world at the start of its UTC day, the same all day', () => {
    const anchor = Date.UTC(2026, 10, 26);
    expect(referenceAnchor(new Date('2026-11-26T00:00:00Z'))).toBe(anchor);
    expect(referenceAnchor(new Date('2026-11-26T23:59:59.999Z'))).toBe(anchor);
    expect(referenceAnchor(new Date('2026-11-27T00:00:00Z'))).toBe(anchor + 86_400_000);
  });

  it('tells a usable gateway URL from a bad one', () => {
    expect(checkGatewayUrl('http://127.0.0.1:8787')).toBeUndefined();
    expect(checkGatewayUrl('https://gw.example/api')).toBeUndefined();
    expect(checkGatewayUrl('127.0.0.1:8787')).toMatch(/not an http or https URL|not a URL/);
    expect(checkGatewayUrl('gateway')).toMatch(/not a URL/);
    expect(checkGatewayUrl('ftp://gw.example')).toMatch(/not an http or https URL/);
    expect(checkGatewayUrl('http://gw.example/?x=1')).toMatch(/without query/);
  });
});
