// Static first: without JavaScript the home page still shows its banners, the game menu
// categories and the first screen of hot games (taken from the gateway at build time: `npm test`
// builds with --reference-gateway) and the footer; the game list pages (/rng, /live) their menu,
// banners and first page of games.
import { navigationOf } from '../../core/config/navigation.ts';
import type { APIRequestContext, Locator } from '@playwright/test';
import type { GameCategory } from '../../contract/generated/games-menus.ts';
import type { Game } from '../../contract/generated/common.ts';
import type { AnnouncementsValue } from '../../contract/generated/home-announcements.ts';
import { gamesHot, gamesList, gamesMenus, homeAnnouncements } from '../../contract/generated/calls.ts';
import { cardView } from '../../src/shared/game-card.ts';
import { CLIENT_TYPE, GAME_LIST_PAGE_SIZE, PLATFORM } from '../../src/shared/game-requests.ts';
import { hotFirstScreen } from '../../src/shared/hot-games.ts';
import { gameTypePath } from '../../src/routing/routes.ts';
import { test, expect } from './support/fixtures.ts';
import { SitePage, linksOf, type LinkInfo } from './support/site-page.ts';
import { sites, type Site, type Translate } from './support/sites.ts';

test.use({ javaScriptEnabled: false });

/** Asks the site's gateway (the end-to-end reference gateway, proxied under /wps and /lgw) as a page would. */
async function ask<T>(request: APIRequestContext, site: Site, path: string): Promise<T> {
  const response = await request.get(site.origin + path, { headers: { Merchant: site.code, Language: site.defaultLang, Device: 'web' } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The first four cards show their games: a play button by the game's name, and its icon, loaded. */
async function expectFirstCardsShown(cards: Locator, games: readonly Game[], t: Translate): Promise<void> {
  for (const [i, game] of games.slice(0, 4).entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('button', { name: t('games.play', { name: cardView(game).name }) })).toBeVisible();
    const icon = card.locator('img.game-card-icon');
    await expect(icon).toHaveAttribute('src', cardView(game).icon);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `the icon of ${cardView(game).name} loads`,
      })
      .toBeGreaterThan(0);
  }
}

for (const site of sites) {
  test(`${site.code}: the home page works without JavaScript`, async ({ page, request }) => {
    const sp = new SitePage(page, site);
    const { t } = sp;
    await sp.goto('');

    // The home banners are the gateway's (the build took them), which it serves from the config's.
    expect(site.config.banners.w_home?.length, 'the demo merchants configure home banners').toBeGreaterThan(0);
    const announcements = await ask<AnnouncementsValue>(
      request,
      site,
      `${homeAnnouncements.path}?types=B&platform=W&execution=B&language=${site.defaultLang}`,
    );
    const banners = announcements.banners.filter((b) => b.groupName === 'w_home');
    expect(banners.length, 'the gateway serves home banners').toBeGreaterThan(0);
    await expect(sp.homeBanners).toHaveCount(banners.length);
    await expect(sp.homeBanners.first()).toBeVisible();
    await expect(sp.homeBanners.first()).toHaveAttribute('src', banners[0]!.url);
    await expect
      .poll(() => sp.homeBanners.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: 'the first banner loads',
      })
      .toBeGreaterThan(0);

    // The menu's categories are the gateway's, in its order (those this merchant has a page for).
    await expect(sp.gameMenu).toBeVisible();
    const menus = await ask<GameCategory[]>(request, site, `${gamesMenus.path}?language=${site.defaultLang}`);
    const types = menus.map((m) => m.gameCategory).filter((type) => site.config.products.some((p) => p.gameType === type));
    expect(types.length, 'the gateway serves menu categories').toBeGreaterThan(0);
    expect(await linksOf(sp.categoryTabs)).toEqual([
      { text: t('category.HOT'), href: '#hot-games' },
      { text: t('category.FAV'), href: site.path('favorite') },
      ...types.map((type): LinkInfo => ({ text: t(`gameType.${type}`), href: site.path(gameTypePath(type)) })),
    ]);
    for (const tab of await sp.categoryTabs.all()) await expect(tab).toBeVisible();

    // HOT's first screen is in the page: the gateway's hot games, by name, with icons that load.
    const hot = await ask<{ list: Game[] }>(
      request,
      site,
      `${gamesHot.path}?merchantCode=${site.code}&isPlatform=2&language=${site.defaultLang}`,
    );
    const firstScreen = hotFirstScreen(hot.list);
    expect(firstScreen.length, 'the gateway has hot games').toBeGreaterThan(4);
    const hotArea = sp.gameMenu.locator('#hot-games');
    const cards = hotArea.getByRole('listitem');
    await expect(cards.locator('.game-card-name')).toHaveText(firstScreen.map((g) => cardView(g).name));
    await expectFirstCardsShown(cards, firstScreen, t);
    await expect(sp.gameMenu.locator('.placeholder')).toHaveCount(0);
    await expect(sp.gameMenu.getByText(t('lobby.gamesLoading'))).toHaveCount(0);

    await expect(sp.header).toBeVisible();
    await expect(sp.footer).toBeVisible();
    await expect(sp.footerColumn(t('footer.products')).getByRole('link').first()).toBeVisible();
    await expect(sp.footer.getByText(/^©/)).toContainText(site.config.brand.name);
  });
}

