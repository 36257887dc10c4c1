// Every page of every demo merchant fits the screen (and of a fixture for each layout preset no
// demo merchant takes: support/sites.ts' layoutSites): as a visitor and as a member, at 320, 390,
// 768 and 1366 px, no page is wider than the window, no open dialog is wider than itself, and
// no control's text overflows its box. The widths are tried in one page load (resized), after
// the page's islands and data have arrived.
import type { Page } from '@playwright/test';
import { routesFor } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { DEMO } from '../gateway/harness.ts';
import { credit } from './support/gateway-db.ts';
import {
  apiLogin,
  demoMemberToken,
  forgetTabSession,
  gatewayCall,
  oneClickAccount,
  ownAddress,
  ownMemberToken,
} from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { demoSites, layoutSites } from './support/sites.ts';
import { requestsOf } from '../../scripts/lib/check/inspect.ts';

/** Widest first: a page loads at 1366 px and is checked there before it is narrowed. */
const WIDTHS = [1366, 768, 390, 320];

/**
 * Opens a page and waits until none of its requests has been in flight for 0.2 s (at most 20 s):
 * its islands have their data. The release gate's test of a settled page (scripts/lib/check/inspect.ts);
 * Playwright's networkidle waits 0.5 s of quiet, which over the tours' hundreds of pages added minutes.
 */
async function openSettled(page: Page, url: string): Promise<void> {
  const requests = requestsOf(page);
  try {
    await page.goto(url);
    await requests.settled(20_000);
  } finally {
    requests.stop();
  }
}

/**
 * What does not fit at the current width, described for the failure message. After two frames, in
 * the same call: a resize just made has laid out and its media queries apply.
 */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // The widest elements that reach past the window (not those inside a scrolling row).
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= root.clientWidth + 1) return false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      });
      found.push(`page ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${wide.slice(-3).map(name).join('; ')}`);
    }
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1)
        found.push(`dialog ${name(dialog)} holds ${dialog.scrollWidth} px in ${dialog.clientWidth} px`);
    }
    // The notice marquee's text is wider than its box by design: it scrolls through it.
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a.btn, a.bottom-link, a.category-tab, a.filter-tab, summary, label, select, .vendor-chip',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.display === 'inline' || style.visibility === 'hidden' || control.closest('.visually-hidden, .notice-marquee')) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1) {
        found.push(
          `control ${name(control)} needs ${control.scrollWidth}×${control.scrollHeight} px in ${control.clientWidth}×${control.clientHeight}`,
        );
      }
    }
    return found;
  });
}

for (const site of layoutSites) {
  for (const state of ['visitor', 'member'] as const) {
    test(`${site.code}: every page fits 320 to 1366 px, as a ${state}`, async ({ page, newWindow }) => {
      // About 35 pages × 4 widths: half a minute on a quiet machine, more on a loaded one.
      test.setTimeout(240_000);
      // Each page once: aliases (index, home) are the same page as the one they name.
      const queue = routesFor(site.config)
        .filter((r) => !r.canonical || r.modal)
        .map((r) => r.path);
      // Pages in three windows at once: most of a page's time here is the wait for its network to be
      // quiet (half a second of nothing), which the windows share. Each one's errors fail the test too.
      const tabs = [page, ...(await Promise.all([1, 2].map(() => newWindow())))];
      if (state === 'member') {
        // A session of its own (each tab keeps it): on saigon demo01 from a known address, so no SMS is sent.
        const token = await ownMemberToken(page, site, tabs.slice(1));
        for (const tab of tabs) {
          await tab.goto(`${site.url('help')}?token=${token}`);
          await expect(tab.getByTestId('balance')).toContainText(/\d/);
        }
      }
      const problems: string[] = [];
      await Promise.all(
        tabs.map(async (tab) => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            await tab.setViewportSize({ width: WIDTHS[0]!, height: 800 });
            await openSettled(tab, site.url(path));
            for (const width of WIDTHS) {
              if (width !== tab.viewportSize()?.width) await tab.setViewportSize({ width, height: 800 });
              problems.push(...(await misfitsWhereItLands(tab)).map((problem) => `/${path} at ${width} px: ${problem}`));
            }
          }
        }),
      );
      expect(problems.sort()).toEqual([]);
    });
  }
}

/**
 * misfits(), on the page a visitor ends up on: a member page sends a visitor to the login page, a
 * page of a closed site to its status page, sometimes after the page had settled (its script is
 * slow on a loaded machine). Then the new page is measured, once it is as quiet as networkidle says.
 */
async function misfitsWhereItLands(page: Page): Promise<string[]> {
  try {
    return await misfits(page);
  } catch (error) {
    if (!/Execution context was destroyed/.test((error as Error).message)) throw error;
    await page.waitForLoadState('networkidle');
    return misfits(page);
  }
}

