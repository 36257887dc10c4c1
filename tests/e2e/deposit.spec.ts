// /member/depositv2 against the reference gateway: the merchant's channels, an amount checked in
// the page, a pending order with its reference and where to pay, the operator's approve and fail
// with the gateway's CLI, a demo channel that credits itself, and the header's balance following
// each credit without a reload; each channel's icon, or its kind's glyph.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli } from './support/gateway-db.ts';
import { apiLogin, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';
import { madeOrder, refusedInPage } from './support/wallet-steps.ts';

const luzon = site('luzon');
const emerald = site('emerald');
const mirage = site('mirage');

/** Opens the deposit page in English for a fresh account of the test's own (its balance starts at zero). */
async function openDeposit(page: Page, s: Site): Promise<void> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, s, ip);
  const token = (await apiLogin(page.request, s, ip, account.username, account.password)).value.token as string;
  await page.goto(`${s.url('member/depositv2', s.defaultLang === 'EN' ? undefined : 'EN')}?token=${token}`);
}

test('a member asks to deposit, pays, and sees the operator credit it in the page and the header', async ({ page }) => {
  await openDeposit(page, luzon);
  const channels = page.getByRole('group', { name: 'Choose how to pay' });
  await expect(channels.getByRole('radio')).toHaveCount(4);
  await expect(channels.getByRole('radio', { name: /GCash/ })).toBeChecked();
  await expect(page.getByText('No deposits yet.')).toBeVisible();
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('0.00');
  await expectAxeClean(page, { include: 'main' });

  await channels.getByRole('radio', { name: /BDO bank transfer/ }).check();
  const amount = page.getByLabel('Amount (₱)');
  const submit = page.getByRole('button', { name: 'Request deposit' });
  // Checked against the channel in the page: nothing is sent.
  const sent = await refusedInPage(page, 'PAY_createDeposit', { amount, submit, error: page.locator('.field-error') }, [
    ['abc', 'Enter an amount such as 100 or 100.50.'],
    ['700.125', 'Use at most 2 decimal places.'],
    ['499.99', 'The smallest deposit with this channel is ₱ 500.00.'],
    ['500000.01', 'The largest deposit with this channel is ₱ 500,000.00.'],
  ]);

  // A quick amount, and what the member will receive.
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱ 1,000.00' }).click();
  await expect(amount).toHaveValue('1000');
  await expect(page.locator('.deposit-summary')).toHaveText('Fee ₱ 0.00 · You receive ₱ 1,000.00');
  await submit.click();
  const order = await madeOrder(page);
  expect(sent()).toBe(1);
  const panel = page.locator('.deposit-order');
  await expect(panel.getByRole('heading')).toHaveText('Pay ₱ 1,000.00 with BDO bank transfer');
  await expect(panel).toContainText('0012 3456 7890');
  await expect(panel.getByRole('status')).toContainText('Waiting for payment');
  await expect(page.locator(`tr[data-reference="${order.reference}"]`)).toContainText('Waiting for payment');
  await expect(balance).toContainText('0.00');

  // The operator sees the money arrive and approves it; the page follows without a reload.
  const approved = gatewayCli('deposit', 'approve', order.id);
  expect(approved.stdout, approved.stderr).toBe(`${order.reference}: CREDITED\n`);
  await expect(panel.getByRole('status')).toHaveText(`Deposit ${order.reference} is credited: ₱ 1,000.00 is in your main wallet.`);
  await expect(balance).toContainText('1,000.00');
  await expect(page.locator(`tr[data-reference="${order.reference}"]`)).toContainText('Credited');
  // The notification is an unread message on the bell.
  await expect(page.locator('.notice-bell .badge')).toHaveText('1');
});

test('on a phone the amount is rechecked as it changes, and the payment details come into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDeposit(page, luzon);
  await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
  const amount = page.getByLabel('Amount (₱)');
  const error = page.locator('.field-error');
  // Below GCash's ₱ 100.00: nothing is said about what the member would receive for it.
  await amount.fill('50');
  await expect(page.locator('.deposit-summary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(error).toHaveText('The smallest deposit with this channel is ₱ 100.00.');
  // A quick amount within the limits takes the stale error away, and says what is received.
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱ 200.00' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.locator('.deposit-summary')).toHaveText('Fee ₱ 0.00 · You receive ₱ 200.00');

  await page.getByRole('button', { name: 'Request deposit' }).click();
  await madeOrder(page);
  const panel = page.locator('.deposit-order');
  await expect(panel.getByRole('heading')).toBeFocused();
  // The payment details start below the sticky header, their first lines above the bottom bar.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const [header, bar, panel, line] = ['.site-header', '.bottom-bar', '.deposit-order', '.deposit-pay-line:nth-child(2)'].map(box);
        return panel!.top >= header!.bottom && line!.bottom <= bar!.top;
      }),
    )
    .toBe(true);
});

test('a failed deposit says why and moves nothing', async ({ page }) => {
  await openDeposit(page, luzon);
  await page.getByRole('radio', { name: /InstaPay QR/ }).check();
  await page.getByLabel('Amount (₱)').fill('300');
  // 1% of 300 is kept by the channel.
  await expect(page.locator('.deposit-summary')).toHaveText('Fee ₱ 3.00 · You receive ₱ 297.00');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  const order = await madeOrder(page);
  expect(gatewayCli('deposit', 'fail', order.id, '--reason', 'no payment arrived').status).toBe(0);
  await expect(page.locator('.deposit-order').getByRole('status')).toHaveText(
    `Deposit ${order.reference} failed: no payment arrived. Nothing was taken from your wallet.`,
  );
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await expect(page.locator(`tr[data-reference="${order.reference}"]`)).toContainText('Failed');
});

test("a demo channel credits itself, less the channel's fee", async ({ page }) => {
  await openDeposit(page, emerald);
  await expect(page.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
  await page.getByLabel('Amount ($)').fill('100');
  await expect(page.locator('.deposit-summary')).toHaveText('Fee $ 2.50 · You receive $ 97.50');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  const order = await madeOrder(page);
  // No operator: the demo channel credits it about five seconds later.
  await expect(page.locator('.deposit-order').getByRole('status')).toHaveText(
    `Deposit ${order.reference} is credited: $ 97.50 is in your main wallet.`,
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('balance')).toContainText('97.50');
});

test("each channel shows the merchant's icon for it, and a channel without one its kind's glyph", async ({ page }) => {
  await openDeposit(page, luzon);
  const channels = page.getByRole('group', { name: 'Choose how to pay' }).locator('.deposit-channel');
  await expect(channels).toHaveCount(4);
  for (const [i, id] of ['gcash', 'maya', 'instapay-qr', 'bdo'].entries()) {
    const icon = channels.nth(i).locator('img.deposit-channel-icon');
    // Decorative: the channel's name says what it is, and the radio's name stays the channel's.
    await expect(icon).toHaveAttribute('alt', '');
    await expect(icon).toHaveAttribute('src', `/assets/luzon/deposit-${id}.svg`);
    // The build copied the file: the browser drew it.
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('radio', { name: /^GCash/ })).toBeChecked();

  // mirage's one channel has no icon: the bank glyph stands in, hidden from assistive technology.
  await openDeposit(page, mirage);
  const channel = page.locator('.deposit-channel');
  await expect(channel).toHaveCount(1);
  await expect(channel.locator('img')).toHaveCount(0);
  await expect(channel.locator('svg.deposit-channel-glyph')).toHaveAttribute('aria-hidden', 'true');
  await expectAxeClean(page, { include: 'main' });
});
