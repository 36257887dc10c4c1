// /member/transferFund: a member's wallets and the transfers between them, against the reference
// gateway's ledger; a single-wallet merchant says there is nothing to transfer. Under the agent
// policy (AGENTPOLICY3: luzon and emerald, not saigon) the total funds stand above the wallets. The
// header's balance follows money that arrived behind the page when asked to refresh.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { vendorName } from '../../src/shared/vendors.ts';
import { expect, test } from './support/fixtures.ts';
import { credit } from './support/gateway-db.ts';
import { apiLogin, demoMemberToken, freshMember, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { approveDeposit, depositOrder, refusedInPage } from './support/wallet-steps.ts';
import { site, type Site } from './support/sites.ts';

const emerald = site('emerald');
const luzon = site('luzon');
const saigon = site('saigon');

/** The total funds and each part the page shows, by name (total, main, vendors, held). */
const funds = (page: Page, part: string) => page.locator(`[data-funds="${part}"]`);

/**
 * Opens /member/transferFund for an account of the test's own, credited with `minor` through the
 * ledger (a demo account's sessions end when other tests reset its password); its token.
 */
async function openWallets(page: Page, s: Site, minor: number): Promise<string> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, s, ip);
  credit(s.code, account.username, minor);
  const token = (await apiLogin(page.request, s, ip, account.username, account.password)).value.token as string;
  await page.goto(`${s.url('member/transferFund')}?token=${token}`);
  return token;
}

test('a member moves money to a vendor wallet and all of it back, checked before sending and by the ledger after', async ({ page }) => {
  const token = await openWallets(page, emerald, 250_00);
  const amountOf = (wallet: string) => page.locator(`[data-wallet="${wallet}"]`);
  await expect(amountOf('MAIN')).toHaveText('$ 250.00');
  await expect(amountOf('PG')).toHaveText('$ 0.00');
  await expectAxeClean(page, { include: 'main' });

  const form = page.locator('form.wallet-form');
  const amount = form.getByLabel('Amount ($)');
  await form.getByLabel('To').selectOption({ label: vendorName('PG') });
  // Checked in the page: nothing is sent.
  const submit = form.getByRole('button', { name: 'Transfer', exact: true });
  const sent = await refusedInPage(page, 'GCS_walletTransfer', { amount, submit, error: form.locator('.field-error') }, [
    ['ten', 'Enter an amount such as 100 or 100.50.'],
    ['1.005', 'Use at most 2 decimal places.'],
    ['0', 'Enter an amount above 0.'],
    ['250.01', 'That is more than the wallet holds ($ 250.00).'],
  ]);

  await amount.fill('100.50');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(`Moved $ 100.50 from Main wallet to ${vendorName('PG')}.`);
  await expect(amountOf('MAIN')).toHaveText('$ 149.50');
  await expect(amountOf('PG')).toHaveText('$ 100.50');
  expect(sent()).toBe(1);
  // The header's total is unchanged: the money stayed the member's.
  await expect(page.getByTestId('balance')).toContainText('250.00');
  const ledger = (await gatewayCall(page.request, emerald, 'GET', '/wps/v2/wallets/balance', undefined, { Authorization: token })).value;
  expect(ledger.balance.find((w: { vendor?: string }) => w.vendor === 'PG').availBalance).toBe(100.5);

  await page.getByRole('button', { name: 'All back to main wallet' }).click();
  await expect(page.getByRole('status')).toHaveText('All your money is back in the main wallet.');
  await expect(amountOf('MAIN')).toHaveText('$ 250.00');
  await expect(amountOf('PG')).toHaveText('$ 0.00');
});

test('the total funds stay the same when money moves into a vendor wallet, while their parts move', async ({ page }) => {
  await openWallets(page, emerald, 400_00);
  const card = page.getByRole('region', { name: 'Total funds' });
  await expect(funds(page, 'total')).toHaveText('$ 400.00');
  await expect(card.getByRole('definition')).toHaveText(['$ 400.00', '$ 0.00', '$ 0.00']);
  await expect(card.getByRole('term')).toHaveText(['Main wallet', 'Game wallets', 'Held for withdrawals']);
  await expectAxeClean(page, { include: 'main' });

  const form = page.locator('form.wallet-form');
  await form.getByLabel('To').selectOption({ label: vendorName('EVO') });
  await form.getByLabel('Amount ($)').fill('75.25');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.locator('[data-wallet="EVO"]')).toHaveText('$ 75.25');
  await expect(funds(page, 'main')).toHaveText('$ 324.75');
  await expect(funds(page, 'vendors')).toHaveText('$ 75.25');
  await expect(funds(page, 'total')).toHaveText('$ 400.00');

  await page.getByRole('button', { name: 'All back to main wallet' }).click();
  await expect(funds(page, 'vendors')).toHaveText('$ 0.00');
  await expect(funds(page, 'main')).toHaveText('$ 400.00');
  await expect(funds(page, 'total')).toHaveText('$ 400.00');
});

test('a merchant without the agent policy shows no total funds and does not ask for them', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => request.url().includes('/funds/consolidated') && asked++);
  await page.goto(`${saigon.url('member/transferFund')}?token=${await demoMemberToken(page, saigon)}`);
  await expect(page.locator('[data-wallet="MAIN"]')).toBeVisible();
  // Every island has asked what it asks.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.wallet-funds')).toHaveCount(0);
  expect(asked).toBe(0);
});

test('a single-wallet merchant shows the one wallet and says there is nothing to transfer', async ({ page }) => {
  await openWallets(page, luzon, 12_345);
  await expect(page.locator('[data-wallet="MAIN"]')).toHaveText('₱ 123.45');
  // luzon has the agent policy: the total is the one wallet, with no game wallets to count.
  await expect(funds(page, 'total')).toHaveText('₱ 123.45');
  await expect(funds(page, 'main')).toHaveText('₱ 123.45');
  await expect(funds(page, 'vendors')).toHaveCount(0);
  await expect(funds(page, 'held')).toHaveText('₱ 0.00');
  await expect(page.getByText('Iisang wallet ang gamit ng site na ito', { exact: false })).toBeVisible();
  await expect(page.locator('form.wallet-form')).toHaveCount(0);
});

test("the header's refresh button picks up money that arrived behind the page, without a reload", async ({ page }) => {
  const { username, ip, token } = await freshMember(page, emerald, 200_00);
  await page.goto(`${emerald.url('')}?token=${token}`);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('$ 200.00');
  // The same document throughout: a reload would lose this mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-test-mark', 'kept'));

  // A deposit made elsewhere, credited by the operator: the lobby asks nothing by itself.
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  approveDeposit(await depositOrder(page.request, emerald, auth, { requestId: `refresh-${username}`, channelId: 'wire', amount: 150 }));
  await expect(balance).toHaveText('$ 200.00');

  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/v2/wallets/balance');
  await page.locator('[data-island="header-account"]').getByRole('button', { name: 'Refresh balance' }).click();
  await asked;
  await expect(balance).toHaveText('$ 350.00');
  await expect(page.locator('html')).toHaveAttribute('data-test-mark', 'kept');
});
