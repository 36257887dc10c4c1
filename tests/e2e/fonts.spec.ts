// A brand's self-hosted font (brand.type.family; docs/fonts.md) on the fixture merchant mirage
// (Arabic and English, Cairo): the pages draw in it, ask the merchant's own origin for only the
// subsets its languages need, and nothing moves when it arrives late (the metric-matched fallback).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';
import { freshMember } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const mirage = site('mirage');
const FONT = /\/fonts\/cairo-[\d.]+\/cairo-([\w-]+)-wght-normal\.woff2$/;

/** Whether the page has drawn text in the family (a face of it loaded, the body's first family). */
const drawsIn = (page: Page, family: string) =>
  page.waitForFunction(
    (name) =>
      [...document.fonts].some((face) => face.family === name && face.status === 'loaded') &&
      getComputedStyle(document.body).fontFamily.startsWith(`"${name}"`),
    family,
  );

test('mirage draws in Cairo from its own origin, asking only for the subsets its languages need', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(mirage.url('', 'AR'));
  await page.waitForLoadState('networkidle');
  // font-display: optional: a file that missed the first page's first frames serves the next one from the cache.
  await page.goto(mirage.url('help', 'AR'));
  await drawsIn(page, 'Cairo Variable');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.fonts.check('16px "Cairo Variable"', 'واحة'))).toBe(true);
  const fonts = requested.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url));
  expect([...new Set(fonts.map((url) => FONT.exec(new URL(url).pathname)?.[1] ?? url))].sort()).toEqual(['arabic', 'latin']);
  expect(fonts.every((url) => new URL(url).origin === mirage.origin)).toBe(true);
  // A page whose largest paint is text preloads the file of its language's own script.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /cairo-arabic-wght-normal\.woff2$/);
  // Nothing from another origin at all (no font CDN).
  expect(requested.filter((url) => new URL(url).origin !== mirage.origin && !url.startsWith('data:'))).toEqual([]);
});

/** Layout shifts the page has reported since `since` (performance.now(); 0: since it started), as the CLS metric counts them, with their sources. */
const shiftsSince = (page: Page, since: number) =>
  page.evaluate(
    (from) => (window as unknown as { shifts: Array<{ at: number; value: number; sources: string[] }> }).shifts.filter((s) => s.at >= from),
    since,
  );

/** Waits until the page has not moved for a second (its islands, the consent bar, a member's balance are in). */
async function settled(page: Page): Promise<void> {
  let count = -1;
  for (let quiet = 0; quiet < 4; ) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts.length);
    quiet = now === count ? quiet + 1 : 0;
    count = now;
  }
}

for (const state of ['visitor', 'member'] as const) {
  for (const width of [390, 1366]) {
    test(`no layout shift as the ${state}'s lobby loads, nor when the font arrives late, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (state === 'member') {
        const { token } = await freshMember(page, mirage);
        await page.goto(`${mirage.url('help', 'AR')}?token=${token}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      await page.addInitScript(() => {
        const shifts: Array<{ at: number; value: number; sources: string[] }> = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
            );
            shifts.push({ at: entry.startTime, value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Routing turns off the HTTP cache: every font file is held until the rest of the page has
      // settled in the metric-matched fallback (mirage's consent bar and a member's balance, avatar
      // and buttons come in by script, with or without a web font), then let through.
      const release = await holdRequests(page, FONT);
      // Not until 'load': the held fonts hold it.
      await page.goto(mirage.url('', 'AR'), { waitUntil: 'domcontentloaded' });
      if (state === 'member') await expect(page.getByTestId('balance')).toContainText(/\d/);
      await settled(page);
      release();
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Cairo Variable' && face.status === 'loaded'));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // Nothing moved from the first paint on: not the consent bar (shown before the first paint,
      // a browser without a decision), not a member's balance and avatar filling the header, not the font.
      expect(await shiftsSince(page, 0)).toEqual([]);
      // Without the delay the next page draws in the font.
      await page.unroute(FONT);
      await page.goto(mirage.url('help', 'AR'));
      await drawsIn(page, 'Cairo Variable');
    });
  }
}
