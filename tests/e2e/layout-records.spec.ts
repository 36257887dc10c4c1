// The member and agent centres' record tables on a phone and a desk (the first row seen, nothing
// fixed over a cell, touch targets), the disabled button's look, a balance in the millions at 320 px
// and the header's provider toggles as touch targets: layouts measured on luzon's pages.
import type { Page } from '@playwright/test';
import { routesFor } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { credit } from './support/gateway-db.ts';
import { apiLogin, oneClickAccount, ownAddress, ownMemberToken } from './support/login-helpers.ts';
import { asMemberThenAgent, logoHeight, misfits, openSettled } from './support/page-fit.ts';
import { demoSites } from './support/sites.ts';

/**
 * Cells of the record and report tables (RecordTable) that a reader cannot see: at the current
 * width, any cell of each table's first row outside the window or scrolled out of its box; and, with `fixed`, any cell a
 * fixed element (the corner chat button) would cover at some scroll position. `rows` counts the
 * first rows looked at, so an empty page cannot pass for a checked one.
 */
function recordMisfits(page: Page, fixed: boolean): Promise<{ rows: number; problems: string[] }> {
  return page.evaluate((fixed) => {
    const root = document.documentElement;
    const text = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 24)}"`;
    const problems: string[] = [];
    let rows = 0;
    const overlays = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      if (getComputedStyle(el).position !== 'fixed') return false;
      const box = el.getBoundingClientRect();
      // Bars across the screen (header, bottom bar) keep their own space; a corner button must too.
      return box.width > 0 && box.height > 0 && box.width < root.clientWidth / 2;
    });
    const maxScroll = root.scrollHeight - root.clientHeight;
    for (const table of document.querySelectorAll('.record-table table')) {
      const first = table.querySelector('tbody tr');
      if (!first) continue;
      rows++;
      // Seen means inside the window and inside the table's own scroll box (not scrolled out of it).
      const frame = (table.closest('.record-table') ?? table).getBoundingClientRect();
      const left = Math.max(0, frame.left);
      const right = Math.min(root.clientWidth, frame.right);
      for (const cell of first.querySelectorAll('td, th')) {
        const box = cell.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < left - 1 || box.right > right + 1)
          problems.push(
            `cell ${text(cell)} at ${Math.round(box.left)}–${Math.round(box.right)} px, seen only in ${Math.round(left)}–${Math.round(right)} px`,
          );
      }
      if (!fixed) continue;
      for (const cell of table.querySelectorAll('td, th')) {
        const box = cell.getBoundingClientRect();
        const top = box.top + scrollY;
        for (const overlay of overlays) {
          const o = overlay.getBoundingClientRect();
          const across = box.left < o.right && o.left < box.right;
          // The scroll positions at which the cell passes under the overlay, within those the page has.
          const under = Math.max(0, top - o.bottom) <= Math.min(maxScroll, top + box.height - o.top);
          if (across && under)
            problems.push(
              `${overlay.className || overlay.tagName} (${Math.round(o.left)}–${Math.round(o.right)} px) covers cell ${text(cell)} (${Math.round(box.left)}–${Math.round(box.right)} px)`,
            );
        }
      }
    }
    return { rows, problems: [...new Set(problems)] };
  }, fixed);
}

