// The game list centre of /rng (specification section 2, "Lobby: the game list"), browsed: tabs ALL,
// HOT and NEW, the name search in ALL only, the vendor filter and ?vassalage=, 18 a page with the
// pager, the keyboard, loading and axe. Favourites, RECENT and the launch rules are
// game-list-members.spec.ts's. Every expectation comes from the reference gateway, asked directly.
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import type { Browser, Page } from '@playwright/test';
import { closePopups, expect, test } from './support/fixtures.ts';
import { gatewayCall, ownAddress } from './support/login-helpers.ts';
import {
  cardNames,
  cards,
  centre,
  emerald,
  type Game,
  gamesPage,
  openRng,
  pager,
  searchBox,
  startIsland,
  tab,
  vendorLink,
} from './support/game-list.ts';
import { site } from './support/sites.ts';

/** Where the static page and the island put each part of the list. */
async function layout(browser: Browser, javaScriptEnabled: boolean): Promise<Record<string, string>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await closePopups(context);
  const page = await context.newPage();
  await page.goto(emerald.url('rng'));
  if (javaScriptEnabled) {
    await startIsland(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(centre(page).locator('.game-results')).toHaveAttribute('aria-busy', 'false');
  }
  const boxes: Record<string, string> = {};
  for (const part of [
    '.filter-tabs',
    '.game-search',
    '.vendor-filter',
    '.class-filter',
    '.game-grid',
    '.game-grid > li:last-child',
    '.pagination-slot',
    'footer',
  ]) {
    boxes[part] = await page
      .locator(part)
      .first()
      .evaluate((e) => {
        const { x, y, width, height } = e.getBoundingClientRect();
        return [x, y, width, height].map(Math.round).join(' ');
      });
  }
  await context.close();
  return boxes;
}

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('the island takes the static list’s place without moving anything', async ({ browser }) => {
  const painted = await layout(browser, false);
  const island = await layout(browser, true);
  expect(island).toEqual(painted);
});

test('the vendor filter narrows the list to the gateway’s games of that vendor, and the address follows it', async ({ page }) => {
  await openRng(page);
  await expect(cardNames(page)).toHaveText((await gamesPage(page.request, {})).games.map((g) => g.displayName));
  await vendorLink(page, 'PG Soft').click();
  await expect(vendorLink(page, 'PG Soft')).toHaveAttribute('aria-current', 'true');
  await expect(vendorLink(page, 'All providers')).not.toHaveAttribute('aria-current', 'true');
  const pg = await gamesPage(page.request, { vassalage: 'PG' });
  await expect(cardNames(page)).toHaveText(pg.games.map((g) => g.displayName));
  expect(new URL(page.url()).searchParams.get('vassalage')).toBe('PG');
  await expect(centre(page).locator('[aria-live]')).toHaveText(`${pg.totalCount} games, page 1 of ${pg.totalPages}`);

  await vendorLink(page, 'All providers').click();
  await expect(vendorLink(page, 'All providers')).toHaveAttribute('aria-current', 'true');
  await expect(cardNames(page)).toHaveText((await gamesPage(page.request, {})).games.map((g) => g.displayName));
  expect(new URL(page.url()).searchParams.has('vassalage')).toBe(false);
});

test('?vassalage=PG preselects PG', async ({ page }) => {
  await openRng(page, 'vassalage=PG');
  await expect(vendorLink(page, 'PG Soft')).toHaveAttribute('aria-current', 'true');
  await expect(cardNames(page)).toHaveText((await gamesPage(page.request, { vassalage: 'PG' })).games.map((g) => g.displayName));
});

/**
 * Records, frame by frame from the page's start, the node ids of the games the list shows (its
 * results not hidden) and where its results box is: what a visitor saw before the island drew.
 */
