// Analytics with consent (tenant `analytics`; src/client/analytics.ts): the fixture merchant mirage
// configures a Google tag id, the demo merchants none. The tag is served by the test (no internet
// here): what matters is when the page asks for it, and that its Content-Security-Policy lets it run.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { site, sites } from './support/sites.ts';

const mirage = site('mirage');
const luzon = site('luzon');
const t = translator('EN');
const TAG_ID = mirage.config.analytics.googleTagId!;

const bar = (page: Page) => page.getByRole('region', { name: t('consent.title') });
const settings = (page: Page) => page.getByRole('button', { name: t('consent.settings') });

/** Serves gtag.js from the test and records every request the page makes for it. */
async function fakeTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagRan = true;' });
  });
  return requested;
}

/** Console lines of Content-Security-Policy refusals. */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return refusals;
}

test('nothing is measured until the visitor accepts; a refusal is kept and can be changed in the footer', async ({ page }) => {
  const requested = await fakeTag(page);
  const refusals = cspRefusals(page);
  await page.goto(mirage.url('', 'EN'));
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText(mirage.config.brand.name);
  await bar(page)
    .getByRole('button', { name: t('consent.decline') })
    .click();
  await expect(bar(page)).toBeHidden();
  await page.reload();
  await expect(page.locator('#sf-consent')).toBeHidden();
  expect(requested).toEqual([]);

  // The footer's settings open the bar again, with focus on its first choice; accepting loads the tag.
  await settings(page).click();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('button', { name: t('consent.accept') })).toBeFocused();
  await bar(page)
    .getByRole('button', { name: t('consent.accept') })
    .click();
  await expect(bar(page)).toBeHidden();
  await expect(settings(page)).toBeFocused();
  await expect.poll(() => page.evaluate(() => (window as { tagRan?: boolean }).tagRan)).toBe(true);
  expect(requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TAG_ID}`]);
  const config = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => Array.from(args)));
  expect(config).toContainEqual(['config', TAG_ID, { anonymize_ip: true }]);

  // Every later page loads it at once, without asking.
  await page.goto(mirage.url('help', 'EN'));
  await expect.poll(() => requested.length).toBe(2);
  await expect(page.locator('#sf-consent')).toBeHidden();
  expect(refusals).toEqual([]);
});

test("only a merchant with analytics has the bar, the settings and the analytics hosts in its pages' policy", async ({ page }) => {
  const policy = () => page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  await page.goto(mirage.url('', 'EN'));
  expect(await policy()).toContain('https://www.googletagmanager.com');
  expect(await policy()).toContain('https://*.google-analytics.com');
  await page.goto(luzon.url('', 'EN'));
  expect(await policy()).not.toContain('googletagmanager');
  await expect(page.locator('#sf-consent')).toHaveCount(0);
  await expect(settings(page)).toHaveCount(0);
  // The gateway's permission call reports the same id.
  const status = await page.request.get(`${mirage.origin}/wps/system/status`, { headers: { Merchant: 'mirage' } });
  expect(((await status.json()) as { value: { info: { analytics: unknown } } }).value.info.analytics).toEqual({ googleTagId: TAG_ID });
});

// The bar asks in the page's language, in every language of every merchant that measures (an Arabic
// page once showed it in English: Arabic had no catalogue, and a missing message falls back to EN).
for (const measured of sites.filter((s) => s.config.analytics.googleTagId))
  for (const lang of [measured.defaultLang, ...measured.otherLangs])
    test(`${measured.code}'s consent bar speaks ${lang}`, async ({ page }) => {
      const own = translator(lang);
      await page.goto(measured.url('', lang));
      const region = page.getByRole('region', { name: own('consent.title') });
      await expect(region).toBeVisible();
      await expect(region.locator('p')).toHaveText(own('consent.text', { brand: measured.config.brand.name }));
      await expect(region.getByRole('button', { name: own('consent.accept') })).toBeVisible();
      await expect(region.getByRole('button', { name: own('consent.decline') })).toBeVisible();
      await expect(page.getByRole('button', { name: own('consent.settings') })).toBeAttached();
      if (lang !== 'EN') await expect(region).not.toContainText(t('consent.text', { brand: measured.config.brand.name }));
    });

test('the consent bar passes axe and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(mirage.url('', 'EN'));
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, { include: '#sf-consent' });
});
