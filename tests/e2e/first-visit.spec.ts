// A visitor's first visit: the lobby and a static page load no React, the visitor's
// popups show in the platform's <dialog> without it, and the first thing that needs React (Login,
// the notice list) loads it then and works. Asserted on the network requests, not on timings.
import type { Page, Request } from '@playwright/test';
import { DEMO } from '../gateway/harness.ts';
import { expect, REACT_RUNTIME, test } from './support/fixtures.ts';
import { expectNoAxeViolations, ownAddress } from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { site } from './support/sites.ts';
import { vendorName } from '../../src/shared/vendors.ts';

const emerald = site('emerald');
const luzon = site('luzon');

/** The islands' runtime (src/islands/main.tsx) and the framework: a visitor's first visit requests neither. */
const ISLANDS_RUNTIME = /\/main\.[\w-]+\.js$/;

/** Every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const reactRequested = (scripts: string[]) => scripts.some((path) => REACT_RUNTIME.test(path) || ISLANDS_RUNTIME.test(path));

test.describe('with the popups not yet seen', () => {
  test.use({ popups: true });

  test("a visitor's lobby shows its popups without React; closing them is remembered", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(emerald.url(''));
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Titles' }).getByRole('button')).toHaveText(['Welcome bonus for new players']);
    await expect(dialog.getByRole('list', { name: 'Titles' }).getByRole('button').first()).toBeFocused();
    await expect(dialog.locator('.announcement-content')).not.toBeEmpty();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('popupsClosed.B'))).toBe('1');
    await page.waitForLoadState('networkidle');
    expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  });
});

test.describe('with the popups not yet seen, on a phone', () => {
  test.use({ popups: true, viewport: { width: 390, height: 844 } });

  test("a visitor's lobby starts no Intl format: the jackpot ticks in the shape the build read", async ({ page }) => {
    // A page's first Intl number format costs it 12-15 ms of CPU (ICU starting up), the lobby's
    // largest script cost on a visitor's load (50-60 ms at Lighthouse's 4x): the build writes the
    // locale's shape into the page instead (core/money.ts, wholeShape).
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct: (target, args) => {
            made.push(name);
            return new target(...args);
          },
        });
      }
      const numberToLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof numberToLocale>) {
        made.push('toLocaleString');
        return numberToLocale.apply(this, args);
      };
    });
    const served = await (await page.goto(luzon.url('')))!.text();
    const amount = page.locator('.jackpot-amount');
    // The build's placeholder, as served (the page's own text may have ticked already on a loaded machine).
    const built = served.match(/class="jackpot-amount"[^>]*>([^<]+)</)?.[1];
    expect(built).toBeTruthy();
    // The ticker sets its random start at once, not the build's placeholder.
    await expect(amount).not.toHaveText(built!);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    // As Intl writes it in the page's language (Filipino: 189,911,704.00).
    expect(await amount.textContent()).toMatch(/^\d{1,3}(,\d{3})+\.00$/);
  });
});

test('the first Login click loads React and the modal, and the sign-in works', async ({ page }) => {
  await ownAddress(page);
  const scripts = scriptRequests(page);
  await page.goto(emerald.url(''));
  await page.waitForLoadState('networkidle');
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  const account = page.locator('[data-island="header-account"]');
  await account.getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  expect(reactRequested(scripts)).toBe(true);
  await login.getByLabel('Username').fill('demo01');
  await login.getByLabel('Password').fill(DEMO.emerald);
  await login.locator('button[type="submit"]').click();
  await expect(login).toBeHidden();
  await expect(account.getByTestId('balance')).toBeVisible();
});

test('the notice bar opens the notice list on use, and a static page loads no React', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto(emerald.url(''));
  await page.waitForLoadState('networkidle');
  expect(reactRequested(scripts)).toBe(false);
  await page.locator('.notice-text').click();
  const notices = page.getByRole('dialog', { name: 'Notices' });
  await expect(notices).toBeVisible();
  await expect(notices.getByRole('list', { name: 'Titles' }).getByRole('button').first()).toBeVisible();

  scripts.length = 0;
  await page.goto(emerald.url('help'));
  await page.waitForLoadState('networkidle');
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
});

test('a returning member gets React at once', async ({ page }) => {
  await ownAddress(page);
  await page.goto(emerald.url(''));
  await page.locator('[data-island="header-account"]').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo01');
  await login.getByLabel('Password').fill(DEMO.emerald);
  await login.locator('button[type="submit"]').click();
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();

  const scripts = scriptRequests(page);
  await page.reload();
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  expect(reactRequested(scripts)).toBe(true);
});

test("a visitor's game list (/rng) paints its games without React; the first tab click loads it and takes effect", async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto(emerald.url('rng'));
  const list = page.locator('[data-island="game-list"]');
  await expect(list.locator('.game-grid .game-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  // The static Hot tab is a span: the click starts the island, which replays it on its own tab.
  await list.locator('.filter-tab', { hasText: /^Hot$/ }).first().click();
  await expect(list.getByRole('tab', { name: 'Hot', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(reactRequested(scripts)).toBe(true);
  await expect(list.locator('.game-grid .game-card:not(.game-card-skeleton)').first()).toBeVisible();
});

test("a visitor's game list starts for its pager only after the visitor scrolls the page: a viewport grown past the list's end or an inner scroll loads no React", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = scriptRequests(page);
  await page.goto(emerald.url('rng'));
  const list = page.locator('[data-island="game-list"]');
  await expect(list.locator('.game-grid .game-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What a tall screen or a full-page capture (Lighthouse's) does: the list's end in view without input.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 412, height: height + 200 });
  await expect(list.locator('.pagination-slot')).toBeInViewport();
  // Scrolls that are not the visitor's moving the page: a chip row's own (a carousel's, ...), and
  // the document's scroll event that a resize sends without moving it.
  await list.locator('.vendor-filter').evaluate((row) => {
    row.scrollLeft = row.scrollWidth;
    row.dispatchEvent(new Event('scroll'));
  });
  await page.evaluate(() => document.dispatchEvent(new Event('scroll', { bubbles: true })));
  // Two frames and a task: a start on the resize or those scrolls would have come by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
  await expect(list).not.toHaveAttribute('data-requested');
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  // The visitor on a phone scrolls to the end of the list: the island starts and draws its pager.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, height);
  await expect(list.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  expect(reactRequested(scripts)).toBe(true);
});

/** Opens luzon's /rng with its list's watcher held back, once boot.ts has asked for it (a press now surely comes first). */
async function openRngWatcherHeld(page: Page): Promise<() => void> {
  // The game list's watcher (boot.ts's game-list-start chunk) held back.
  const release = await holdRequests(page, /\/game-list-start\.[\w-]+\.js$/);
  const watcherAsked = page.waitForRequest(/\/game-list-start\./);
  await page.goto(luzon.url('rng', 'EN'));
  await watcherAsked;
  return release;
}

