// The game list centre of /rng (specification section 2, "Lobby: the game list"): tabs ALL, HOT,
// FAV, RECENT and NEW, the name search in ALL only, the vendor filter and ?vassalage=, 18 a page
// with the pager, favourites (optimistic, throttled, rolled back) and the launch rules. Every
// expectation comes from the reference gateway, asked directly; each test that changes an
// account's state makes an account of its own.
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
type Game = {
  nodeId: number;
  displayName: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  supportPlay: 0 | 1;
  isHot: 0 | 1;
};

const centre = (page: Page) => page.locator('[data-island="game-list"]');
const cards = (page: Page) => centre(page).locator('.game-grid .game-card:not(.game-card-skeleton)');
const cardNames = (page: Page) => cards(page).locator('.game-card-name');
const tab = (page: Page, name: string) => centre(page).getByRole('tab', { name, exact: true });
const vendorLink = (page: Page, name: string) =>
  centre(page).getByRole('navigation', { name: 'Providers' }).getByRole('link', { name, exact: true });
const pager = (page: Page) => centre(page).getByRole('navigation', { name: 'Pages' });
const searchBox = (page: Page) => centre(page).getByRole('searchbox', { name: 'Search games by name' });
const emptyState = (page: Page) => centre(page).locator('.games-empty');
const heartOf = (page: Page, name: string) =>
  centre(page).getByRole('button', { name: new RegExp(`^(Add|Remove) ${name} (to|from) favourites$`) });

