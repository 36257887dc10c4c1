// Text at 200 % (Chromium's text size, as a reader with low vision sets it) on luzon: the bottom
// bar's words whole, the banner's buttons off the banner, the member and agent centres within a
// phone and a desk.
import type { Page } from '@playwright/test';
import { routesFor } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken, gatewayCall, ownMemberToken } from './support/login-helpers.ts';
import { asMemberThenAgent, misfits, openSettled, textAt200 } from './support/page-fit.ts';
import { demoSites } from './support/sites.ts';

/**
 * At large text on a phone, what reads wrong in the bottom bar and the banner: a label over the next
 * entry, a label word broken across lines ("Hom e"), carousel buttons over the banner's picture.
 */
function largeTextMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const li of document.querySelectorAll('.bottom-bar li')) {
      const link = li.querySelector('a, button');
      const label = link?.querySelector('span');
      if (!link || !label || getComputedStyle(li).display === 'none') continue;
      if (link.scrollWidth > li.getBoundingClientRect().width + 1) found.push(`"${link.textContent?.trim()}" needs ${link.scrollWidth} px`);
      // Each word (a hyphen ends one: "Mag-" may end a line) must lie on one line: one box per word.
      const text = label.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const content = text.textContent ?? '';
      for (const match of content.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.push(`"${content}" breaks "${match[0]}" across ${tops.size} lines`);
      }
    }
    const controls = document.querySelector('.banner-strip .carousel-controls');
    const banner = document.querySelector('.banner-strip .carousel-track');
    if (controls && banner) {
      const c = controls.getBoundingClientRect();
      const b = banner.getBoundingClientRect();
      if (c.bottom > b.top + 1 && c.top < b.bottom - 1 && c.right > b.left && c.left < b.right)
        found.push(`the carousel buttons (${Math.round(c.width)}×${Math.round(c.height)} px) lie over the banner`);
    }
    return found;
  });
}

test('luzon: at 200 % text a visitor’s phone keeps the bottom bar’s words whole and the banner buttons off the banner', async ({
  page,
}) => {
  const s = demoSites.find((d) => d.code === 'luzon')!;
  await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  for (const language of ['EN', 'TY'] as const) {
    await page.goto(s.url('', language));
    await expect(page.locator('.banner-strip .carousel-controls')).toBeVisible();
    await textAt200(page);
    problems.push(...(await largeTextMisfits(page)).map((p) => `/ in ${language}: ${p}`));
  }
  expect(problems).toEqual([]);
});

