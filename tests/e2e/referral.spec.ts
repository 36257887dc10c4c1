// /member/referral against the reference gateway: a member's invite link carries their referral
// code; a friend who registers with it and claims a rebate earns the member their share, which
// the page then shows. The referral entries follow the REFERRAL promotion the operator switches.
import { expectAxeClean } from './support/axe.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
/** The fixture merchant with the referral feature and no agent centre (so its side menu has the entry): its promotion is switched here only. */
const mirage = site('mirage');
const money = (n: number) => `₱ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

test("a friend who registers with a member's link earns the member a share of their rebate", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const host = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, host.username, host.password)).value.token as string;
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  await page.goto(`${luzon.url('member/referral', 'EN')}?token=${token}`);
  await expect(page.getByTestId('invite-link')).toContainText('/en/register?referralCode=');
  const code = (await gatewayCall(page.request, luzon, 'GET', '/wps/referral/info', undefined, auth)).value.referralCode as string;
  // On the main domain the permission call names (the reference gateway: the config's first domain).
  await expect(page.getByTestId('invite-link')).toHaveText(
    `https://${luzon.config.site.domains[0]}${luzon.path('register', 'EN')}?referralCode=${code}`,
  );
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  await expect(page.getByText('No friends have registered with your link yet.')).toBeVisible();
  await expectAxeClean(page, { include: 'main' });

  // The friend registers with the code, plays and claims a rebate.
  const friend = `rf${Math.random().toString(36).slice(2, 8)}`;
  const body = {
    username: friend,
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    payeeName: 'Maria Santos',
    birthday: '1991-02-03',
    referralCode: code,
    ageConfirmed: true,
  };
  const made = await gatewayCall(page.request, luzon, 'PUT', '/wps/member/register', body, { 'X-Forwarded-For': ip }, true);
  expect(made.success, JSON.stringify(made)).toBe(true);
  credit(luzon.code, friend, 50_000_00);
  expect(gatewayCli('play', friend, '--merchant', luzon.code, '--bets', '10', '--seed', '1').status).toBe(0);
  const friendAuth = { Authorization: made.value.token as string, 'X-Forwarded-For': ip };
  const claimed = await gatewayCall(page.request, luzon, 'POST', '/wps/rebate/claim', { requestId: `ref-e2e-${friend}` }, friendAuth);
  expect(claimed.success, JSON.stringify(claimed)).toBe(true);
  // 10% of the claim, rounded down to the centavo, counted in centavos.
  const share = Math.floor(Math.round(claimed.value.amount * 100) / 10) / 100;

  await page.reload();
  await expect(page.getByTestId('referral-totals')).toHaveText(`1 friend; they earned you ${money(share)}`);
  await expect(page.getByRole('rowheader')).toHaveText(`${friend.slice(0, 2)}***${friend.slice(-1)}`);
  await expect(page.getByRole('row').nth(1).locator('td').last()).toHaveText(money(share));
  await expectAxeClean(page, { include: 'main' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('referral-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the referral entries show while the operator runs the REFERRAL promotion, and the page says when it is closed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const username = `rm${Math.random().toString(36).slice(2, 9)}`;
  const body = { username, password: 'Abc12345!', confirmPassword: 'Abc12345!', email: `${username}@example.com` };
  const made = await gatewayCall(page.request, mirage, 'PUT', '/wps/member/register', body, { 'X-Forwarded-For': ip }, true);
  expect(made.success, JSON.stringify(made)).toBe(true);
  const auth = { Authorization: made.value.token as string, 'X-Forwarded-For': ip };
  const link = mirage.path('member/referral', 'EN');
  const menuEntry = page.locator(`.member-menu a[href="${link}"]`);
  /**
   * Each place a member finds the entry, one click away: the member menu on a desk (the site's
   * side menu is not beside the member centre there); on a phone the overview's shortcuts and
   * the side menu in the drawer.
   */
  const expectEntries = async (shown: boolean) => {
    const check = async (entry: Locator) => {
      if (shown) await expect(entry).toBeVisible();
      else await expect(entry).toBeHidden();
    };
    await check(menuEntry);
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page.locator(`.member-shortcuts a[href="${link}"]`));
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
    await check(drawer.locator(`.side-menu a[href="${link}"]`));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 900 });
  };
  // The display of the side menu's entry when the page's scripts have run, before the member's info answers.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const entry = document.querySelector('.side-menu .for-referral');
      sessionStorage.setItem('test.referralAtLoad', entry ? getComputedStyle(entry).display : 'absent');
    }),
  );
  const atLoad = () => page.evaluate(() => sessionStorage.getItem('test.referralAtLoad'));

  await page.goto(`${mirage.url('member', 'EN')}?token=${made.value.token}`);
  await expectEntries(true);

  expect(gatewayCli('referral', 'off', '--merchant', mirage.code)).toMatchObject({ status: 0 });
  try {
    await page.reload();
    await expect(page.getByTestId('overview-balance')).toBeVisible();
    await expectEntries(false);
    expect((await gatewayCall(page.request, mirage, 'GET', '/wps/referral/info', undefined, auth)).errorCode).toBe('referral.closed');
    // The page stays (the build's feature), and says the programme is closed.
    await page.goto(mirage.url('member/referral', 'EN'));
    await expect(page.getByTestId('referral-closed')).toHaveText(/^The invite-friends programme is closed for now/);
    await expect(page.getByTestId('invite-link')).toHaveCount(0);
    await expectAxeClean(page, { include: 'main' });
    await page.screenshot({ path: test.info().outputPath('referral-closed-1366.png') });
  } finally {
    expect(gatewayCli('referral', 'on', '--merchant', mirage.code)).toMatchObject({ status: 0 });
  }

  await page.goto(mirage.url('member', 'EN'));
  await expectEntries(true);
  // The session remembers it: the next page shows the entry in its first paint, nothing moves for it.
  await page.reload();
  await expect(menuEntry).toBeVisible();
  expect(await atLoad()).toBe('list-item');
  await menuEntry.click();
  await expect(page.getByTestId('invite-link')).toContainText('/en/register?referralCode=');
});
