// The installable app (src/build-time/web-app.ts, service-worker.ts): the manifest each page links,
// the service worker, the offline page, and a gateway that is never answered from the worker's cache.
// The other specs block service workers (playwright.config.ts); this one lets the site's run.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { site } from './support/sites.ts';
import { translator } from '../../src/i18n/translate.ts';

test.use({ serviceWorkers: 'allow' });

const luzon = site('luzon');
const t = translator(luzon.defaultLang);

/** Opens a page and waits until the site's worker controls it. */
async function controlled(page: Page, path = '') {
  await page.goto(luzon.url(path));
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${luzon.origin}/sw.js`);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () =>
    (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))).flat(),
  );

/**
 * The console errors of the requests that fail while the test has the network off are not the
 * page's (ERR_FAILED: the worker's Response.error() for the offline probe, which it never kept).
 */
function forgiveOffline(problems: string[]): void {
  problems.splice(
    0,
    problems.length,
    ...problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/.test(problem)),
  );
}

/**
 * Takes the context offline and opens a page. Playwright tells the page and the worker apart, and
 * in a loaded full run the worker's fetch still reached the server after setOffline (CI s13: the
 * /promotions HTML arrived, its gateway images failed; the worker keeps no /promotions): so wait
 * until a request through the worker for the page, which it has not kept, fails, then navigate.
 * The probe asks for the page itself (HTML fetched by script is never kept): while the worker still
 * reaches the server it is answered, where a made-up address's 404 was a console error of the page
 * (CI s17, flaky).
 */
async function offline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await expect
    .poll(
      () =>
        page.evaluate((address) => {
          const probe = new URL(address);
          probe.searchParams.set('offline-probe', crypto.randomUUID());
          return fetch(probe).then(
            () => 'the worker still reaches the server',
            () => 'offline',
          );
        }, luzon.url(path)),
      { timeout: 10_000 },
    )
    .toBe('offline');
  await page.goto(luzon.url(path));
}

test('every page links a valid manifest in the brand colours with 192 and 512 icons, a maskable one among them', async ({
  page,
  request,
}) => {
  await page.goto(luzon.url('rng'));
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(`${luzon.origin}${href}`);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  const { brand } = luzon.config;
  expect(manifest).toMatchObject({
    name: brand.name,
    start_url: '/',
    display: 'standalone',
    theme_color: brand.theme.surface,
    background_color: brand.theme.background,
  });
  for (const icon of manifest.icons as Array<{ src: string }>) {
    const png = await request.get(`${luzon.origin}${icon.src}`);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
});

test("sitemap.xml and robots.txt are served, the sitemap with the site's absolute addresses", async ({ request }) => {
  const sitemap = await request.get(`${luzon.origin}/sitemap.xml`);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toContain(`<loc>${luzon.config.site.url}/en/rng</loc>`);
  expect(await (await request.get(`${luzon.origin}/robots.txt`)).text()).toContain(`Sitemap: ${luzon.config.site.url}/sitemap.xml`);
});

test('the service worker registers; offline, a page it has not kept shows the offline page in the language, a kept one still shows', async ({
  context,
  page,
  pageProblems,
}) => {
  await controlled(page);
  await page.goto(luzon.url('help'));
  // A page this visit never opened: the worker must not hold it (if it did, the test would say so here).
  expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.endsWith('/promotions'))).toEqual([]);
  await offline(context, page, 'promotions');
  await expect(page.getByRole('heading', { name: t('offline.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.screenshot({ path: test.info().outputPath('offline.png') });
  await page.goto(luzon.url('promotions', 'EN'));
  await expect(page.getByRole('heading', { name: translator('EN')('offline.title') })).toBeVisible();
  // The help page was loaded while online: the worker kept it.
  await page.goto(luzon.url('help'));
  await expect(page.locator('main')).not.toContainText(t('offline.title'));
  await expect(page.locator('[data-page-kind="help"]')).toHaveCount(1);
  await context.setOffline(false);
  forgiveOffline(pageProblems);
});

test('Chromium finds the site installable: manifest, icons and a worker that controls the page', async ({ page }) => {
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // Playwright's contexts are off the record, as an incognito window; Chromium says so, and nothing else.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string; errors: unknown[] };
  expect(url).toBe(`${luzon.origin}/manifest.webmanifest`);
  expect(JSON.parse(data).name).toBe(luzon.config.brand.name);
});

test('a gateway call is never answered from, nor kept in, the worker cache', async ({ context, page, pageProblems }) => {
  const gateway: Array<{ url: string; fromWorker: boolean }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/wps/'))
      gateway.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await controlled(page);
  await page.reload();
  await expect.poll(() => gateway.length).toBeGreaterThan(0);
  expect(gateway.filter((call) => call.fromWorker)).toEqual([]);
  const kept = await cachedUrls(page);
  expect(kept).toContain(`${luzon.origin}/`);
  expect(kept.filter((url) => /\/(wps|lgw|lotto)\//.test(new URL(url).pathname))).toEqual([]);
  // Offline, a gateway call fails as the network does: nothing stands in for it.
  await context.setOffline(true);
  const answer = await page.evaluate(() =>
    fetch('/wps/api/system/status').then(
      (response) => response.status,
      () => 'failed',
    ),
  );
  expect(answer).toBe('failed');
  await context.setOffline(false);
  forgiveOffline(pageProblems);
});
