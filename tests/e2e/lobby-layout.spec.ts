// The lobby and the game cards draw what the brand's layout says (layout.lobby, layout.cards),
// on every demo merchant and a fixture for each preset no demo merchant takes: the sections in
// the configured order, the cards' shape, name, provider badge and cards per row; and a member's
// list sections are live (their island takes the build's cards over, a favourite persists).
import type { Page } from '@playwright/test';
import type { LobbySection } from '../../core/config/generated/resolved-tenant-config.ts';
import { test, expect } from './support/fixtures.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { demoSites, layoutSites, site as siteOf } from './support/sites.ts';
import { translator } from '../../src/i18n/translate.ts';

/** How each kind of section shows in the lobby's markup. */
const SELECTORS: Record<LobbySection['kind'], string> = {
  banner: '.banner-strip',
  notices: '.notice-marquee',
  jackpot: '.jackpot',
  gameMenu: '.game-menu',
  winners: '.winner-board',
  hotGames: '.lobby-section[data-kind="hotGames"]',
  newGames: '.lobby-section[data-kind="newGames"]',
  leadGames: '.lobby-section[data-kind="leadGames"]',
  sportsHighlights: '.lobby-section[data-kind="sportsHighlights"]',
  promotions: '.lobby-section[data-kind="promotions"]',
};
const RATIO = { square: 1, portrait: 3 / 4, landscape: 4 / 3 };

/** The lobby's sections as drawn, top to bottom. */
function drawnOrder(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const main = document.querySelector('main')!;
    const found = Object.entries(selectors).flatMap(([kind, selector]) =>
      [...main.querySelectorAll(selector)].map((element) => ({ kind, element })),
    );
    found.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return found.map((f) => f.kind);
  }, SELECTORS);
}

for (const site of layoutSites) {
  const { lobby, cards, preset } = site.config.layout;
  test(`${site.code} (${preset}): the lobby draws its sections in order and its cards as configured`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site.url(''));
    expect(await drawnOrder(page)).toEqual(lobby.sections.map((s) => s.kind));
    // The largest paint, the first home banner, is preloaded from the head; the menu's first cards
    // load eagerly only where the menu starts in the first screen (after banners, notices, jackpot).
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    if (lobby.sections.some((s) => s.kind === 'banner'))
      await expect(preload).toHaveAttribute('href', (await page.locator('.banner-strip .carousel-slide img').first().getAttribute('src'))!);
    else await expect(preload).toHaveCount(0);
    const menuAt = lobby.sections.findIndex((s) => s.kind === 'gameMenu');
    const inFirstScreen = lobby.sections.slice(0, menuAt).every((s) => ['banner', 'notices', 'jackpot'].includes(s.kind));
    await expect(page.locator('.game-menu .game-grid img[loading="eager"]')).toHaveCount(inFirstScreen ? 4 : 0);

    const card = page.locator('.game-menu .game-grid > .game-card').first();
    const [icon, name, vendor] = await Promise.all(
      ['.game-card-icon', '.game-card-name', '.game-card-vendor'].map((part) => card.locator(part).boundingBox()),
    );
    expect(icon!.width / icon!.height).toBeCloseTo(RATIO[cards.shape], 1);
    if (cards.name === 'below') expect(name!.y).toBeGreaterThanOrEqual(icon!.y + icon!.height - 1);
    if (cards.name === 'overlay') expect(name!.y + name!.height).toBeLessThanOrEqual(icon!.y + icon!.height + 1);
    if (cards.name === 'hidden') expect(name!.width).toBeLessThanOrEqual(1);
    // The game keeps its accessible name, whatever shows.
    await expect(card.locator('.game-card-play')).toHaveAccessibleName(/.+/);
    if (cards.providerBadge) expect(vendor?.height).toBeGreaterThan(0);
    else expect(vendor).toBeNull();
    if (cards.perRow) {
      const tops = await page
        .locator('.game-menu .game-grid > .game-card')
        .evaluateAll((all) => all.map((c) => c.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0]).length).toBe(cards.perRow.phone);
    }
  });
}