test('luzon: at 200 % text the lobby and the member overview keep within a 390 px phone, the bottom bar labels apart', async ({ page }) => {
  const s = demoSites.find((d) => d.code === 'luzon')!;
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await ownMemberToken(page, s);
  // A game played, as demo01 has one once game-centre.spec.ts has launched its cockfight: the lobby's
  // Recently played and its More once made the page 424 px wide (511 px in Filipino).
  const [hot] = (await gatewayCall(page.request, s, 'GET', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN', undefined)).value
    .list as Array<{ nodeId: number }>;
  const launch = await gatewayCall(page.request, s, 'GET', `/wps/game/launchGame?launchMode=GLS&nodeId=${hot!.nodeId}`, undefined, {
    Authorization: token,
  });
  expect(launch.success, JSON.stringify(launch)).toBe(true);
  await page.goto(`${s.url('help', 'EN')}?token=${token}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  const problems: string[] = [];
  for (const [path, language] of [
    ['', 'EN'],
    ['', 'TY'],
    ['member', 'EN'],
  ] as const) {
    await page.goto(s.url(path, language));
    await expect(page.getByTestId('balance')).toContainText(/\d/);
    if (path === '') await expect(page.locator('.recent-section .game-card').first()).toBeVisible();
    if (path === '') await expect(page.locator('.banner-strip .carousel-controls')).toBeVisible();
    await textAt200(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) problems.push(`/${path} in ${language}: the page is ${width} px wide`);
    problems.push(...(await largeTextMisfits(page)).map((p) => `/${path} in ${language}: ${p}`));
  }
  expect(problems).toEqual([]);
});

test('luzon: at 200 % text on a 1366 px desk the member overview takes the page’s width and its benefits table does not scroll', async ({
  page,
}) => {
  const s = demoSites.find((d) => d.code === 'luzon')!;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${s.url('help', 'EN')}?token=${await ownMemberToken(page, s)}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await page.goto(s.url('member', 'EN'));
  await expect(page.locator('.vip-ranks tbody tr').first()).toBeVisible();
  await textAt200(page);
  const layout = await page.evaluate(() => {
    const width = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().width;
    const table = document.querySelector('.vip-card .record-table')!;
    return {
      main: width('.page-main'),
      cards: width('.overview-cards'),
      menuShown: getComputedStyle(document.querySelector('.member-menu')!).display !== 'none',
      tableScrolls: table.scrollWidth - table.clientWidth,
      // The account and balance cards share a row.
      sideBySide:
        document.querySelector('.overview-account')!.getBoundingClientRect().top ===
        document.querySelector('[aria-labelledby="overview-balance-title"]')!.getBoundingClientRect().top,
    };
  });
  // The 14 em menu beside would leave the cards a column of half the page: its shortcuts below stand in.
  expect(layout.menuShown).toBe(false);
  await expect(page.getByRole('heading', { name: 'Everything in the member centre' })).toBeVisible();
  expect(layout.cards).toBeGreaterThanOrEqual(layout.main - 1);
  expect(layout.sideBySide).toBe(true);
  expect(layout.tableScrolls).toBeLessThanOrEqual(1);
  expect(await misfits(page)).toEqual([]);
  // On the other pages the menu is a row above the content, its sign-out (a desk has no drawer) at the row's end.
  await page.goto(s.url('member/transactionHistory', 'EN'));
  await textAt200(page);
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  const row = (await menu.locator('ul').boundingBox())!;
  const signOut = (await menu.getByRole('button', { name: 'Sign out' }).boundingBox())!;
  expect(signOut.y + signOut.height / 2).toBeGreaterThan(row.y);
  expect(signOut.y + signOut.height / 2).toBeLessThan(row.y + row.height);
  expect(signOut.x).toBeGreaterThanOrEqual(row.x + row.width - 1);
});

test('luzon: at 200 % text the first record of each record page keeps its values inside their cells, on a phone and a desk', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const s = demoSites.find((d) => d.code === 'luzon')!;
  await page.goto(`${s.url('help', 'EN')}?token=${await demoMemberToken(page, s)}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  const problems: string[] = [];
  let rows = 0;
  for (const path of ['member/transactionHistory', 'member/personalHistoryCopy', 'member/personalProfit']) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await page.goto(s.url(path, 'EN'));
      await expect(page.locator('.record-table tbody tr').first()).toBeVisible();
      await textAt200(page);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('.record-table tbody tr:first-child')].flatMap((row) =>
          [...row.querySelectorAll<HTMLElement>('td, th')]
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => `"${(cell.textContent ?? '').trim().slice(0, 24)}" needs ${cell.scrollWidth} px in ${cell.clientWidth}`),
        ),
      );
      rows += await page.locator('.record-table tbody tr:first-child').count();
      problems.push(...found.map((p) => `/${path} at ${width} px: ${p}`));
    }
  }
  expect(problems).toEqual([]);
  expect(rows).toBeGreaterThanOrEqual(6);
});
test('luzon: at 200 % text every member and agent centre page fits 390 and 1366 px: no sideways page, no clipped control', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const s = demoSites.find((d) => d.code === 'luzon')!;
  const routes = routesFor(s.config).filter(
    (r) => !r.canonical && (r.kind === 'member' || r.kind === 'pointMall' || r.kind === 'agentHome'),
  );
  const problems: string[] = [];
  const visit = async (paths: string[]) => {
    for (const path of paths) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
        await openSettled(page, s.url(path, 'EN'));
        await textAt200(page);
        problems.push(...(await misfits(page)).map((p) => `/${path} at ${width} px: ${p}`));
        if (process.env['SKINFORGE_TOUR_SHOTS'])
          await page.screenshot({ path: test.info().outputPath(`${path.replaceAll('/', '-')}-${width}.png`), fullPage: true });
      }
    }
  };
  await asMemberThenAgent(page, s, routes, visit);
  expect(problems).toEqual([]);
});
