// The phone chrome: a menu button that opens the side menu as a drawer (a keyboard-usable modal),
// a bottom bar with a visitor's or a member's shortcuts, and a header row that keeps balance and
// avatar; on wide screens none of it (unless the brand's game menu is the drawer's), and customer
// service behind one corner button. Each navigation a brand can choose (layout.navigation) is
// checked at 390 and 1366 px, as a visitor, a member and an agent.
import type { Page } from '@playwright/test';
import type { BottomBarItem } from '../../core/config/generated/resolved-tenant-config.ts';
import { bottomBarItems, navigationOf } from '../../core/config/navigation.ts';
import { gameTypePath } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken, expectNoAxeViolations, freshAgent, ownMemberToken } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { type Site, site, sites } from './support/sites.ts';

const emerald = site('emerald');
const PHONE = { width: 390, height: 800 };
const DESK = { width: 1366, height: 800 };

/**
 * One merchant for each navigation the run builds (layout.navigation: the logo's place, the game
 * menu as header tabs, a side rail or the drawer's, the bottom bar's items): classic and every
 * variant a demo merchant or a fixture takes.
 */
const navOf = (s: Site) => JSON.stringify(navigationOf(s.config));
const variants = sites.filter((s, i) => sites.findIndex((other) => navOf(other) === navOf(s)) === i);
const variantName = (s: Site) => {
  const { gameMenu, logo } = navigationOf(s.config);
  return `${s.code} (game menu ${gameMenu}, logo ${logo})`;
};

test('the end-to-end run builds every game menu and logo placement', () => {
  expect(new Set(variants.map((s) => navigationOf(s.config).gameMenu))).toEqual(new Set(['tabs', 'rail', 'drawer']));
  expect(new Set(variants.map((s) => navigationOf(s.config).logo))).toEqual(new Set(['start', 'centre']));
  expect(variants.some((s) => navigationOf(s.config).bottomBar.includes('menu'))).toBe(true);
});

for (const s of variants) {
  const { gameMenu, bottomBar } = navigationOf(s.config);
  // Every opener of the drawer, at every width it shows at: the header's menu button (phones; desks
  // too where the game menu is the drawer's) and the bottom bar's Menu (phones, where the brand has it).
  const openers = [
    { width: PHONE.width, opener: 'header' },
    ...(gameMenu === 'drawer' ? [{ width: DESK.width, opener: 'header' }] : []),
    ...(bottomBar.includes('menu') ? [{ width: PHONE.width, opener: 'bottom bar' }] : []),
  ];
  for (const { width, opener } of openers) {
    test(`${variantName(s)}: the ${opener}'s menu button opens the side menu as a drawer at ${width} px, closed with the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const sp = new SitePage(page, s);
      const { t } = sp;
      await sp.goto(gameTypePath(s.config.products[0]!.gameType));
      // Beside the page there is no room (or the game menu is the drawer's): the side menu waits in the drawer.
      if (width === PHONE.width || gameMenu === 'drawer') await expect(sp.sideMenu).toBeHidden();
      const scope =
        opener === 'header' ? page.getByRole('banner') : page.getByRole('navigation', { name: t('nav.shortcuts'), exact: true });
      const menuButton = scope.getByRole('button', { name: t('nav.menu'), exact: true });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: t('nav.menu') });
      await expect(drawer).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const close = drawer.getByRole('button', { name: t('nav.closeMenu') });
      await expect(close).toBeFocused();
      await expect(drawer.getByRole('complementary', { name: t('side.label') })).toBeVisible();
      await expect(sp.sideShortcuts.getByRole('link', { name: t('menu.deposit') })).toBeVisible();
      // A rail's or the drawer's game menu heads it, the page's game type marked.
      const games = drawer.getByRole('navigation', { name: t('nav.products'), exact: true });
      if (gameMenu === 'tabs') await expect(games).toHaveCount(0);
      else
        await expect(games.getByRole('link', { name: t(`gameType.${s.config.products[0]!.gameType}`), exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      await expectNoAxeViolations(page, '#site-drawer');
      // Focus stays inside: back from the first control to the last, and on again to the first.
      await page.keyboard.press('Shift+Tab');
      const last = drawer.locator('a, button').last();
      await expect(last).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(sp.sideMenu).toBeVisible({ visible: width === DESK.width && gameMenu !== 'drawer' });

      // The close button and the backdrop close it too.
      await menuButton.click();
      await close.click();
      await expect(drawer).toBeHidden();
      await menuButton.click();
      // The backdrop: beside the drawer, which opens from the inline start (the right in Arabic).
      const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
      await page.mouse.click(rtl ? 10 : width - 10, 400);
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  }
}

/** Header, bottom bar and rail controls smaller than a 24 × 24 px touch target, and whether the page is wider than the window. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    for (const control of document.querySelectorAll<HTMLElement>(
      ':is(.site-header, .bottom-bar, .game-rail) :is(a, button, summary, [role="button"])',
    )) {
      const box = control.getBoundingClientRect();
      if (!control.checkVisibility() || box.width === 0) continue;
      if (box.width < 24 || box.height < 24)
        found.push(
          `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 20)}" ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
    }
    return found;
  });
}