test('the demo merchants’ lobbies, as drawn, differ in section order and card shape', async ({ page }) => {
  const drawn: Array<{ code: string; order: string; ratio: number }> = [];
  for (const s of demoSites.filter((d) => ['luzon', 'saigon', 'emerald'].includes(d.code))) {
    await page.goto(s.url(''));
    const icon = await page.locator('.game-menu .game-card-icon').first().boundingBox();
    drawn.push({ code: s.code, order: (await drawnOrder(page)).join(' '), ratio: Math.round((icon!.width / icon!.height) * 100) });
  }
  expect(new Set(drawn.map((d) => d.order)).size, JSON.stringify(drawn)).toBe(drawn.length);
  expect(new Set(drawn.map((d) => d.ratio)).size, JSON.stringify(drawn)).toBe(drawn.length);
});

for (const site of layoutSites.filter((s) => s.config.layout.lobby.sections.some((section) => section.kind === 'newGames'))) {
  test(`${site.code}: the new games are the platform's new games, none of them a hot game`, async ({ page }) => {
    const ids = (games: Array<{ nodeId: number }>) => games.map((g) => g.nodeId);
    const relay = async (call: string, query: string) =>
      (await gatewayCall(page.request, site, 'GET', `/wps/relay/${call}?${query}&language=${site.defaultLang}`, undefined)).value;
    const fresh = ids((await relay('GCSGAME_gameList', 'isNew=1&clientType=3&pageNo=1&pageSize=18')).games);
    const hot = new Set(ids((await relay('GCSGAME_hotGamesV2', 'isPlatform=2')).list));
    await page.goto(site.url(''));
    const drawn = (await page
      .locator('.lobby-section[data-kind="newGames"] .game-card')
      .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset['nodeId'])))) as number[];
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual(fresh.slice(0, drawn.length));
    expect(drawn.filter((id) => hot.has(id))).toEqual([]);
  });
}

test('a member’s list sections are live: the island takes over the build’s cards, and a favourite persists', async ({ page }) => {
  const luzon = siteOf('luzon');
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  const login = await apiLogin(page.request, luzon, ip, username, password);
  expect(login.success, JSON.stringify(login)).toBe(true);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await page.goto(`${luzon.url('')}?token=${login.value.token}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  const section = page.locator('.lobby-section[data-kind="leadGames"]');
  // The island's cards: no login opener on them (the build's cards open the login dialog).
  const play = section.locator('.game-card-play:not([data-open-modal])').first();
  await expect(play).toBeVisible();
  const heart = section.locator('.game-card').first().locator('.game-card-fav');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  // The island's cards again (the build's come first), their hearts from the member's favourites.
  await expect(play).toBeVisible();
  await expect(section.locator('.game-card').first().locator('.game-card-fav')).toHaveAttribute('aria-pressed', 'true', {
    timeout: 10_000,
  });
});

test('a member whose new games come back empty sees no new-games section, not a heading over nothing', async ({ page }) => {
  const luzon = siteOf('luzon');
  // The gateway's own answer with its list emptied (the shared test world always has new games).
  await page.route('**/wps/relay/GCSGAME_gameList?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('isNew') !== '1') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    expect(body.success, JSON.stringify(body)).toBe(true);
    await route.fulfill({ response, json: { ...body, value: { ...body.value, games: [], totalPages: 0 } } });
  });
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  const login = await apiLogin(page.request, luzon, ip, username, password);
  expect(login.success, JSON.stringify(login)).toBe(true);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await page.goto(`${luzon.url('', 'EN')}?token=${login.value.token}`);
  // The build drew the section (a visitor's lobby shows it); the member's island found nothing.
  const section = page.locator('.lobby-section[data-kind="newGames"]');
  await expect(section).toHaveCount(1);
  // The other list sections' islands have taken over (their cards lose the login opener).
  await expect(page.locator('.lobby-section[data-kind="leadGames"] .game-card-play:not([data-open-modal])').first()).toBeVisible();
  await expect(section).toBeHidden();
  await expect(page.getByRole('heading', { name: translator('EN')('lobby.newGames') })).toHaveCount(0);
});
