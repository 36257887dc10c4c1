// A brand's self-hosted font (brand.type.family; docs/fonts.md) on the fixture merchant mirage
// (Arabic and English, Cairo): the pages draw in it, ask the merchant's own origin for only the
// subsets its languages need, and nothing moves when it arrives late (the metric-matched fallback);
// nor as a lobby fills in for a member (luzon's and saigon's too, where shifts were left).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';
import { FONT_FAMILIES } from '../../core/config/fonts.ts';
import { ownMemberToken } from './support/login-helpers.ts';
import { type Site, site } from './support/sites.ts';

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

/**
 * The lobbies held to no shift: mirage's (its consent bar, a member's header, the Cairo font late) at
 * both widths, as a visitor and a member; luzon's member at 1366 (its game menu island's providers row
 * and More were once added under the first screen's games); saigon's member at 390 (a balance wider
 * than the place held for it, "₫ 1.000.000", once pushed the header's "…" aside).
 */
const NO_SHIFT: Array<{ site: Site; state: 'visitor' | 'member'; width: number }> = [
  ...(['visitor', 'member'] as const).flatMap((state) => [390, 1366].map((width) => ({ site: mirage, state, width }))),
  { site: site('luzon'), state: 'member', width: 1366 },
  { site: site('saigon'), state: 'member', width: 390 },
];

for (const { site: s, state, width } of NO_SHIFT) {
  // Each of them takes a web font (its preset's, or its own), held back until the page has settled.
  const id = s.config.brand.type?.family;
  if (!id) throw new Error(`${s.code} takes no web font (brand.type.family): the no-shift test holds one back`);
  const family = FONT_FAMILIES[id];
  const files = new RegExp(`/fonts/${id}-[\\d.]+/[\\w-]+\\.woff2$`);
  const lang = s.defaultLang;
  test(`no layout shift as ${s.code}'s lobby loads for a ${state}, nor when the font arrives late, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    if (state === 'member') {
      // The session's first page: the lobby is the next one, as after signing in.
      await page.goto(`${s.url('help', lang)}?token=${await ownMemberToken(page, s)}`);
      await expect(page.getByTestId('balance')).toContainText(/\d/);
    }
    await page.addInitScript(() => {
      const shifts: Array<{ at: number; value: number; sources: string[] }> = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const sources = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)));
          shifts.push({ at: entry.startTime, value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Routing turns off the HTTP cache: every font file is held until the rest of the page has
    // settled in the metric-matched fallback (mirage's consent bar, a member's balance, avatar and
    // buttons, the game menu's island come in by script, with or without a web font), then let through.
    const release = await holdRequests(page, files);
    // Not until 'load': the held fonts hold it.
    await page.goto(s.url('', lang), { waitUntil: 'domcontentloaded' });
    if (state === 'member') {
      await expect(page.getByTestId('balance')).toContainText(/\d/);
      // The game menu's island has taken over (its category tabs are buttons).
      await expect(page.locator('.game-menu button.category-tab').first()).toBeVisible();
    }
    await settled(page);
    release();
    await page.waitForFunction((name) => [...document.fonts].some((face) => face.family === name && face.status === 'loaded'), family.css);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Nothing moved from the first paint on: not the consent bar (shown before the first paint,
    // a browser without a decision), not a member's balance and avatar filling the header, not the
    // game menu's providers row, not the font.
    expect(await shiftsSince(page, 0)).toEqual([]);
    // Without the delay the next page draws in the font.
    await page.unroute(files);
    await page.goto(s.url('help', lang));
    await drawsIn(page, family.css);
  });
}
