// Trial accounts (type 4, from the gateway's free-play login): member-only entries answer with
// the in_need_true_account dialog, no unread count is fetched, the money, records and rewards pages
// reached by their address ask the gateway nothing, and the avatar comes from the member icon call
// with a fallback when the image does not load.
import type { Page } from '@playwright/test';
import {
  memberBonusDetails,
  recordsBets,
  recordsProfit,
  walletDepositChannels,
  walletDepositOrders,
  walletMerchant,
  walletTransactions,
  walletTransfer,
  walletTransferTargets,
  walletWithdrawalOrders,
  walletWithdrawInfo,
} from '../../contract/generated/calls.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, trialToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const headerAccount = (page: Page) => page.locator('[data-island="header-account"]');
const trialDialog = (page: Page) => page.getByRole('dialog', { name: 'Real account needed' });

test('a trial account meets the real-account dialog at every member-only entry, and fetches no unread count', async ({ page }) => {
  const unread: string[] = [];
  page.on('request', (request) => request.url().includes('CSP_unreadCount') && unread.push(request.url()));
  await page.goto(`${emerald.url('')}?token=${await trialToken(page, emerald)}`);
  await expect(headerAccount(page).getByTestId('balance')).toHaveText('$ 2,000.00');
  // Trial accounts have no messages: no bell.
  await expect(headerAccount(page).getByRole('link', { name: /Platform messages/ })).toHaveCount(0);

  const deposit = headerAccount(page).getByRole('link', { name: 'Deposit' });
  await deposit.click();
  const dialog = trialDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This feature needs a real account.');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(deposit).toBeFocused();
  expect(page.url()).toBe(emerald.url(''));

  await headerAccount(page).getByRole('link', { name: 'Withdraw' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The avatar menu's pages, and the static side menu's deposit entry.
  await headerAccount(page).locator('.avatar-button').click();
  await headerAccount(page).getByRole('link', { name: 'Security centre' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.locator('aside').getByRole('link', { name: 'Deposit' }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(page.url()).toBe(emerald.url(''));
  expect(unread).toEqual([]);
});

for (const path of ['member', 'member/securityCenter']) {
  test(`a trial account reaching /${path} by its address is sent home after the dialog`, async ({ page }) => {
    await page.goto(`${emerald.url(path)}?token=${await trialToken(page, emerald)}`);
    await expect(trialDialog(page)).toBeVisible();
    // Nothing of a member's centre shows behind the dialog (the overview's cards are for real accounts).
    await expect(page.getByText(/^Member ID/)).toHaveCount(0);
    await trialDialog(page).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(emerald.url(''));
  });
}

/** The calls of the money and records pages: a trial account's page must send none of them (the header's balance is its own). */
const MONEY_CALLS = [
  walletDepositChannels,
  walletDepositOrders,
  walletMerchant,
  walletTransfer,
  walletWithdrawInfo,
  walletWithdrawalOrders,
  walletTransferTargets,
  walletTransactions,
  recordsBets,
  recordsProfit,
  memberBonusDetails,
].map((call) => call.path);

for (const item of [
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'transactionHistory',
  'personalHistoryCopy',
  'personalProfit',
  'bonusDetails',
]) {
  test(`a trial account opening /member/${item} by its address gets the dialog, and the page asks the gateway nothing`, async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (MONEY_CALLS.includes(path)) sent.push(path);
    });
    await page.goto(`${emerald.url(`member/${item}`)}?token=${await trialToken(page, emerald)}`);
    const dialog = trialDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await expectNoAxeViolations(page);
    // The page's island has started and decided: it says so behind the dialog, and asks for nothing.
    await expect(page.locator('main').getByText('A real account is needed for this.')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    // Escape leaves the page for the lobby, where the keyboard starts at the top.
    await page.keyboard.press('Escape');
    await page.waitForURL(emerald.url(''));
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    expect(sent).toEqual([]);
  });
}

// The rewards pages of the member centre: the dialog, the page's real-account text, and not one
// call of the feature (luzon offers free play and referrals).
const REWARD_PAGES = [
  { path: 'member/referral', island: 'referral', calls: /\/wps\/referral\// },
  { path: 'member/missionLeaderboard', island: 'missionLeaderboard', calls: /MCSFE_(getMission|claimMission)/ },
  { path: 'member/manualRebate', island: 'manualRebate', calls: /\/wps\/rebate\// },
];
for (const { path, island, calls } of REWARD_PAGES) {
  test(`a trial account on /${path} gets the real-account dialog, and the page asks the gateway nothing`, async ({ page }) => {
    const luzon = site('luzon');
    const asked: string[] = [];
    page.on('request', (r) => calls.test(r.url()) && asked.push(r.url()));
    await page.goto(`${luzon.url(path, 'EN')}?token=${await trialToken(page, luzon)}`);
    await expect(trialDialog(page)).toBeVisible();
    await expect(page.locator(`[data-island="${island}"]`)).toContainText('A real account is needed for this.');
    await expect(page.locator(`[data-island="${island}"]`).getByRole('button')).toHaveCount(0);
    await trialDialog(page).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(luzon.url('', 'EN'));
    expect(asked).toEqual([]);
  });
}

test('the avatar comes from the member icon call, and falls back to the initial when it does not load', async ({ page }) => {
  const token = await trialToken(page, emerald);
  await page.goto(`${emerald.url('')}?token=${token}`);
  const avatar = headerAccount(page).locator('.avatar');
  await expect(avatar.locator('img')).toHaveAttribute('src', /^\/wps\/static\/icons\/avatar\/\d\.svg$/);
  await expect.poll(() => avatar.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The same session on another page whose avatar image is broken: the initial of the nickname.
  await page.route('**/wps/static/icons/avatar/*', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'not an image' }),
  );
  await page.reload();
  await expect(avatar.locator('img')).toHaveCount(0);
  await expect(avatar).toHaveText('G');
});