for (const site of sites) {
  for (const type of (['RNG', 'LIVE'] as const).filter((t) => site.config.products.some((p) => p.gameType === t))) {
    test(`${site.code}: /${gameTypePath(type)} shows its menu, banners and first games without JavaScript`, async ({ page, request }) => {
      const sp = new SitePage(page, site);
      const { t } = sp;
      await sp.goto(gameTypePath(type));

      // The game menu: the header's tabs, or (a rail, the drawer's game menu) the side menu's beside the page.
      const games =
        navigationOf(site.config).gameMenu === 'tabs'
          ? sp.productNav
          : page.locator('.page-body').getByRole('navigation', { name: t('nav.products'), exact: true });
      await expect(games).toBeVisible();
      await expect(games.getByRole('link', { name: t(`gameType.${type}`), exact: true })).toBeVisible();
      const banners = page.locator(`[data-island="banner-carousel"][data-group="w_${type.toLowerCase()}"] img`);
      await expect(banners.first()).toBeVisible();
      await expect
        .poll(() => banners.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: 'the banner loads' })
        .toBeGreaterThan(0);

      // The first page of the list is the gateway's, asked as the island asks: names and icons that load.
      const query = new URLSearchParams(
        Object.entries({
          clientType: CLIENT_TYPE,
          platform: PLATFORM,
          merchant: site.code,
          gameType: type,
          pageNo: 1,
          pageSize: GAME_LIST_PAGE_SIZE,
          language: site.defaultLang,
        }).map(([k, v]) => [k, String(v)]),
      );
      const first = await ask<{ games: Game[] }>(request, site, `${gamesList.path}?${query}`);
      expect(first.games.length, 'the gateway has games of the type').toBeGreaterThan(4);
      const list = page.locator('[data-island="game-list"]');
      const cards = list.locator('.game-grid > .game-card');
      await expect(cards.locator('.game-card-name')).toHaveText(first.games.map((g) => cardView(g).name));
      await expect(list.locator('.game-card-skeleton')).toHaveCount(0);
      await expectFirstCardsShown(cards, first.games, t);
      // Below the first screen nothing is fetched before it is needed.
      await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy');
      // The largest paint is preloaded from the head, for the screens it is largest on.
      await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2);
    });
  }
}

for (const site of sites.filter((s) => s.config.features.agentCentre)) {
  test(`${site.code}: /agent says that logging in needs JavaScript`, async ({ page }) => {
    const sp = new SitePage(page, site);
    await sp.goto('agent');
    const form = page.locator('[data-island="agent-login"]');
    await expect(form.getByRole('button', { name: sp.t('header.login') })).toBeDisabled();
    // The note is in a <noscript>, which a browser without JavaScript shows. Chromium with
    // scripts switched off by Playwright still parses it as text, so the markup is checked.
    const html = await form.locator('form').innerHTML();
    expect(html).toContain(`<noscript><p class="muted"><small>${sp.t('agent.loginNeedsScript')}</small></p></noscript>`);
  });
}