/** The bottom bar's labels a visitor or a member sees, for the brand's items in order. */
function barLabels(s: Site, sp: SitePage, member: boolean): string[] {
  const { t } = sp;
  const label: Record<string, string> = {
    home: t('nav.home'),
    promotions: t('nav.promotionsShort'),
    deposit: member ? t('menu.deposit') : t('header.register'),
    service: t('nav.service'),
    account: member ? t('nav.account') : t('header.login'),
    menu: t('nav.menu'),
  };
  return bottomBarItems(s.config).map((item: BottomBarItem) => label[item] ?? t(`gameType.${item as 'RNG'}`));
}

for (const s of variants) {
  const { gameMenu, logo } = navigationOf(s.config);
  // An agent (a sub-agent of the demo's agent01, logged in from a new address: not where the brand verifies new addresses by SMS).
  const agent = s.config.features.agentCentre && !s.fixture && !s.config.whitelabel.LOGINIPVERF3;
  const states = ['visitor', 'member', ...(agent ? ['agent'] : [])];
  for (const state of states) {
    test(`${variantName(s)} as a ${state} at 390 and 1366 px: fits, 24 px targets, axe clean, the game menu where the brand put it with the page marked, the bar's items in order`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const sp = new SitePage(page, s);
      const { t } = sp;
      const type = s.config.products[0]!.gameType;
      const token = state === 'visitor' ? undefined : state === 'agent' ? (await freshAgent(page, s)).token : await ownMemberToken(page, s);
      const games = page.getByRole('navigation', { name: t('nav.products'), exact: true });
      const bar = page.getByRole('navigation', { name: t('nav.shortcuts'), exact: true });
      for (const [width, path] of [
        [PHONE.width, gameTypePath(type)],
        [DESK.width, gameTypePath(type)],
        // A page without the side menu beside it: a rail stays beside it on desks.
        ...(token ? [[DESK.width, 'member'] as const] : []),
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(token && width === PHONE.width ? `${s.url(path)}?token=${token}` : s.url(path));
        if (token) await expect(page.getByTestId('balance')).toContainText(/\d/);
        await page.waitForLoadState('networkidle');
        const where = `/${path} at ${width} px`;
        expect(await misfits(page), where).toEqual([]);
        await expectNoAxeViolations(page, 'body');

        // The game menu: the header's tabs, the rail beside the page (desks), or only the drawer.
        const shown =
          width === DESK.width ? { tabs: 'header', rail: 'side', drawer: 'none' }[gameMenu] : gameMenu === 'tabs' ? 'header' : 'none';
        await expect(page.getByRole('banner').getByRole('navigation', { name: t('nav.products'), exact: true }), where).toBeVisible({
          visible: shown === 'header',
        });
        await expect(page.locator('.page-body').getByRole('navigation', { name: t('nav.products'), exact: true }), where).toBeVisible({
          visible: shown === 'side',
        });
        if (path !== 'member' && shown !== 'none')
          await expect(games.getByRole('link', { name: t(`gameType.${type}`), exact: true }), where).toHaveAttribute(
            'aria-current',
            'page',
          );

        // The logo: in the header's centre on desks while the account fits its half (a visitor's
        // does), else between the menu button and the account; never over either.
        const box = async (selector: string) => page.locator(selector).first().boundingBox();
        const brand = (await box('.site-header .brand'))!;
        const account = (await box('.site-header .header-account'))!;
        const menu = width === PHONE.width || gameMenu === 'drawer' ? await box('.site-header .menu-button') : null;
        // An account on a row of its own (a member's beside the desk's game tabs) is over nothing.
        const beside = account.y < brand.y + brand.height && brand.y < account.y + account.height;
        const [left, right] = s.defaultLang === 'AR' ? [beside && account, menu] : [menu, beside && account];
        if (left) expect(brand.x, where).toBeGreaterThanOrEqual(left.x + left.width);
        if (right) expect(brand.x + brand.width, where).toBeLessThanOrEqual(right.x);
        if (logo === 'centre' && width === DESK.width && state === 'visitor')
          expect(Math.abs(brand.x + brand.width / 2 - width / 2), where).toBeLessThan(2);

        if (width === PHONE.width) {
          const labels = () =>
            bar
              .locator('li')
              .evaluateAll((items) => items.filter((li) => (li as HTMLElement).offsetParent).map((li) => li.textContent?.trim()));
          await expect.poll(labels, where).toEqual(barLabels(s, sp, state !== 'visitor'));
        }
      }
    });
  }
}

