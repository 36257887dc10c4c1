// Loads that never fail silently (src/client/import-with-retry.ts): a chunk that does not arrive is
// fetched again, then the page says so with a retry button; a tab whose build a deploy replaced
// reloads itself once into the new one, and never loops.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';
import { site } from './support/sites.ts';
import { translator } from '../../src/i18n/translate.ts';

const emerald = site('emerald');
const t = translator(emerald.defaultLang);
/** The login dialog's own chunk: loaded the first time the visitor opens it. */
const LOGIN_CHUNK = /\/_astro\/LoginModal\.[\w-]+\.js$/;

const openLogin = (page: Page) => page.locator('[data-island="header-account"] [data-open-modal="login"]').first().click();
const loginDialog = (page: Page) => page.getByRole('dialog', { name: t('island.login.title') });

/** The console errors Chromium logs for the requests a test fails on purpose are not the page's. */
function forgive(problems: string[], pattern: RegExp): void {
  problems.splice(0, problems.length, ...problems.filter((problem) => !pattern.test(problem)));
}

test('an aborted chunk is fetched again once, then the page says so, and its retry button loads it', async ({ page, pageProblems }) => {
  let blocked = true;
  let aborted = 0;
  // The islands (ModalHost's load) wait until the press's own fetch has failed: two imports of the
  // chunk at once share one request in Chromium, and the count below would depend on the timing
  // (2 in a fresh-clone run, s17).
  const releaseIslands = await holdRequests(page, /\/main\.[\w-]+\.js$/);
  await page.route(LOGIN_CHUNK, (route) => {
    if (!blocked) return route.continue();
    if (route.request().method() === 'GET') aborted++;
    releaseIslands();
    return route.abort('connectionreset');
  });
  await page.goto(emerald.url(''));
  await openLogin(page);
  const notice = page.getByRole('alert').filter({ hasText: t('island.load.failed') });
  await expect(notice).toBeVisible();
  // The press's own fetch beside the islands' (src/client/modal-frame.ts), then ModalHost's load and its one retry.
  expect(aborted).toBe(3);
  await expect(loginDialog(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('load-failed.png') });
  blocked = false;
  await notice.getByRole('button', { name: t('games.retry') }).click();
  // The click that asked for the dialog completes: no second click needed.
  await expect(loginDialog(page)).toBeVisible();
  await expect(notice).toHaveCount(0);
  forgive(pageProblems, /ERR_CONNECTION_RESET|LoginModal/);
});

test('a tab whose build was replaced reloads itself once into the new build, and the dialog then opens', async ({ page, pageProblems }) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents++;
  });
  // The old build's chunk is gone until the tab loads the page again (the "new build").
  await page.route(LOGIN_CHUNK, (route) => (documents < 2 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
  await page.goto(emerald.url(''));
  const reloaded = page.waitForEvent('load');
  await openLogin(page);
  await reloaded;
  expect(documents).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('sf-reloaded-for'))).toMatch(LOGIN_CHUNK);
  await openLogin(page);
  await expect(loginDialog(page)).toBeVisible();
  forgive(pageProblems, /404|LoginModal/);
});

test('a chunk still missing after that reload shows the notice instead of reloading again', async ({ page, pageProblems }) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents++;
  });
  await page.route(LOGIN_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(emerald.url(''));
  const reloaded = page.waitForEvent('load');
  await openLogin(page);
  await reloaded;
  await openLogin(page);
  await expect(page.getByRole('alert').filter({ hasText: t('island.load.failed') })).toBeVisible();
  expect(documents).toBe(2);
  forgive(pageProblems, /404|LoginModal/);
});

for (const [opener, width] of [
  ['the header', 1366],
  ['a game card', 390],
] as const) {
  test(`the network down at the first press of Log in (${opener}): the opener falls back to its link, the login page (${width} px)`, async ({
    page,
    pageProblems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Down for the press: every chunk fails (the retry's and the notice's too), until the browser
    // asks for the next page, which the network (or the service worker) answers.
    let down = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) down = false;
    });
    await page.route(/\/_astro\/[\w.-]+\.js$/, (route) => (down ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(emerald.url(''));
    await page.waitForLoadState('networkidle');
    down = true;
    const press =
      opener === 'the header'
        ? page.locator('[data-island="header-account"] [data-open-modal="login"]').first()
        : page.locator('.game-card [data-open-modal="login"]').first();
    await press.click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t('form.username'))).toBeVisible();
    forgive(pageProblems, /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/);
  });
}