/** Checkboxes and the member id's Copy smaller than a 24 × 24 px touch target (WCAG 2.5.8), described. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main input[type="checkbox"], main .copy-id')]
      .map((el) => [el, el.getBoundingClientRect()] as const)
      .filter(([, box]) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(([el, box]) => `${el.outerHTML.slice(0, 60)} is ${Math.round(box.width)}×${Math.round(box.height)} px`),
  );
}

// Luzon: the merchant the tour found the money hidden on (peso amounts, Filipino, an agent centre).
test('luzon: every record and report shows its first row on a 390 px phone, nothing fixed covers a cell at 1366 px, touch targets are 24 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const s = demoSites.find((d) => d.code === 'luzon');
  if (!s) throw new Error('the run builds no luzon');
  const routes = routesFor(s.config).filter((r) => r.kind === 'member' || r.kind === 'pointMall' || r.kind === 'agentHome');
  const problems: string[] = [];
  let rows = 0;
  const visit = async (paths: string[]) => {
    for (const path of paths) {
      await page.setViewportSize({ width: 390, height: 844 });
      await openSettled(page, s.url(path));
      const phone = await recordMisfits(page, false);
      problems.push(...(await smallTargets(page)).map((p) => `/${path} at 390 px: ${p}`));
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const desk = await recordMisfits(page, true);
      rows += phone.rows;
      problems.push(...phone.problems.map((p) => `/${path} at 390 px: ${p}`), ...desk.problems.map((p) => `/${path} at 1366 px: ${p}`));
    }
  };
  let memberRows = 0;
  await asMemberThenAgent(page, s, routes, async (paths, who) => {
    await visit(paths);
    if (who === 'member') memberRows = rows;
  });
  expect(problems).toEqual([]);
  // demo01's seeded bets fill the transactions, betting record and profit and loss; agent01's team the reports.
  expect(memberRows).toBeGreaterThanOrEqual(3);
  expect(rows - memberRows).toBeGreaterThanOrEqual(2);
});

test('a disabled button has the site’s disabled style, readable on its background, not the browser’s grey on grey', async ({ page }) => {
  const luzon = demoSites.find((s) => s.code === 'luzon')!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${luzon.url('help', 'EN')}?token=${await ownMemberToken(page, luzon)}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await page.goto(luzon.url('member/transactionHistory', 'EN'));
  // The period after this one cannot be chosen yet.
  const next = page.getByRole('button', { name: 'Next 7 days' });
  await expect(next).toBeDisabled();
  const look = await next.evaluate((button) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    // Relative luminance and contrast ratio (WCAG 2).
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let under: Element | null = button;
    while (under && (rgb(getComputedStyle(under).backgroundColor)[3] ?? 1) === 0) under = under.parentElement;
    const [text, background] = [getComputedStyle(button).color, getComputedStyle(under ?? document.body).backgroundColor].map(rgb);
    const [light, dark] = [luminance(text!), luminance(background!)].sort((a, b) => b - a);
    return {
      border: getComputedStyle(button).borderStyle,
      opacity: getComputedStyle(button).opacity,
      alpha: text![3] ?? 1,
      contrast: (light! + 0.05) / (dark! + 0.05),
    };
  });
  // Solid: a dashed outline reads as a placeholder.
  expect(look).toMatchObject({ border: 'solid', opacity: '1', alpha: 1 });
  expect(look.contrast).toBeGreaterThanOrEqual(4.5);
});

test('a balance in the millions keeps the member centre and its header within a 320 px phone', async ({ page }) => {
  const luzon = demoSites.find((s) => s.code === 'luzon')!;
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  credit('luzon', username, 123_456_789_00);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${luzon.url('member')}?token=${token}`);
  await expect(page.getByTestId('balance')).toContainText('123,456,789');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await misfits(page), `at ${width} px`).toEqual([]);
    // The account gives way (to a row of its own under the logo), not the logo.
    expect(await logoHeight(page), `at ${width} px`).toBeGreaterThanOrEqual(23.5);
  }
});

test('the header’s provider toggles are touch targets of at least 24 × 24 px', async ({ page }) => {
  const luzon = demoSites.find((s) => s.code === 'luzon')!;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(luzon.url(''));
  const toggles = page.locator('.vendor-menu summary');
  expect(await toggles.count()).toBeGreaterThan(0);
  const small = await toggles.evaluateAll((all) =>
    all
      .map((el) => [el.parentElement?.previousElementSibling?.textContent ?? '', el.getBoundingClientRect()] as const)
      .filter(([, box]) => box.width < 24 || box.height < 24)
      .map(([of, box]) => `${of}: ${Math.round(box.width)}×${Math.round(box.height)} px`),
  );
  expect(small).toEqual([]);
});