async function watchShownGames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shown: number[]; resultsTop: number[] };
    w.shown = [];
    w.resultsTop = [];
    const frame = () => {
      const results = document.querySelector('[data-island="game-list"] .game-results');
      if (results) {
        w.resultsTop.push(Math.round(results.getBoundingClientRect().top + scrollY));
        if (getComputedStyle(results).visibility !== 'hidden')
          for (const card of results.querySelectorAll<HTMLElement>('.game-card[data-node-id]'))
            w.shown.push(Number(card.dataset['nodeId']));
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
const shownGames = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { shown: number[] }).shown)]);
const resultsTops = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { resultsTop: number[] }).resultsTop)]);

test('a vendor’s address never shows the build’s unfiltered games: the results keep their place, unseen, until the island draws that vendor’s', async ({
  page,
}) => {
  const pg = await gamesPage(page.request, { vassalage: 'PG' });
  await watchShownGames(page);
  await page.goto(`${emerald.url('rng')}?vassalage=PG`);
  await expect(cardNames(page)).toHaveText(pg.games.map((g) => g.displayName));
  await expect(centre(page)).toHaveAttribute('data-requested', 'done');
  const pgIds = pg.games.map((g) => g.nodeId);
  expect((await shownGames(page)).filter((id) => !pgIds.includes(id))).toEqual([]);
  expect(await resultsTops(page)).toHaveLength(1);
});

test('a provider link in the build’s list filters in place: no new page, and no unfiltered games shown meanwhile', async ({ page }) => {
  const pg = await gamesPage(page.request, { vassalage: 'PG' });
  await watchShownGames(page);
  await page.goto(emerald.url('rng'));
  await expect(cards(page).first()).toBeVisible();
  // What shows from the click on (the build's list before it is every vendor's, rightly).
  await page.evaluate(() => {
    const w = window as unknown as { shown: number[]; samePage: boolean };
    w.samePage = true;
    document.addEventListener(
      'click',
      () => {
        w.shown = [];
      },
      { capture: true, once: true },
    );
  });
  await centre(page)
    .locator('.vendor-filter a', { hasText: /^PG Soft$/ })
    .click();
  await expect(cardNames(page)).toHaveText(pg.games.map((g) => g.displayName));
  await expect(vendorLink(page, 'PG Soft')).toHaveAttribute('aria-current', 'true');
  expect(new URL(page.url()).searchParams.get('vassalage')).toBe('PG');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  const pgIds = pg.games.map((g) => g.nodeId);
  expect((await shownGames(page)).filter((id) => !pgIds.includes(id))).toEqual([]);
});

