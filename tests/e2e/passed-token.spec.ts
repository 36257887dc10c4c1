// A session passed in the address (`?token=`, spec §4: links from apps and agents) is taken only by
// a tab that has none (docs/security.md, decision 0025): a link carrying another account's token must not switch
// a signed-in member's tab, where deposits and payout details would then go to that account (login
// CSRF). A tab without a session still signs in from such a link.
import type { Page } from '@playwright/test';
import { DEMO } from '../gateway/harness.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress, pageToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const balance = (page: Page) => page.locator('[data-island="header-account"]').getByTestId('balance');

/** A session of another account than demo01's (with nothing on it), as an attacker would mint for a link. */
async function otherAccountToken(page: Page, ip: string): Promise<string> {
  const { username, password } = await oneClickAccount(page.request, emerald, ip);
  return (await apiLogin(page.request, emerald, ip, username, password)).value.token as string;
}

/** The account the page's session belongs to, as the gateway says. */
async function signedInAs(page: Page): Promise<string> {
  const token = await pageToken(page);
  expect(token).toBeTruthy();
  const info = await gatewayCall(page.request, emerald, 'GET', '/wps/member/info', undefined, { Authorization: token! });
  return info.value.account as string;
}

test("a signed-in tab following a link with another account's token stays signed in as its member", async ({ page }) => {
  const ip = await ownAddress(page);
  const own = (await apiLogin(page.request, emerald, ip, 'demo01', DEMO.emerald)).value.token as string;
  await page.goto(`${emerald.url('')}?token=${own}`);
  await expect(balance(page)).toHaveText('$ 1,000.00');

  await page.goto(`${emerald.url('member/depositv2')}?token=${await otherAccountToken(page, ip)}`);
  // The islands have started (they take the token out of the address) and show demo01's money.
  await expect(page).toHaveURL(emerald.url('member/depositv2'));
  await expect(balance(page)).toHaveText('$ 1,000.00');
  expect(await pageToken(page)).toBe(own);
  expect(await signedInAs(page)).toBe('demo01');
  await page.reload();
  await expect(balance(page)).toHaveText('$ 1,000.00');
  expect(await pageToken(page)).toBe(own);
});

test("a new tab of a browser kept signed in takes its remembered member, not a link's token", async ({ page }) => {
  const ip = await ownAddress(page);
  await page.goto(emerald.url('login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo01');
  await dialog.getByLabel('Password').fill(DEMO.emerald);
  await dialog.getByLabel('Keep me signed in on this device for 24 hours').check();
  await dialog.locator('button[type="submit"]').click();
  await expect(balance(page)).toHaveText('$ 1,000.00');

  // A link from a mail or a chat opens in a new tab: no session of its own yet, the browser's
  // remembered login beside it.
  const other = await otherAccountToken(page, ip);
  const tab = await page.context().newPage();
  await tab.goto(`${emerald.url('member/depositv2')}?token=${other}`);
  await expect(tab).toHaveURL(emerald.url('member/depositv2'));
  await expect(balance(tab)).toHaveText('$ 1,000.00');
  expect(await pageToken(tab)).not.toBe(other);
  expect(await signedInAs(tab)).toBe('demo01');
});

test('a tab without a session following a link with a token signs in, and the token leaves the address', async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, emerald, ip, 'demo01', DEMO.emerald)).value.token as string;
  await page.goto(`${emerald.url('member/depositv2')}?token=${token}`);
  await expect(page).toHaveURL(emerald.url('member/depositv2'));
  await expect(balance(page)).toHaveText('$ 1,000.00');
  expect(await pageToken(page)).toBe(token);
});

test("a tab whose browser's remembered login has ended takes the link's token", async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, emerald, ip, 'demo01', DEMO.emerald)).value.token as string;
  // The hint says remembered, but the browser holds no remember cookie: the gateway refuses the resume.
  await page.goto(`${emerald.origin}/offline.html`);
  await page.evaluate(() => localStorage.setItem('rememberedUntil', String(Date.now() + 3_600_000)));
  await page.goto(`${emerald.url('member/depositv2')}?token=${token}`);
  await expect(page).toHaveURL(emerald.url('member/depositv2'));
  await expect(balance(page)).toHaveText('$ 1,000.00');
  expect(await pageToken(page)).toBe(token);
});