/** A page of the gateway's game list, asked directly (the test's own view of the truth). */
async function gamesPage(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<{ games: Game[]; totalPages: number; totalCount: number }> {
  const params = new URLSearchParams(
    Object.entries({
      clientType: 3,
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 18,
      language: 'EN',
      ...query,
    }).map(([k, v]) => [k, String(v)]),
  );
  const answer = await gatewayCall(request, emerald, 'GET', `/wps/relay/GCSGAME_gameList?${params}`, undefined);
  expect(answer.success).toBe(true);
  return answer.value;
}

/** The favourite ids the gateway holds for a session. */
/** The game a press opens in a new window (the gateway's demo game page): its launch parameters, the window closed. */
async function gameOpened(page: Page, press: () => unknown): Promise<URLSearchParams> {
  const opened = page.waitForEvent('popup');
  await press();
  const popup = await opened;
  await popup.waitForURL(/\/wps\/demo\/game\?/);
  const launched = new URL(popup.url()).searchParams;
  await popup.close();
  return launched;
}

/** A fresh member's page (its path on emerald) with a script held back until `release`, once the header shows their balance. */
async function memberPageHolding(page: Page, path: string, script: RegExp): Promise<{ token: string; release: () => void }> {
  const { token } = await member(page);
  const release = await holdRequests(page, script);
  await page.goto(`${emerald.url(path)}?token=${token}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  return { token, release };
}

/** Presses play on the nth of the build's game cards (whose play opens login for a visitor): the game's node id. */
async function pressBuildCard(page: Page, nth: number): Promise<string | null> {
  const card = centre(page).locator('.game-card:has(.game-card-play[data-open-modal="login"])').nth(nth);
  const nodeId = await card.getAttribute('data-node-id');
  await card.locator('.game-card-play').click();
  return nodeId;
}

async function favouriteIds(request: APIRequestContext, token: string): Promise<number[]> {
  return (await gatewayCall(request, emerald, 'GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, { Authorization: token })).value.list;
}

/** A fresh member of the test's own: its credentials and a session token. */
async function member(page: Page): Promise<{ username: string; password: string; token: string }> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  const login = await apiLogin(page.request, emerald, ip, account.username, account.password);
  return { ...account, token: login.value.token as string };
}

/** Opens /rng (with a session when given a token) and waits for the island's first page. */
async function openRng(page: Page, query = '', token?: string): Promise<void> {
  const params = new URLSearchParams(query);
  if (token) params.set('token', token);
  await page.goto(`${emerald.url('rng')}${params.size ? `?${params}` : ''}`);
  // A visitor's list is the build's until they use it (boot.ts): the static All tab starts the island.
  if (!token && !params.has('vassalage')) await startIsland(page);
  await expect(tab(page, 'All')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  if (token) await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
}

/** Starts a visitor's island the way a visitor does: a click on the static list's All tab. */
async function startIsland(page: Page): Promise<void> {
  // A click before boot.ts's small start module has arrived counts too: the page's inline script
  // records it (src/components/pages/game-list-script.ts).
  await centre(page).locator('.filter-tab', { hasText: /^All$/ }).first().click();
  await expect(tab(page, 'All')).toBeVisible({ timeout: 15_000 });
}

/** A trial session from the gateway's free-play login, as the login modal makes one. */
async function trialToken(page: Page): Promise<string> {
  const ip = await ownAddress(page);
  const response = await page.request.post(`${emerald.origin}/wps/session/login/freeplay`, {
    headers: { Merchant: emerald.code, 'X-Gateway-Version': '3', 'X-Forwarded-For': ip },
    data: { os: 'web', platform: 'W' },
  });
  const body = (await response.json()) as { value: { token: string } };
  return body.value.token;
}

/** Where the static page and the island put each part of the list. */
async function layout(browser: Browser, javaScriptEnabled: boolean): Promise<Record<string, string>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await context.addInitScript(() => ['A', 'B', 'F'].forEach((audience) => sessionStorage.setItem(`popupsClosed.${audience}`, '1')));
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

test('a visitor choosing FAV or RECENT gets the login modal and stays on ALL; after logging in, FAV shows the favourites', async ({
  page,
}) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  // The page's clock: the removal below comes within a second of the add (the toggle throttle).
  await page.clock.install();
  await openRng(page);
  for (const name of ['Favourites', 'Recent']) {
    await tab(page, name).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tab(page, name)).toBeFocused();
  }
  // A visitor's heart asks to log in too.
  const first = (await gamesPage(page.request, {})).games[0]!;
  await heartOf(page, first.displayName).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();

  // No favourites yet: the empty state.
  await tab(page, 'Favourites').click();
  await expect(tab(page, 'Favourites')).toHaveAttribute('aria-selected', 'true');
  await expect(emptyState(page)).toHaveText('No games to show here.');
  await tab(page, 'All').click();
  const heart = heartOf(page, first.displayName).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await tab(page, 'Favourites').click();
  await expect(cardNames(page)).toHaveText([first.displayName]);
  // Removing it there takes it off the list at once.
  await page.clock.fastForward(1000);
  await heartOf(page, first.displayName).click();
  await expect(cards(page)).toHaveCount(0);
  await expect(emptyState(page)).toHaveText('No games to show here.');
});

test('a favourite turns on before the gateway answers, and two clicks within a second toggle once', async ({ page }) => {
  const { token } = await member(page);
  await page.clock.install();
  await openRng(page, '', token);
  const game = (await gamesPage(page.request, {})).games[1]!;
  const release = await holdRequests(page, '**/wps/relay/MCSFE_addFavoriteGameV2');
  const heart = heartOf(page, game.displayName).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Two clicks in one moment: the second is within the second and ignored.
  await heart.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await favouriteIds(page.request, token)).not.toContain(game.nodeId);
  release();
  await expect.poll(() => favouriteIds(page.request, token)).toContain(game.nodeId);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(`Remove ${game.displayName} from favourites`);

  // A second later the heart toggles again.
  await page.clock.fastForward(1000);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => favouriteIds(page.request, token)).not.toContain(game.nodeId);
});

test('a favourite the gateway refuses goes back off, and the warning says so', async ({ page }) => {
  const { token } = await member(page);
  await openRng(page, '', token);
  const game = (await gamesPage(page.request, {})).games[2]!;
  // The add names a game the gateway does not have: it refuses (game.not.found).
  await page.route('**/wps/relay/MCSFE_addFavoriteGameV2', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), nodeId: 999_999_999 }) }),
  );
  const heart = heartOf(page, game.displayName).first();
  await heart.click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Your favourites could not be updated, so nothing was changed.');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect(await favouriteIds(page.request, token)).toEqual([]);
});

test('a member’s play opens the game in a new window, and RECENT and /recent show it', async ({ page }) => {
  const { token } = await member(page);
  await openRng(page, 'vassalage=NE', token);
  await tab(page, 'Recent').click();
  await expect(emptyState(page)).toHaveText('No games to show here.');
  await tab(page, 'All').click();
  const game = (await gamesPage(page.request, { vassalage: 'NE' })).games[3]!;
  const launched = await gameOpened(page, () =>
    centre(page)
      .getByRole('button', { name: `Play ${game.displayName}`, exact: true })
      .click(),
  );
  expect(launched.get('nodeId')).toBe(String(game.nodeId));
  expect(launched.get('mode')).toBe('real');

  await tab(page, 'Recent').click();
  await expect(cardNames(page)).toHaveText([game.displayName]);
  await page.goto(emerald.url('recent'));
  await expect(page.locator('[data-island="recent"] .game-card-name')).toHaveText([game.displayName]);
});

test("a member's press on a build's game card before the list comes asks no login: the list plays that game once it is there", async ({
  page,
}) => {
  // The list's island held back: the cards are still the build's, whose play buttons open login for a visitor.
  const { release } = await memberPageHolding(page, 'rng', /\/GameListCentre\.[\w-]+\.js$/);
  const nodeId = await pressBuildCard(page, 1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The member's list takes the build's place and plays the pressed game: no second press.
  expect((await gameOpened(page, release)).get('nodeId')).toBe(nodeId);
  await expect(centre(page).locator('[data-open-modal]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a member's press whose handler comes after the list took the card's place goes to the list's card of the game", async ({ page }) => {
  const { token } = await member(page);
  // The press's handler (modal-frame.ts) held back until the member's list has replaced the build's cards.
  const release = await holdRequests(page, /\/modal-frame\.[\w-]+\.js$/);
  const listStart = page.waitForResponse(/\/GameListCentre\.[\w-]+\.js$/);
  await page.goto(`${emerald.url('rng')}?token=${token}`);
  const nodeId = await pressBuildCard(page, 2);
  await listStart;
  await expect(centre(page).locator('[data-open-modal]')).toHaveCount(0);
  expect((await gameOpened(page, release)).get('nodeId')).toBe(nodeId);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a member's heart pressed on the lobby's build cards before the list comes is the list's favourite once it is there", async ({
  page,
}) => {
  const { token, release } = await memberPageHolding(page, '', /\/LobbyGames\.[\w-]+\.js$/);
  const menu = page.locator('[data-island="game-menu"]');
  const staticCard = menu.locator('.game-card:has(.game-card-fav[data-open-modal="login"])').first();
  const nodeId = Number(await staticCard.getAttribute('data-node-id'));
  await staticCard.locator('.game-card-fav').click();
  release();
  await expect(menu.locator('[data-open-modal]')).toHaveCount(0);
  await expect(menu.locator(`.game-card[data-node-id="${nodeId}"] .game-card-fav`).first()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteIds(page.request, token)).toContain(nodeId);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('launch rules: a visitor logs in first; a trial account needs a real account, except for a free trial', async ({ page }) => {
  await openRng(page);
  const list = (await gamesPage(page.request, {})).games;
  const paid = list.find((g) => g.supportPlay === 1)!;
  const free = list.find((g) => g.supportPlay === 0)!;
  await centre(page)
    .getByRole('button', { name: `Play ${paid.displayName}`, exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openRng(page, '', await trialToken(page));
  await centre(page)
    .getByRole('button', { name: `Play ${paid.displayName}`, exact: true })
    .click();
  const trialDialog = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(trialDialog).toBeVisible();
  await trialDialog.getByRole('button', { name: 'OK' }).click();
  await expect(trialDialog).toBeHidden();
  // Real money on a free-trial game is still refused; its free trial opens.
  await centre(page)
    .getByRole('button', { name: `Play ${free.displayName}`, exact: true })
    .click();
  await expect(trialDialog).toBeVisible();
  await trialDialog.getByRole('button', { name: 'OK' }).click();
  const launched = await gameOpened(page, () =>
    centre(page)
      .getByRole('button', { name: `Free trial of ${free.displayName}`, exact: true })
      .click(),
  );
  expect(launched.get('mode')).toBe('fun');
  expect(launched.get('nodeId')).toBe(String(free.nodeId));
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