/** How many modal dialogs are open at once. */
const modalsOpen = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('dialog[open]')].filter((d) => d.matches(':modal')).length);

test.describe('one modal at a time', () => {
  // About the popups: do not start with them closed (support/fixtures.ts).
  test.use({ popups: true });

  test('a phone’s first visit: the menu pressed as the popups arrive opens the drawer alone; they wait for the next page', async ({
    page,
  }) => {
    const emerald = demoSites.find((s) => s.code === 'emerald')!;
    await page.setViewportSize({ width: 390, height: 844 });
    // The press comes before the popups, its drawer after them: the drawer's chunk is held until they have come.
    const releasePopups = await holdRequests(page, /MCSFE_getListAnnouncements/);
    const releaseDrawer = await holdRequests(page, /\/_astro\/drawer\.[\w-]+\.js$/);
    await page.goto(emerald.url(''));
    const menu = page.locator('[data-drawer-open]');
    await menu.click();
    const popupsCame = page.waitForResponse(/MCSFE_getListAnnouncements/);
    releasePopups();
    await popupsCame;
    await page.waitForTimeout(500);
    releaseDrawer();
    await expect(page.locator('dialog#site-drawer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(await modalsOpen(page)).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
    // The visitor was using the page: closing the drawer gives it back to them, the popups do not take over.
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
    // Not closed, only not shown: the next page offers them.
    await page.goto(emerald.url(''));
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
    expect(await modalsOpen(page)).toBe(1);
  });
});

/** The header logo's drawn height, once it is checked to keep its picture's aspect (within 2 %). */
async function logoHeight(page: Page): Promise<number> {
  const { width, height, natural } = await page.locator('.site-header .brand img').evaluate((img: HTMLImageElement) => ({
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
    natural: img.naturalWidth / img.naturalHeight,
  }));
  expect(Math.abs(width / height - natural), `logo ${width}×${height}, picture aspect ${natural}`).toBeLessThan(0.02 * natural);
  return height;
}

for (const site of layoutSites) {
  test(`${site.code}: signed in on a phone, the logo keeps its size and aspect`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url('')}?token=${await ownMemberToken(page, site)}`);
    await expect(page.getByTestId('balance')).toContainText(/\d/);
    expect(await logoHeight(page)).toBeGreaterThanOrEqual(31.5);
    // The header still fits the phone.
    expect(await misfits(page)).toEqual([]);
  });
}

test.describe('the agent centre on a phone and a desk', () => {
  const luzon = demoSites.find((s) => s.code === 'luzon')!;
  const agentToken = async (page: Page) => {
    const ip = await ownAddress(page);
    return (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  };

  test('at 390 px: the agent login button is in the first screen; the centre has a compact header and its menu in a drawer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(luzon.url('agent', 'EN'));
    const login = page.locator('[data-island="agent-login"]').getByRole('button', { name: 'Log in' });
    await expect(login).toBeInViewport({ ratio: 1 });

    await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${await agentToken(page)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Downline management' })).toBeVisible();
    const header = page.locator('.agent-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
    const logo = await header.locator('.brand img').boundingBox();
    expect(logo!.height).toBeGreaterThanOrEqual(31.5);
    // The menu and the shortcuts are the drawer's.
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(menu).toBeHidden();
    await header.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Team overview' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(drawer).toContainText('Support hours');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await misfits(page)).toEqual([]);
    // Scrolled to its end, no action button of the downline table lies under the pinned account column.
    const scroller = page.getByRole('region', { name: 'Downlines (scrolls sideways)' });
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const covered = await page.evaluate(
      () =>
        [...document.querySelectorAll('.downline-actions .btn')].filter((button) => {
          const box = button.getBoundingClientRect();
          const account = button.closest('tr')!.querySelector('th')!.getBoundingClientRect();
          return box.left < account.right - 1;
        }).length,
    );
    expect(covered).toBe(0);
  });

  test('at 1366 px: the downline table fits beside the menu, every action in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${await agentToken(page)}`);
    const scroller = page.getByRole('region', { name: 'Downlines (scrolls sideways)' });
    await expect(scroller.locator('tbody tr').first()).toBeVisible();
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await misfits(page)).toEqual([]);
    const header = page.locator('.agent-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
    await expect(page.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
    for (const name of ['Send money', 'Offer contract', 'Downlines'])
      await expect(
        scroller
          .getByRole('button', { name: new RegExp(name) })
          .or(scroller.getByRole('link', { name: new RegExp(name) }))
          .first(),
      ).toBeInViewport();
  });
});

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

/**
 * Visits the member's pages among `routes` with demo01's session, then the agent centre's with
 * agent01's (luzon's demo accounts), handing each set of paths to `visit`.
 */
