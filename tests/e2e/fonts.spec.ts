// A brand's self-hosted font (brand.type.family; docs/fonts.md) on the fixture merchant mirage
// (Arabic and English, Cairo): the pages draw in it, ask the merchant's own origin for only the
// subsets its languages need, and nothing moves when it arrives late (the metric-matched fallback).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
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
  // The preloaded file is the page language's own script.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /cairo-arabic-wght-normal\.woff2$/);
  // Nothing from another origin at all (no font CDN).
  expect(requested.filter((url) => new URL(url).origin !== mirage.origin && !url.startsWith('data:'))).toEqual([]);
});

/** Layout shifts since the page started (or since a font file arrived), as the browser reports them to the CLS metric. */
const layoutShifts = (page: Page, sinceFont = false) =>
  page.evaluate((since) => {
    const { shifts, fontArrived } = window as unknown as {
      shifts: Array<{ at: number; value: number; sources: string[] }>;
      fontArrived: number;
    };
    return shifts.filter((shift) => !since || shift.at >= fontArrived);
  }, sinceFont);

for (const state of ['visitor', 'member'] as const) {
  for (const width of [390, 1366]) {
    test(`no layout shift when the font arrives late: the ${state}'s lobby at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (state === 'member') {
        const { token } = await freshMember(page, mirage);
        await page.goto(`${mirage.url('help', 'AR')}?token=${token}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      await page.addInitScript(() => {
        const shifts: Array<{ at: number; value: number; sources: string[] }> = [];
        const own = window as unknown as { shifts: typeof shifts; fontArrived: number };
        own.shifts = shifts;
        own.fontArrived = Number.POSITIVE_INFINITY;
        document.fonts.addEventListener('loadingdone', () => {
          own.fontArrived = Math.min(own.fontArrived, performance.now());
        });
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
      // Routing turns off the HTTP cache: every font file comes 1.5 s after the page asks for it.
      let delayed = 0;
      await page.route(FONT, async (route) => {
        delayed += 1;
        await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      });
      await page.goto(mirage.url('', 'AR'));
      await page.waitForLoadState('networkidle');
      // The late files have arrived; the page stays in the metric-matched fallback it was drawn in.
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Cairo Variable' && face.status !== 'loading'));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(delayed).toBeGreaterThan(0);
      // A visitor's lobby does not move at all; a member's header fills in the balance (a shift of
      // about 0.005 with or without a web font, left to its own issue): nothing moves once the font is in.
      expect(await layoutShifts(page, state === 'member')).toEqual([]);
      // Without the delay the next page draws in the font.
      await page.unroute(FONT);
      await page.goto(mirage.url('help', 'AR'));
      await drawsIn(page, 'Cairo Variable');
    });
  }
}
