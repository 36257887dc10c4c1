// Every page of every demo merchant fits the screen (and of a fixture for each layout preset no
// demo merchant takes: support/sites.ts' layoutSites): as a visitor and as a member, at 320, 390,
// 768 and 1366 px, no page is wider than the window, no open dialog is wider than itself, and
// no control's text overflows its box. The widths are tried in one page load (resized), after
// the page's islands and data have arrived. Besides the tours: one modal at a time, the logo signed
// in, the agent centre. The record tables, large text and the first screen have specs of their own
// (layout-records, layout-large-text, layout-first-screen).
import type { Page } from '@playwright/test';
import { type Route, routesFor } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, ownAddress, ownMemberToken } from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { logoHeight, misfits, misfitsWhereItLands, openSettled } from './support/page-fit.ts';
import { demoSites, layoutSites } from './support/sites.ts';

/** Widest first: a page loads at 1366 px and is checked there before it is narrowed. */
const WIDTHS = [1366, 768, 390, 320];

/**
 * Where a route sends a viewer who may not see it, or undefined when they see the route itself: a
 * visitor goes from a signed-in page to the login dialog (src/client/navigation.ts, requireLogin;
 * /login opens it over the lobby, at the lobby's address), and from the agent centre to the agent
 * login, where a member who is no agent goes too (src/islands/main.tsx, guardAgentHome). The tours'
 * member is no agent. Every route that sends a viewer to the same page is that page for them: a
 * tour measures one of them, and checks it lands there. (The visitor tours measured the login
 * dialog some thirty times over.)
 */
function sentTo(route: Route, state: 'visitor' | 'member'): { path: string; dialog: boolean } | undefined {
  if (route.kind === 'agentHome') return { path: 'agent', dialog: false };
  return state === 'visitor' && route.auth ? { path: '', dialog: true } : undefined;
}

for (const site of layoutSites) {
  for (const state of ['visitor', 'member'] as const) {
    test(`${site.code}: every page fits 320 to 1366 px, as a ${state}`, async ({ page, newWindow }) => {
      // About 35 pages × 4 widths: half a minute on a quiet machine, more on a loaded one.
      test.setTimeout(240_000);
      // Each page once: aliases (index, home) are the same page as the one they name, and of the
      // routes that send this viewer to the same other page, the first (where it lands is measured).
      const pages = routesFor(site.config)
        .filter((r) => !r.canonical || r.modal)
        .map((r) => ({ path: r.path, landsOn: sentTo(r, state) }));
      const queue = pages.filter(
        ({ landsOn }, i) => landsOn === undefined || pages.findIndex((other) => other.landsOn?.path === landsOn.path) === i,
      );
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
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            const { path, landsOn } = next;
            await tab.setViewportSize({ width: WIDTHS[0]!, height: 800 });
            await openSettled(tab, site.url(path));
            for (const width of WIDTHS) {
              if (width !== tab.viewportSize()?.width) await tab.setViewportSize({ width, height: 800 });
              problems.push(...(await misfitsWhereItLands(tab)).map((problem) => `/${path} at ${width} px: ${problem}`));
            }
            if (landsOn === undefined) continue;
            const landed = new URL(tab.url()).pathname;
            const dialogs = await tab.locator('dialog[open]').count();
            if (landed !== new URL(site.url(landsOn.path)).pathname || (landsOn.dialog && dialogs === 0))
              problems.push(`/${path} sent a ${state} to ${landed} (${dialogs} dialogs open), not to /${landsOn.path}`);
          }
        }),
      );
      expect(problems.sort()).toEqual([]);
    });
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
