import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { iconPng } from '../../gateway/images/icons.ts';
import { HOSTILE_ANNOUNCEMENT } from '../fixtures/hostile-announcement.ts';
import { type Client, makeGateway, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
});

/** Which pixels of an icon PNG (8-bit RGBA, unfiltered rows, as gateway/images/png.ts writes) are the motif's light tint. */
function motifPixels(png: Buffer): boolean[] {
  const width = png.readUInt32BE(16);
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(parts));
  const stride = width * 4 + 1;
  return Array.from({ length: width * width }, (_, i) => {
    const at = Math.floor(i / width) * stride + 1 + (i % width) * 4;
    return Math.min(rows[at]!, rows[at + 1]!, rows[at + 2]!) > 205;
  });
}

const list = (query: Record<string, string | number>, merchant = 'luzon') =>
  gw.call('GET', '/wps/relay/GCSGAME_gameList', { merchant, query });

describe('game catalogue', () => {
  it('seeds about 10,000 games over about 40 vendors and every type and class', () => {
    const db = gw.gw.db;
    const total = (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
    const vendors = (db.prepare('SELECT COUNT(DISTINCT vendor) AS n FROM games').get() as { n: number }).n;
    expect(total).toBeGreaterThan(9_500);
    expect(vendors).toBeGreaterThanOrEqual(40);
    const types = (db.prepare('SELECT DISTINCT game_type AS t FROM games').all() as Array<{ t: string }>).map((r) => r.t).sort();
    expect(types).toEqual(['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    const classes = (db.prepare("SELECT DISTINCT classify AS c FROM games WHERE classify != ''").all() as Array<{ c: string }>)
      .map((r) => r.c)
      .sort();
    expect(classes).toEqual(['AC', 'BG', 'Crash', 'JP', 'MG', 'SC', 'TG', 'VP']);
    // The mini games (class MG): a few from the vendors that make them, free to try.
    const mini = db.prepare("SELECT vendor, support_play AS play FROM games WHERE classify = 'MG'").all() as Array<{
      vendor: string;
      play: number;
    }>;
    expect(mini.length).toBe(12);
    expect(new Set(mini.map((g) => g.vendor))).toEqual(new Set(['JL', 'PG', 'PP']));
    expect(mini.every((g) => g.play === 0)).toBe(true);
    expect(db.prepare("SELECT 1 FROM games WHERE game_type = 'ESPORTS' AND vendor = 'TF' AND is_game = 'VASSALAGE'").get()).toBeTruthy();
    expect(db.prepare("SELECT 1 FROM games WHERE game_type = 'COCKFIGHT' AND vendor = 'DS88'").get()).toBeTruthy();
    expect(db.prepare("SELECT 1 FROM games WHERE vendor = 'TCG_LOTTO_VN' AND game_type = 'ELOTT'").get()).toBeTruthy();
    expect(db.prepare("SELECT 1 FROM games WHERE vendor = 'TCG_SEA' AND game_type = 'LOTT'").get()).toBeTruthy();
  });

  it('is the same on every seed', async () => {
    const other = await makeGateway();
    const digest = (c: Client) =>
      c.gw.db
        .prepare(
          "SELECT group_concat(node_id || name || vendor || is_hot || support_play, '|') AS d FROM (SELECT * FROM games ORDER BY node_id)",
        )
        .get();
    expect(digest(other)).toEqual(digest(gw));
  });

  it('filters by type, vendor, class, name and new, and pages', async () => {
    const all = await list({ gameType: 'RNG', pageSize: 18 });
    expect(all.json.value.games).toHaveLength(18);
    expect(all.json.value.totalPages).toBe(Math.ceil(all.json.value.totalCount / 18));
    const pg = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 200 });
    expect(pg.json.value.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
    const jp = await list({ gameType: 'RNG', gameClassify: 'JP', pageSize: 200 });
    expect(jp.json.value.totalCount).toBeGreaterThan(0);
    expect(jp.json.value.games.every((g: { gameClassify: string }) => g.gameClassify === 'JP')).toBe(true);
    const named = await list({ gameName: 'dragon', pageSize: 200 });
    expect(named.json.value.games.every((g: { displayName: string }) => /dragon/i.test(g.displayName))).toBe(true);
    const fresh = await list({ isNew: 1, pageSize: 200 });
    expect(fresh.json.value.games.every((g: { isNew: number }) => g.isNew === 1)).toBe(true);
    // A game the platform has just added is not yet one of its hot games: the lobby's two lists differ.
    expect(fresh.json.value.games.filter((g: { isHot: number }) => g.isHot === 1)).toEqual([]);
    const page2 = await list({ gameType: 'RNG', pageNo: 2, pageSize: 18 });
    expect(page2.json.value.games[0].nodeId).not.toBe(all.json.value.games[0].nodeId);
    const beyond = await list({ gameType: 'RNG', pageNo: 999, pageSize: 18 });
    expect(beyond.json.value.games).toEqual([]);
    // Only the merchant's products: emerald has no SPORTS and no JL.
    expect((await list({ gameType: 'SPORTS' }, 'emerald')).json.value.totalCount).toBe(0);
    expect((await list({ vassalage: 'JL' }, 'emerald')).json.value.totalCount).toBe(0);
  });

  it("hot games, menus, lanes and vendor types follow the merchant's products", async () => {
    const hot = await gw.call('GET', '/wps/relay/GCSGAME_hotGamesV2');
    expect(hot.json.value.list.length).toBeGreaterThan(12);
    expect(hot.json.value.list.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const menus = await gw.call('GET', '/lgw/games/game_menus');
    expect(menus.json.value.map((m: { gameCategory: string }) => m.gameCategory)).toEqual([
      'LIVE',
      'RNG',
      'FISH',
      'SPORTS',
      'COCKFIGHT',
      'PVP',
      'ESPORTS',
    ]);
    const rng = menus.json.value.find((m: { gameCategory: string }) => m.gameCategory === 'RNG');
    expect(rng.gameClassify.map((c: { key: string }) => c.key).sort()).toEqual(['AC', 'BG', 'JP', 'TG']);
    const types = await gw.call('GET', '/wps/relay/GCSGAME_getVassGameType');
    expect(types.json.value.content.ESPORTS).toEqual(['TF']);
    const lanes = await gw.call('GET', '/wps/relay/GCSGAME_newGameVendor');
    expect(lanes.json.value.data.lanes).toHaveLength(7);
    // The new vendor (Kingmaker) is flagged in every lane it has cards in, and no other vendor is.
    type Card = { vassalage: string; isNew?: boolean };
    const cards: Card[] = lanes.json.value.data.lanes.flatMap((lane: { cards: Card[] }) => lane.cards);
    const flagged = cards.filter((c) => c.isNew);
    expect(flagged.length).toBeGreaterThan(0);
    expect(new Set(flagged.map((c) => c.vassalage))).toEqual(new Set(['KM']));
    expect(cards.filter((c) => c.vassalage === 'KM').every((c) => c.isNew === true)).toBe(true);
    // The game menus do not flag: only the new-vendor call says what is new.
    const menuCards: Card[] = menus.json.value.flatMap((m: { cards: Card[] }) => m.cards);
    expect(menuCards.some((c) => 'isNew' in c)).toBe(false);
  });

  it('serves the icons it names as PNG images of their size, the same for the same game', async () => {
    const [game, other] = (await list({ pageSize: 2 })).json.value.games;
    const png = async (url: string) => {
      const response = await gw.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      return { bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    };
    const icon = await png(game.iconUrl);
    expect([icon.width, icon.height]).toEqual([200, 200]);
    const large = await png(game.lagerIcon);
    expect([large.width, large.height]).toEqual([400, 400]);
    expect((await png(game.iconUrl)).bytes).toEqual(icon.bytes);
    expect((await png(other.iconUrl)).bytes).not.toEqual(icon.bytes);
    expect((await gw.app.request('/wps/static/icons/game/1.png')).status).toBe(404);
    expect((await gw.app.request(game.iconUrl.replace('.png', '.svg'))).status).toBe(404);
    expect((await gw.app.request('/wps/static/icons/vendor/NOPE.png')).status).toBe(404);
  });

  it('draws each game class its own motif, and a game’s icon carries its class’s', async () => {
    // Same seed, so the same colours and tilt: the pixels drawn in the motif's light tint differ only by class.
    const masks = Object.fromEntries(
      (['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const).map((type) => [
        type,
        motifPixels(iconPng('1000123', 200, type)),
      ]),
    );
    for (const [type, mask] of Object.entries(masks)) {
      const share = mask.filter(Boolean).length / mask.length;
      expect(share, type).toBeGreaterThan(0.03);
      expect(share, type).toBeLessThan(0.5);
    }
    const differ = (a: boolean[], b: boolean[]) => a.filter((v, i) => v !== b[i]).length / a.length;
    const types = Object.keys(masks);
    for (const [i, a] of types.entries())
      for (const b of types.slice(i + 1)) expect(differ(masks[a]!, masks[b]!), `${a} and ${b}`).toBeGreaterThan(0.03);
    // The gateway draws a fish game with the fish: the route passes the game's class.
    const [fish] = (await list({ gameType: 'FISH', pageSize: 1 })).json.value.games as Array<{ nodeId: number; iconUrl: string }>;
    const served = Buffer.from(await (await gw.app.request(fish!.iconUrl)).arrayBuffer());
    expect(served).toEqual(iconPng(String(fish!.nodeId), 200, 'FISH'));
    expect(served).not.toEqual(iconPng(String(fish!.nodeId), 200, 'RNG'));
  });
});

describe('favourites and recent games', () => {
  it('adds idempotently, lists newest first and removes', async () => {
    const games = (await list({ gameType: 'RNG', pageSize: 3 })).json.value.games as Array<{ nodeId: number; vassalage: string }>;
    for (const g of [...games, games[0]!]) {
      expect(
        (
          await gw.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
            token,
            body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: 'RNG' },
          })
        ).json.success,
      ).toBe(true);
      gw.clock.advance(1000);
    }
    const ids = await gw.call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
    expect(ids.json.value.list).toEqual(games.map((g) => g.nodeId).reverse());
    const fav = await gw.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token, query: { pageSize: 2 } });
    expect(fav.json.value).toMatchObject({ totalPages: 2, totalCount: 3, pageNum: 1 });
    await gw.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, body: { nodeId: games[1]!.nodeId } });
    expect((await gw.call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).json.value.list).toEqual([
      games[2]!.nodeId,
      games[0]!.nodeId,
    ]);
    expect((await gw.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 99_999_999 } })).json.errorCode).toBe(
      'game.not.found',
    );
    expect((await gw.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
  });

  it('launch needs a real member, allows free play only where supportPlay is 0, and records recent games', async () => {
    const games = (await list({ gameType: 'RNG', pageSize: 200 })).json.value.games as Array<{ nodeId: number; supportPlay: number }>;
    const free = games.find((g) => g.supportPlay === 0)!;
    const paid = games.find((g) => g.supportPlay === 1)!;
    const launch = (nodeId: number, accountType: number, t?: string) =>
      gw.call('GET', '/wps/game/launchGame', { ...(t ? { token: t } : {}), query: { nodeId, accountType, launchMode: 'GLS' } });
    expect((await launch(paid.nodeId, 1)).json.errorCode).toBe('login.not.session');
    expect((await launch(paid.nodeId, 0, token)).json.errorCode).toBe('game.free.play.unavailable');
    const ok = await launch(free.nodeId, 0, token);
    const url = new URL(ok.json.value.gameUrl);
    expect(url.searchParams.get('mode')).toBe('fun');
    const page = await gw.app.request(url.pathname + url.search);
    expect(await page.text()).toContain('Free play');
    gw.clock.advance(1000);
    await launch(paid.nodeId, 1, token);
    const recent = await gw.call('GET', '/wps/relay/GCS_recentGame', { token, query: { gameType: 'RNG' } });
    expect(recent.json.value.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([paid.nodeId, free.nodeId]);
    // A game of a vendor the merchant does not offer cannot be launched.
    const foreign = gw.gw.db.prepare("SELECT node_id AS id FROM games WHERE vendor = 'YGG' LIMIT 1").get() as { id: number };
    expect((await launch(foreign.id, 1, token)).json.errorCode).toBe('game.not.found');
  });

  it('lets only the launching site frame a demo game page', async () => {
    const game = (await list({ gameType: 'RNG', pageSize: 1 })).json.value.games[0] as { nodeId: number };
    const ancestors = async (query: string) => {
      const policy = (await gw.app.request(`/wps/demo/game?nodeId=${game.nodeId}${query}`)).headers.get('content-security-policy') ?? '';
      return /frame-ancestors ([^;]+)/.exec(policy)?.[1];
    };
    const back = (url: string, merchant = 'luzon') => `&merchant=${merchant}&back=${encodeURIComponent(url)}`;
    expect(await ancestors(back('https://luzonplay.example/rng?x=1'))).toBe("'self' https://luzonplay.example");
    expect(await ancestors(back('http://127.0.0.1:4321/seamless'))).toBe("'self' http://127.0.0.1:4321");
    // Anything else the client writes stays out of the policy: another site, another merchant's,
    // directives smuggled in, wildcards, other schemes, no merchant.
    for (const hostile of [
      'https://evil.example/',
      'https://luzonplay.example;script-src *',
      'https://*',
      'https://*.luzonplay.example',
      'javascript:alert(1)',
      'http://luzonplay.example/',
    ]) {
      expect(await ancestors(back(hostile)), hostile).toBe("'self'");
    }
    expect(await ancestors(back('https://luzonplay.example/', 'saigon'))).toBe("'self'");
    expect(await ancestors(`&back=${encodeURIComponent('https://luzonplay.example/')}`)).toBe("'self'");
    expect(await ancestors('')).toBe("'self'");
    // Other gateway pages (here: no such game) may not be framed at all.
    const missing = await gw.app.request('/wps/demo/game?nodeId=1');
    expect(missing.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('lists PVP rooms and lottery draws deterministically', async () => {
    const rooms = await gw.call('GET', '/wps/relay/GLS2_roomList', { query: { vassalage: 'KM' } });
    expect(rooms.json.value.list.length).toBeGreaterThan(0);
    expect(rooms.json.value.list.every((r: { players: number; maxPlayers: number }) => r.players <= r.maxPlayers)).toBe(true);
    const menu = await gw.call('GET', '/lgw/vn/games/game_menu', { merchant: 'saigon', query: { prizeMode: 'SEA' } });
    expect(menu.json.value.list.every((g: { vassalage: string }) => g.vassalage === 'TCG_SEA')).toBe(true);
    const code = menu.json.value.list[0].gameCode;
    const a = await gw.call('GET', '/lgw/vn/numeros/opened/game', { merchant: 'saigon', query: { gameCode: code, size: 5 } });
    const b = await gw.call('GET', '/lotto/lgw/games/opened/numero', { merchant: 'saigon', query: { gameCode: code, size: 5 } });
    expect(a.json.value).toEqual(b.json.value);
    expect(a.json.value.list).toHaveLength(5);
    expect(Number(a.json.value.list[0].numero)).toBeGreaterThan(Number(a.json.value.list[1].numero));
  });
});

describe('home', () => {
  it('filters announcements by audience and serves their HTML as the back office wrote it', async () => {
    const q = (execution: string) => gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PU,PR', execution } });
    const seeded = (await q('B')).json.value;
    expect(seeded.popup.map((p: { execution: string }) => p.execution)).toEqual(['B']);
    expect(seeded.popup.some((p: { promotionType: string | null }) => p.promotionType)).toBe(true);
    // The demo world carries no test payloads (tests/fixtures/hostile-announcement.ts is the tests').
    expect(JSON.stringify(seeded)).not.toMatch(/onerror|javascript:|<script/i);
    gw.gw.db
      .prepare('INSERT INTO announcements (merchant, type, execution, title, content, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run('luzon', HOSTILE_ANNOUNCEMENT.type, HOSTILE_ANNOUNCEMENT.execution, HOSTILE_ANNOUNCEMENT.title, HOSTILE_ANNOUNCEMENT.content, 0);
    const b = (await q('B')).json.value;
    expect(b.popup.map((p: { execution: string }) => p.execution)).toEqual(['B', 'B']);
    expect(b.popup.find((p: { title: string }) => p.title === HOSTILE_ANNOUNCEMENT.title).content).toBe(HOSTILE_ANNOUNCEMENT.content);
    expect(new Set((await q('F')).json.value.popup.map((p: { execution: string }) => p.execution))).toEqual(new Set(['A', 'F']));
    const banners = (await gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B' } })).json.value.banners;
    expect(new Set(banners.map((x: { groupName: string }) => x.groupName)).size).toBe(12);
    const own = banners.find((x: { groupName: string }) => x.groupName === 'w_home');
    expect((await gw.app.request(own.url)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it("serves announcements and banners in the Language header's language, with the platform's fallback", async () => {
    const list = async (merchant: string, language: string) =>
      (
        await gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', {
          merchant,
          headers: { Language: language },
          query: { types: 'B,PL,PR', execution: 'B' },
        })
      ).json.value;
    const tagalog = await list('luzon', 'TY');
    expect(tagalog.player.map((a: { title: string }) => a.title)).toContain('Paalala sa responsableng paglalaro');
    expect(tagalog.promotion.map((a: { title: string }) => a.title)).toEqual(['50% bonus sa unang deposito']);
    const english = await list('luzon', 'EN');
    expect(english.player.map((a: { title: string }) => a.title)).toContain('Responsible gaming reminder');
    expect(english.player).toHaveLength(tagalog.player.length);
    // Luzon does not offer VI: its pages never ask, but a caller that does gets EN, not Filipino.
    expect((await list('luzon', 'VI')).promotion.map((a: { title: string }) => a.title)).toEqual(['50% first deposit bonus']);
    expect((await list('saigon', 'VI')).promotion.map((a: { title: string }) => a.title)).toEqual(['Thưởng 50% lần nạp đầu']);
    // Banners with words in their image: the English image on English pages, the default language's on the others.
    const login = (value: { banners: Array<{ groupName: string; url: string }> }) =>
      value.banners.filter((b) => b.groupName === 'w_login').map((b) => b.url.split('/').at(-1));
    expect(login(english)).toEqual(['banner-login-1.en.svg']);
    expect(login(tagalog)).toEqual(['banner-login-1.svg']);
    expect((await gw.app.request(english.banners.find((b: { groupName: string }) => b.groupName === 'w_login').url)).status).toBe(200);
  });

  it('falls back announcement by announcement when one lacks a translation', async () => {
    const insert = gw.gw.db.prepare(
      'INSERT INTO announcements (merchant, type, execution, title, content, created_at, language, translation_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run('saigon', 'PL', 'B', 'Only in English', '<p>e</p>', Date.UTC(2030, 0, 1), 'EN', 'partial');
    insert.run('saigon', 'PL', 'B', 'Chỉ tiếng Việt', '<p>v</p>', Date.UTC(2030, 0, 2), 'VI', 'vietnamese-only');
    const titles = async (language: string) =>
      (
        await gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', {
          merchant: 'saigon',
          headers: { Language: language },
          query: { types: 'PL' },
        })
      ).json.value.player.map((a: { title: string }) => a.title);
    expect((await titles('VI')).slice(0, 2)).toEqual(['Chỉ tiếng Việt', 'Only in English']);
    // An EN page: the Vietnamese-only notice comes in the merchant's default language rather than not at all.
    expect((await titles('EN')).slice(0, 2)).toEqual(['Chỉ tiếng Việt', 'Only in English']);
  });

  it('winner board: 20 entries by winAmount descending', async () => {
    const list = (await gw.call('GET', '/wps/relay/GCSGAME_getRankList', { query: { limitNum: 20 } })).json.value.list as Array<{
      winAmount: number;
    }>;
    expect(list).toHaveLength(20);
    expect(list.map((w) => w.winAmount)).toEqual([...list.map((w) => w.winAmount)].sort((x, y) => y - x));
  });

  it('balance and unread count of the member', async () => {
    expect((await gw.call('GET', '/wps/v2/wallets/balance', { token })).json.value).toEqual({
      sumBalance: 1000,
      balance: [{ accountTypeId: 0, availBalance: 1000 }],
      currency: 'PHP',
      currencySymbol: '₱',
    });
    expect((await gw.call('GET', '/wps/relay/CSP_unreadCount', { token })).json.value).toEqual({ count: 3 });
  });
});
