// Browsing games on a phone and a desk: every game's name can be read whole on its
// card, a long list grows with "More" (the address keeps the page) over a pager that keeps to one
// row on a phone, and the filter chips are never clipped or repeated.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { ownAddress } from './support/login-helpers.ts';
import { demoSites, site } from './support/sites.ts';

const luzon = site('luzon');
const SCREENS = [
  [390, 844],
  [1366, 768],
] as const;

const list = (page: Page) => page.locator('[data-island="game-list"]');
const cards = (page: Page) => list(page).locator('.game-grid > .game-card:not(.game-card-skeleton)');
const pager = (page: Page) => list(page).getByRole('navigation', { name: 'Pages' });

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

/** Names that do not fit their card (cut by an ellipsis or its lines), and cards whose whole name is not reachable. */
function cutNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.game-grid > .game-card:not(.game-card-skeleton)')].flatMap((card) => {
      const name = card.querySelector<HTMLElement>('.game-card-name')!;
      const text = name.textContent ?? '';
      const problems: string[] = [];
      if (name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1)
        problems.push(`"${text}" needs ${name.scrollWidth}×${name.scrollHeight} px in ${name.clientWidth}×${name.clientHeight}`);
      // The whole name on hover (the card's title) and to assistive technology (the play button's name).
      if (card.title !== text) problems.push(`"${text}": the card's title is "${card.title}"`);
      if (!card.querySelector('.game-card-play')?.getAttribute('aria-label')?.includes(text))
        problems.push(`"${text}": not in the play button's name`);
      return problems;
    }),
  );
}

for (const s of demoSites.filter((d) => ['luzon', 'saigon'].includes(d.code))) {
  test(`${s.code}: every game card shows its whole name on the lobby, /live and /rng at 390 and 1366 px`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    for (const path of ['', 'live', 'rng']) {
      for (const [width, height] of SCREENS) {
        await page.setViewportSize({ width, height });
        await page.goto(s.url(path, 'EN'));
        await expect(page.locator('.game-grid > .game-card:not(.game-card-skeleton)').first()).toBeVisible();
        problems.push(...(await cutNames(page)).map((p) => `/${path} at ${width} px: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

test('/rng at 390 px: More appends the next page and the address keeps it; a reload starts there; the pager keeps to one row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(luzon.url('rng', 'EN'));
  // A visitor's list is the build's until it is used: the All tab starts the island.
  await list(page).locator('.filter-tab', { hasText: /^All$/ }).first().click();
  await expect(list(page).getByRole('tab', { name: 'All', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(18);
  const first = await cards(page).locator('.game-card-name').allTextContents();

  const more = list(page).getByRole('button', { name: 'More', exact: true });
  await more.click();
  await expect(cards(page)).toHaveCount(36);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // The first page stays, the second follows it.
  const shown = await cards(page).locator('.game-card-name').allTextContents();
  expect(shown.slice(0, 18)).toEqual(first);
  expect(new Set(shown).size).toBe(36);
  await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await more.click();
  await expect(cards(page)).toHaveCount(54);
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  const third = (await cards(page).locator('.game-card-name').allTextContents()).slice(36);

  // A reload (or the shared address) shows page 3, where the list was left.
  await page.reload();
  await expect(pager(page).getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).locator('.game-card-name')).toHaveText(third);

  // Hundreds of pages, the current one in the middle: one row, within the screen.
  const pages = Number(
    await pager(page)
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .textContent(),
  );
  expect(pages).toBeGreaterThan(100);
  await page.goto(`${luzon.url('rng', 'EN')}?page=${Math.floor(pages / 2)}`);
  await expect(pager(page).getByRole('button', { name: `Page ${Math.floor(pages / 2)}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = await pager(page).evaluate((nav) => {
    const boxes = [...nav.querySelectorAll('button, .page-gap')].map((item) => item.getBoundingClientRect());
    return {
      rows: new Set(boxes.map((b) => Math.round((b.top + b.bottom) / 2))).size,
      right: Math.max(...boxes.map((b) => b.right)),
      left: Math.min(...boxes.map((b) => b.left)),
    };
  });
  expect(rows.rows).toBe(1);
  expect(rows.left).toBeGreaterThanOrEqual(0);
  expect(rows.right).toBeLessThanOrEqual(390);
});

/**
 * Chips of the game list's rows that are clipped: a label wider than its chip, a chip cut by its
 * row's edge where the row does not fade out to say it scrolls, and the same text twice.
 */
function chipProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const texts: string[] = [];
    const chips = document.querySelectorAll<HTMLElement>(
      '[data-island="game-list"] :is(.filter-tabs .filter-tab, .vendor-filter a, .class-filter .filter-tab)',
    );
    for (const chip of chips) {
      const box = chip.getBoundingClientRect();
      if (box.width === 0) continue;
      const text = (chip.textContent ?? '').trim();
      texts.push(text);
      if (chip.scrollWidth > chip.clientWidth + 1) problems.push(`"${text}" needs ${chip.scrollWidth} px in ${chip.clientWidth}`);
      const row = chip.closest('.filter-tabs, .vendor-filter, .class-filter')!;
      const rowBox = row.getBoundingClientRect();
      const style = getComputedStyle(row);
      const fade = (edge: 'start' | 'end') => Number.parseFloat(style.getPropertyValue(`--row-fade-${edge}`)) > 0;
      // A chip cut by another box that lies over the row (the phone's Filters toggle).
      const over = document.elementFromPoint(Math.min(box.right, rowBox.right) - 2, box.top + box.height / 2);
      if (box.right > rowBox.right + 1 && box.left < rowBox.right && !fade('end')) problems.push(`"${text}" is cut at its row's end`);
      if (box.left < rowBox.left - 1 && box.right > rowBox.left && !fade('start')) problems.push(`"${text}" is cut at its row's start`);
      const seen = box.left < rowBox.right && box.right > rowBox.left;
      if (seen && over && !chip.contains(over) && !row.contains(over)) problems.push(`"${text}" is under ${over.className}`);
    }
    const twice = texts.filter((text, i) => texts.indexOf(text) !== i);
    if (twice.length) problems.push(`chips say the same: ${[...new Set(twice)].join(', ')}`);
    return problems;
  });
}

for (const s of demoSites.filter((d) => ['luzon', 'saigon'].includes(d.code))) {
  test(`${s.code}: the slots filters at 390 and 1366 px: no chip clipped or cut unannounced, no text twice`, async ({ page }) => {
    const problems: string[] = [];
    for (const [width, height] of SCREENS) {
      for (const lang of [s.defaultLang, ...s.otherLangs]) {
        await page.setViewportSize({ width, height });
        await page.goto(s.url('rng', lang));
        await list(page).locator('.filter-tab').first().click();
        await expect(list(page).getByRole('tablist')).toBeVisible();
        // A phone shows providers and classes behind Filters.
        if (width === 390) await list(page).locator('summary.filter-toggle').click();
        await expect(list(page).locator('.class-filter .filter-tab').first()).toBeVisible();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        problems.push(...(await chipProblems(page)).map((p) => `${lang} at ${width} px: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
}
