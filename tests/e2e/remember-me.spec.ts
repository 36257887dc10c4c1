// Remember me (spec §9: a remember-me cookie of 24 hours): a member who ticks it at login is still
// signed in after the browser restarts (a new context with the cookies and local storage kept, the
// tab's session storage gone), until they log out there; without it a restart signs them out.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { closePopups, expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, oneClickAccount, ownAddress, pageToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const headerAccount = (page: Page) => page.locator('[data-island="header-account"]');

/** Logs in through /login's modal, ticking "keep me signed in" when `remember`. */
async function logIn(page: Page, username: string, password: string, remember: boolean): Promise<void> {
  await page.goto(emerald.url('login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  const keep = dialog.getByLabel('Keep me signed in on this device for 24 hours');
  await expect(keep).not.toBeChecked();
  if (remember) {
    await keep.check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`login-remember-${page.viewportSize()?.width}.png`) });
  }
  await dialog.locator('button[type="submit"]').click();
  await page.waitForURL(emerald.url(''));
  await expect(headerAccount(page).getByTestId('balance')).toBeVisible();
}

/** The same browser after a restart: what a new context keeps (cookies, local storage), popups already seen. */
async function restart(browser: Browser, from: BrowserContext, ip: string): Promise<Page> {
  const context = await browser.newContext({ storageState: await from.storageState(), extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  await closePopups(context);
  return context.newPage();
}

test('a member kept signed in is still signed in after a restart, until they log out there', async ({ page, browser }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, emerald, ip);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, username, password, true);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'remember');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session' });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 23.9 * 3600);

  // A page that needs login opens at once, with a new session of its own.
  const restarted = await restart(browser, page.context(), ip);
  await restarted.goto(emerald.url('member/securityCenter'));
  await expect(headerAccount(restarted).getByTestId('balance')).toBeVisible();
  expect(restarted.url()).toBe(emerald.url('member/securityCenter'));
  expect(await pageToken(restarted)).not.toBe(await pageToken(page));

  await restarted.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name: 'Sign out' }).click();
  await restarted.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(restarted).toHaveURL(emerald.url(''));
  await expect(headerAccount(restarted).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await restarted.context().cookies()).find((c) => c.name === 'remember')).toBeUndefined();
  const later = await restart(browser, restarted.context(), ip);
  await later.goto(emerald.url(''));
  await expect(headerAccount(later).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await pageToken(later)).toBeNull();
  await Promise.all([restarted.context().close(), later.context().close()]);
});

test('without "keep me signed in" a restart signs the member out', async ({ page, browser }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, emerald, ip);
  await logIn(page, username, password, false);
  expect((await page.context().cookies()).find((c) => c.name === 'remember')).toBeUndefined();
  const restarted = await restart(browser, page.context(), ip);
  await restarted.goto(emerald.url(''));
  await expect(headerAccount(restarted).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await pageToken(restarted)).toBeNull();
  await restarted.context().close();
});