test('18 a page: the pager goes to page 2 and to the last page, and a new filter starts at page 1', async ({ page }) => {
  await openRng(page, 'vassalage=PG');
  const pages = await gamesPage(page.request, { vassalage: 'PG' });
  await expect(cards(page)).toHaveCount(18);
  await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

  await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  const second = (await gamesPage(page.request, { vassalage: 'PG', pageNo: 2 })).games.map((g) => g.displayName);
  await expect(cardNames(page)).toHaveText(second);
  expect(second).not.toEqual(pages.games.map((g) => g.displayName));
  await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await pager(page)
    .getByRole('button', { name: `Page ${pages.totalPages}`, exact: true })
    .click();
  const lastPage = await gamesPage(page.request, { vassalage: 'PG', pageNo: pages.totalPages });
  await expect(cardNames(page)).toHaveText(lastPage.games.map((g) => g.displayName));
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  // The first and last two pages, five around the current one (the last), gaps between.
  await expect(pager(page).getByRole('button', { name: /^Page \d+$/ })).toHaveText([
    '1',
    '2',
    ...[4, 3, 2, 1, 0].map((n) => String(pages.totalPages - n)),
  ]);

  await pager(page).getByRole('button', { name: 'Previous page' }).click();
  await expect(pager(page).getByRole('button', { name: `Page ${pages.totalPages - 1}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await vendorLink(page, 'NetEnt').click();
  await expect(cardNames(page)).toHaveText((await gamesPage(page.request, { vassalage: 'NE' })).games.map((g) => g.displayName));
  await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the name search is only in ALL, finds by name and starts at page 1', async ({ page }) => {
  await openRng(page);
  await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await searchBox(page).fill('dragon');
  const found = await gamesPage(page.request, { gameName: 'dragon' });
  expect(found.games.length).toBeGreaterThan(0);
  await expect(cardNames(page)).toHaveText(found.games.map((g) => g.displayName));
  for (const name of await cardNames(page).allTextContents()) expect(name.toLowerCase()).toContain('dragon');
  await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

  // Other tabs have no search, and do not filter by it.
  await tab(page, 'New').click();
  await expect(tab(page, 'New')).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveCount(0);
  await expect(cardNames(page)).toHaveText((await gamesPage(page.request, { isNew: 1 })).games.map((g) => g.displayName));
  // Back in ALL the search is still there, and still applies.
  await tab(page, 'All').click();
  await expect(searchBox(page)).toHaveValue('dragon');
  await expect(cardNames(page)).toHaveText(found.games.map((g) => g.displayName));
});

test('the tabs move with the arrow keys and choose with Enter; HOT is the gateway’s hot list paged here', async ({ page }) => {
  await openRng(page);
  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Hot')).toBeFocused();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Hot')).toHaveAttribute('aria-selected', 'true');
  await expect(centre(page).getByRole('tabpanel', { name: 'Hot' })).toBeVisible();
  const hot = (
    await gatewayCall(
      page.request,
      emerald,
      'GET',
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&gameType=RNG&platform=flash%2Chtml5-desktop&language=EN',
      undefined,
    )
  ).value.list as Game[];
  await expect(cardNames(page)).toHaveText(hot.slice(0, 18).map((g) => g.displayName));
  await page.keyboard.press('End');
  await expect(tab(page, 'New')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'All')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'New')).toBeFocused();
});

test('a keyboard reaches the build’s tabs: Enter on Hot starts the island on Hot, and the focus stays on it', async ({ page }) => {
  await page.goto(emerald.url('rng'));
  // The painted tab, before the island: a button, so Tab stops on it (it was plain text).
  const painted = centre(page).locator('.filter-tab', { hasText: /^Hot$/ });
  await expect(painted).toHaveAttribute('aria-pressed', 'false');
  await painted.focus();
  await expect(painted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Hot')).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(tab(page, 'Hot')).toBeFocused();
  await expect(centre(page).getByRole('tabpanel', { name: 'Hot' })).toBeVisible();
});

test('right to left, the arrow keys follow the reading direction', async ({ page }) => {
  await page.goto(site('mirage').url('rng'));
  await startIsland(page);
  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Hot')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'All')).toBeFocused();
});

test('while a page loads the old one stays, marked busy; a failed answer offers to try again', async ({ page }) => {
  await openRng(page);
  const first = await cardNames(page).allTextContents();
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  let refuse = true;
  // The first answer for page 2 waits, then comes back as the gateway's refusal when busy.
  await page.route(/GCSGAME_gameList\?.*pageNo=2(&|$)/, async (route) => {
    await held;
    const response = await route.fetch();
    const body = await response.json();
    if (!refuse) return route.fulfill({ response, json: body });
    refuse = false;
    return route.fulfill({ response, json: { success: false, value: null, message: 'busy', errorCode: 'function.not.available' } });
  });
  const results = centre(page).locator('.game-results');
  await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(cardNames(page)).toHaveText(first);
  release();
  await expect(results.locator('.games-error')).toContainText('The games could not be loaded.');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.locator('[aria-live]')).toHaveText('The games could not be loaded.');
  await results.getByRole('button', { name: 'Try again' }).click();
  await expect(cardNames(page)).toHaveText((await gamesPage(page.request, { pageNo: 2 })).games.map((g) => g.displayName));
  await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('axe finds nothing on /rng with the island mounted, after a modal has closed', async ({ page }) => {
  // A whole page under axe is slow on a loaded machine.
  test.slow();
  await openRng(page, 'vassalage=PG');
  await tab(page, 'Favourites').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await expectAxeClean(page, { tags: AXE_TAGS });
});
