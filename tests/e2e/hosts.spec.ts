// Image hosts (specification section 9: chosen at random from the status call's imageCDNs) and the
// page's Content-Security-Policy: the islands use a listed host only when the merchant's config
// allows it (gateway.contentHosts, which the policy's img-src and frame-src name). The reference
// gateway lists its own origin; these tests rewrite its real status answer to list other hosts.
// The test fixture fails a test on any console error, which is where Chromium reports a blocked
// image.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { site } from './support/sites.ts';

const mirage = site('mirage');
const allowedHost = mirage.config.gateway.contentHosts[0]!;
const island = (page: Page) => page.locator('[data-island="game-list"]');
const icons = (page: Page) => island(page).locator('.game-grid .game-card:not(.game-card-skeleton) img');

/** The page's status calls answer as the gateway does, except that they list `imageCDNs` as the image hosts. */
async function statusListing(page: Page, imageCDNs: string[]): Promise<void> {
  await page.route('**/wps/system/status?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { info: { imageCDNs: string[] } } };
    body.value.info.imageCDNs = imageCDNs;
    await route.fulfill({ response, json: body });
  });
}

/** Opens /rng and waits for the island's own cards (its tabs show it has taken over the static list). */
async function openGameList(page: Page): Promise<string[]> {
  await page.goto(mirage.url('rng'));
  // The list's island starts on first use (src/client/game-list-start.ts): a visitor's click on a tab.
  await island(page).locator('.filter-tab').first().click();
  await expect(island(page).getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
  await expect(icons(page).first()).toBeVisible();
  return icons(page).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
}

/** Whether the first icon has loaded (it is lazy: brought into view first). */
async function firstIconLoaded(page: Page): Promise<void> {
  await icons(page).first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      icons(page)
        .first()
        .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    )
    .toBe(true);
}

test('an image host that the config allows is used, and the page may load icons from it', async ({ page }) => {
  await statusListing(page, [allowedHost]);
  // The host is a made-up name: its icons come from the site, as a CDN in front of it would serve them.
  await page.route(`${allowedHost}/**`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: mirage.origin + new URL(route.request().url()).pathname }) }),
  );
  const sources = await openGameList(page);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(source.startsWith(`${allowedHost}/`), source).toBe(true);
  await firstIconLoaded(page);
});

test('an image host that the config does not allow is not used: icons come from the site', async ({ page }) => {
  await statusListing(page, ['https://cdn.elsewhere.example']);
  const sources = await openGameList(page);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(source.startsWith(`${mirage.origin}/`), source).toBe(true);
  await firstIconLoaded(page);
});