test("a phone visitor's bottom bar signs up and logs in; a member's deposits and opens the account", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(emerald.url(''));
  const bar = page.getByRole('navigation', { name: 'Shortcuts', exact: true });
  const labels = () =>
    bar.getByRole('link').evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent).map((a) => a.textContent?.trim()));
  await expect.poll(labels).toEqual(['Home', 'Promos', 'Sign up', 'Service', 'Log in']);
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // The header keeps only what fits: the log-in button (sign-up is in the bar).
  await expect(page.locator('.site-header').getByRole('link', { name: 'Sign up' })).toBeHidden();
  await bar.getByRole('link', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('link', { name: 'Sign up' })).toBeFocused();

  await page.goto(`${emerald.url('help')}?token=${await demoMemberToken(page, emerald)}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await expect.poll(labels).toEqual(['Home', 'Promos', 'Deposit', 'Service', 'Account']);
  await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', emerald.path('member/depositv2'));
  await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', emerald.path('member'));
  // Balance and avatar in the header row; deposit, withdraw and messages in the drawer and the bar.
  const header = page.locator('.site-header');
  await expect(header.getByRole('button', { name: /Demo Player/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Withdraw' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('wide screens show the side menu beside the page, no phone chrome, and customer service in one corner button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const sp = new SitePage(page, emerald);
  await sp.goto('');
  await expect(sp.sideMenu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Shortcuts', exact: true })).toBeHidden();
  const dock = page.getByRole('complementary', { name: 'Customer service' });
  const live = dock.getByRole('link', { name: 'Live chat' });
  await expect(live).toBeHidden();
  await dock.locator('summary').click();
  await expect(live).toBeVisible();
  await expect(live).toHaveAttribute('href', emerald.config.support.resources.LIVECHAT!);
  // A page without the side menu beside it (a game page) carries it only for the phone drawer.
  await page.goto(`${emerald.url('seamless')}?token=${await demoMemberToken(page, emerald)}`);
  await expect(page).toHaveURL(/\/seamless\b/);
  await expect(page.locator('.page-body.no-side')).toBeVisible();
  await expect(sp.sideMenu).toBeHidden();
});

// A member's account does not fit beside a desk's game tabs: the header is a top bar (the logo, the
// account at the row's end) over the tabs on a row of their own, from the first paint; the keyboard
// goes the way the eye does.
for (const s of variants.filter((v) => navigationOf(v.config).gameMenu === 'tabs' && navigationOf(v.config).logo === 'start'))
  test(`${variantName(s)}: a member's desk header is the logo and the account over the game tabs, in that order for the keyboard too`, async ({
    page,
  }) => {
    await page.setViewportSize(DESK);
    const { t } = new SitePage(page, s);
    await page.goto(`${s.url('')}?token=${await ownMemberToken(page, s)}`);
    await expect(page.getByTestId('balance')).toContainText(/\d/);
    const header = page.getByRole('banner');
    const box = async (selector: string) => (await header.locator(selector).first().boundingBox())!;
    const [brand, account, tabs] = [await box('.brand'), await box('.header-account'), await box('nav.product-nav')];
    expect(account.y, 'the account on the logo’s row').toBeLessThan(brand.y + brand.height);
    expect(brand.y).toBeLessThan(account.y + account.height);
    expect(DESK.width - (account.x + account.width), 'at its end').toBeLessThan(40);
    expect(tabs.y, 'the tabs under both').toBeGreaterThanOrEqual(Math.max(brand.y + brand.height, account.y + account.height) - 1);
    expect(Math.abs(tabs.x - brand.x), 'from the logo’s edge').toBeLessThan(24);
    await header.locator('.brand').focus();
    await page.keyboard.press('Tab');
    await expect(header.locator('.header-account :focus')).toHaveCount(1);
    await expect(header.getByRole('navigation', { name: t('nav.products'), exact: true }).locator(':focus')).toHaveCount(0);
  });