test("a tab pressed on /rng before the list's watcher arrives still counts: the island starts on that tab", async ({ page }) => {
  const scripts = scriptRequests(page);
  const release = await openRngWatcherHeld(page);
  const list = page.locator('[data-island="game-list"]');
  await list.locator('.filter-tab', { hasText: /^Hot$/ }).first().click();
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  release();
  await expect(list.getByRole('tab', { name: 'Hot', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(list.locator('.game-grid .game-card:not(.game-card-skeleton)').first()).toBeVisible();
  expect(reactRequested(scripts)).toBe(true);
});

test("a search typed on /rng before the list's watcher arrives still counts: the island shows what it finds", async ({ page }) => {
  const release = await openRngWatcherHeld(page);
  const list = page.locator('[data-island="game-list"]');
  const names = list.locator('.game-grid .game-card:not(.game-card-skeleton) .game-card-name');
  expect((await names.allTextContents()).some((name) => !/dragon/i.test(name))).toBe(true);
  await list.getByRole('searchbox').fill('dragon');
  release();
  await expect(list.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  // Only what the search finds: every card named with it, once the island has drawn the answer.
  await expect(async () => {
    const shown = await names.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name.toLowerCase()).toContain('dragon');
  }).toPass();
  await expect(list.getByRole('searchbox')).toHaveValue('dragon');
});

test("a provider link pressed on /rng before the list's watcher arrives filters in place, without a new page", async ({ page }) => {
  const release = await openRngWatcherHeld(page);
  const list = page.locator('[data-island="game-list"]');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const link = list.locator('.vendor-filter a[href*="vassalage="]').first();
  const vendor = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get('vassalage') ?? '';
  await link.click();
  expect(new URL(page.url()).searchParams.get('vassalage')).toBe(vendor);
  release();
  await expect(list).toHaveAttribute('data-requested', 'done');
  await expect(
    list.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: vendorName(vendor), exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a game centre's vendor cards (/sports) paint without React; the first press loads it and opens that vendor", async ({ page }) => {
  await ownAddress(page);
  const scripts = scriptRequests(page);
  await page.goto(luzon.url('sports', 'EN'));
  const card = page.locator('[data-island="game-centre"] .vendor-card').first();
  const vendor = (await card.locator('.vendor-card-name').textContent()) ?? '';
  await page.waitForLoadState('networkidle');
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  await card.getByRole('button').click();
  const popup = page.getByRole('dialog', { name: new RegExp(vendor) });
  await expect(popup).toBeVisible();
  await expect(popup.locator('.game-card-name').first()).toBeVisible();
  expect(reactRequested(scripts)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Focus goes back to the card, now the island's.
  await expect(page.locator('[data-island="game-centre"] .vendor-card').first().getByRole('button')).toBeFocused();
});

test("/live's vendor buttons paint without React; the first press loads it and opens that vendor's tables", async ({ page }) => {
  await ownAddress(page);
  const scripts = scriptRequests(page);
  await page.goto(emerald.url('live', 'EN'));
  const button = page.getByRole('region', { name: 'Live tables' }).getByRole('button').first();
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reactRequested(scripts), scripts.join('\n')).toBe(false);
  await button.click();
  // The dialog of the vendor pressed: "<vendor> · Live tables".
  const dialog = page.getByRole('dialog', { name: `${vendorName((await button.getAttribute('data-vendor')) ?? '')} · Live tables` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.live-table-play').first()).toBeVisible();
  expect(reactRequested(scripts)).toBe(true);
});
