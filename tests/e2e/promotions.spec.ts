// The promotions page: the gateway's promotion announcements (type PR) for the audience, visitors
// (B) or members (A), with a login prompt for visitors; a clear message when there are none or
// they cannot be loaded, and never "Loading…" for ever. Expectations come from the gateway itself.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { removeAnnouncements } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';

const emerald = site('emerald');
const luzon = site('luzon');

const island = (page: Page) => page.locator('[data-island="promotions"]');
const cardTitles = (page: Page) => island(page).locator('.promotion-card h2');

async function promotionTitles(page: Page, s: Site, execution: 'A' | 'B', language = 'EN'): Promise<string[]> {
  const value = (
    await gatewayCall(page.request, s, 'GET', `/wps/relay/MCSFE_getListAnnouncements?types=PR&execution=${execution}`, undefined, {
      Language: language,
    })
  ).value;
  return (value.promotion as Array<{ title: string }>).map((p) => p.title);
}

test('a visitor sees the promotions on offer to visitors and is asked to log in to take part', async ({ page }) => {
  await ownAddress(page);
  const expected = await promotionTitles(page, emerald, 'B');
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(emerald.url('promotions'));
  await expect(cardTitles(page)).toHaveText(expected);
  // Members' promotions are not listed for visitors.
  for (const title of await promotionTitles(page, emerald, 'A')) await expect(island(page).getByText(title)).toHaveCount(0);
  await expect(island(page).getByText('Log in to take part in these promotions.')).toBeVisible();
  await island(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(island(page).getByRole('button', { name: 'Log in' })).toBeFocused();
  await expectNoAxeViolations(page, '[data-island="promotions"]');
});

test("a member sees the members' promotions, without the login prompt", async ({ page }) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;
  const expected = await promotionTitles(page, luzon, 'A', 'TY');
  await page.goto(`${luzon.url('promotions')}?token=${token}`);
  await expect(cardTitles(page)).toHaveText(expected);
  await expect(island(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('a failed load says so and tries again; a merchant without promotions says there are none', async ({ page, pageProblems }) => {
  await ownAddress(page);
  await page.route('**/MCSFE_getListAnnouncements?*types=PR*', (route) => route.abort());
  await page.goto(emerald.url('promotions'));
  await expect(island(page).getByRole('alert')).toHaveText(/The promotions could not be loaded\./);
  // The browser logs the aborted request; that one error is the test's own doing.
  expect(pageProblems).toEqual([expect.stringContaining('net::ERR_FAILED')]);
  pageProblems.length = 0;
  await page.unroute('**/MCSFE_getListAnnouncements?*types=PR*');
  await island(page).getByRole('button', { name: 'Try again' }).click();
  await expect(cardTitles(page)).toHaveText(await promotionTitles(page, emerald, 'B'));

  const mirage = site('mirage');
  removeAnnouncements(mirage.code, 'PR');
  await page.goto(mirage.url('promotions', 'EN'));
  await expect(island(page)).toHaveText('There are no promotions right now. Check back soon.');
});
