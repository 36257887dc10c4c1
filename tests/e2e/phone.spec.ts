// The phone chrome: a menu button that opens the side menu as a drawer (a keyboard-usable modal),
// a bottom bar with a visitor's or a member's shortcuts, and a header row that keeps balance and
// avatar; on wide screens none of it, and customer service behind one corner button.
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken, expectNoAxeViolations } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const PHONE = { width: 390, height: 800 };

test('a phone visitor opens the side menu as a drawer and closes it with the keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const sp = new SitePage(page, emerald);
  await sp.goto('rng');
  // Beside the page there is no room: the side menu waits in the drawer.
  await expect(sp.sideMenu).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const close = drawer.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();
  await expect(drawer.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await expect(sp.sideShortcuts.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(sp.sideSection('Licence')).toBeVisible();
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
  await expect(sp.sideMenu).toBeHidden();

  // The close button and the backdrop close it too.
  await menuButton.click();
  await close.click();
  await expect(drawer).toBeHidden();
  await menuButton.click();
  await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
  await expect(drawer).toBeHidden();
});

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