async function asMemberThenAgent(
  page: Page,
  s: (typeof demoSites)[number],
  routes: { path: string; kind: string }[],
  visit: (paths: string[], who: 'member' | 'agent') => Promise<void>,
): Promise<void> {
  await page.goto(`${s.url('help')}?token=${await demoMemberToken(page, s)}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await visit(
    routes.filter((r) => r.kind !== 'agentHome').map((r) => r.path),
    'member',
  );
  const ip = await ownAddress(page);
  const agent = await apiLogin(page.request, s, ip, 'agent01', DEMO.luzon);
  await forgetTabSession(page, s);
  await page.goto(`${s.url('agentHome')}?token=${agent.value.token as string}`);
  await visit(
    routes.filter((r) => r.kind === 'agentHome').map((r) => r.path),
    'agent',
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

/** Sets the root font size as Chromium's text size setting does, and waits for the layout. */
async function textAt200(page: Page): Promise<void> {
  // Chromium's text size setting cannot be set from a test; the root's font size is what it changes.
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
  // Chromium's text size setting cannot be set from a test; the root's font size is what it changes.
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
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
      // Chromium's text size setting cannot be set from a test; the root's font size is what it changes.
      await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
        // Chromium's text size setting cannot be set from a test; the root's font size is what it changes.
        await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
        problems.push(...(await misfits(page)).map((p) => `/${path} at ${width} px: ${p}`));
        if (process.env['SKINFORGE_TOUR_SHOTS'])
          await page.screenshot({ path: test.info().outputPath(`${path.replaceAll('/', '-')}-${width}.png`), fullPage: true });
      }
    }
  };
  await asMemberThenAgent(page, s, routes, visit);
  expect(problems).toEqual([]);
});

/**
 * Cards wholly inside the first screen: below nothing fixed at the top (the header scrolls away
 * with the page) and above the phone's bottom bar and anything else fixed at the bottom.
 */
function wholeCardsInFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = innerHeight;
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      // Bars across the bottom of the screen (the corner chat button covers no whole card).
      if (box.width > innerWidth / 2 && box.height > 0 && box.bottom >= innerHeight - 1) bottom = Math.min(bottom, box.top);
    }
    const cards = document.querySelectorAll('.game-grid > .game-card:not(.game-card-skeleton), .vendor-card');
    return [...cards].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.width > 0 && box.top >= 0 && box.left >= 0 && box.right <= innerWidth && box.bottom <= bottom;
    }).length;
  });
}

// The lobby's first screen shows a game (a member's first one was at y≈960 on a 844 px
// phone, and none at 1366×768): at least one whole game card, as a visitor and signed in.
for (const site of layoutSites) {
  test(`${site.code}: the lobby shows a whole game in its first screen at 390×844 and 1366×768, as a visitor and as a member`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    for (const state of ['visitor', 'member'] as const) {
      if (state === 'member') {
        await page.goto(`${site.url('help')}?token=${await ownMemberToken(page, site)}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await openSettled(page, site.url(''));
        await expect(page.locator('#hot-games .game-grid > .game-card').first()).toBeVisible();
        const shown = await wholeCardsInFirstScreen(page);
        if (shown < 1) {
          const first = await page
            .locator('.game-grid > .game-card')
            .first()
            .evaluate((card) => Math.round(card.getBoundingClientRect().bottom));
          problems.push(`${state} at ${width}×${height}: no whole game in the first screen (the first one ends at y=${first})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

/** Game cards a game page's first screen shows at least: the games, not the banner and filters. */
const FIRST_SCREEN_CARDS = 4;

for (const site of layoutSites) {
  for (const state of ['visitor', 'member'] as const) {
    test(`${site.code}: each game page shows at least ${FIRST_SCREEN_CARDS} whole games in its first screen, as a ${state}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const gamePages = routesFor(site.config).filter((r) => r.kind === 'gameList' || r.kind === 'gameCentre');
      expect(gamePages.length).toBeGreaterThan(0);
      if (state === 'member') {
        // A session of its own: on saigon demo01 from a known address, so no SMS is sent.
        await page.goto(`${site.url('help')}?token=${await ownMemberToken(page, site)}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      const problems: string[] = [];
      for (const route of gamePages) {
        // A game centre with fewer vendors than that shows them all.
        const vendors = site.config.products.find((p) => p.gameType === route.gameType)?.vendors.length ?? 0;
        const wanted = route.kind === 'gameCentre' ? Math.min(FIRST_SCREEN_CARDS, vendors) : FIRST_SCREEN_CARDS;
        for (const [width, height] of [
          [390, 844],
          [1366, 768],
        ] as const) {
          await page.setViewportSize({ width, height });
          await openSettled(page, site.url(route.path));
          await expect(page.locator('.game-grid > .game-card:not(.game-card-skeleton), .vendor-card').first()).toBeVisible();
          const shown = await wholeCardsInFirstScreen(page);
          if (shown < wanted)
            problems.push(`/${route.path} at ${width}×${height}: ${shown} whole cards in the first screen, not ${wanted}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
