// /member/transactionHistory against the reference gateway's ledger: a member's deposit, wallet
// transfers and opening credit, newest first, filtered by type and period, with the totals.
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectRowTexts, recordTotals } from './support/records.ts';
import { credit } from './support/gateway-db.ts';
import { apiLogin, freshMember, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { approveDeposit, depositOrder } from './support/wallet-steps.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');

test("a member's records list every movement of the period, by type, with the totals", async ({ page }) => {
  const { username, ip, token } = await freshMember(page, emerald, 200_00);
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  const call = (path: string, body: unknown) => gatewayCall(page.request, emerald, 'POST', path, body, auth);
  approveDeposit(await depositOrder(page.request, emerald, auth, { requestId: `rec-${username}`, channelId: 'wire', amount: 150 }));
  expect(
    (await call('/wps/relay/GCS_walletTransfer', { requestId: `move-${username}`, from: 'MAIN', to: 'PG', amount: 25.5 })).success,
  ).toBe(true);

  await page.goto(`${emerald.url('member/transactionHistory')}?token=${token}`);
  const rows = page.locator('table.records tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expectRowTexts(rows, [['Wallet transfer', '−$ 25.50'], [], ['Deposit', '+$ 150.00', '$ 350.00'], ['Opening credit']]);
  await expect.poll(() => recordTotals(page)).toEqual({ 'Money in': '$ 375.50', 'Money out': '$ 25.50', Entries: '4' });
  await expectAxeClean(page, { include: 'main' });

  await page.getByLabel('Type').selectOption({ label: 'Deposits' });
  await expect(rows).toHaveCount(1);
  await expect.poll(() => recordTotals(page)).toEqual({ 'Money in': '$ 150.00', 'Money out': '$ 0.00', Entries: '1' });
  // A period before the account existed has nothing.
  await page.getByLabel('Type').selectOption({ label: 'All' });
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-01-02');
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(rows).toHaveCount(4);
});

test('a 7- or 30-day period steps a whole period back and forward, never past today', async ({ page }) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  const DAY = 86_400_000;
  // Movements of three periods: 40 days ago (the 30 days before the last 30), 10 days ago (the week before the last 7), and now.
  credit(emerald.code, account.username, 40_00, Date.now() - 40 * DAY);
  credit(emerald.code, account.username, 10_00, Date.now() - 10 * DAY);
  credit(emerald.code, account.username, 1_00);
  const token = (await apiLogin(page.request, emerald, ip, account.username, account.password)).value.token as string;
  await page.goto(`${emerald.url('member/transactionHistory')}?token=${token}`);
  const rows = page.locator('table.records tbody tr');
  const from = page.getByLabel('From', { exact: true });
  const steps = page.getByRole('group', { name: 'Move the period' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+$ 1.00');
  const lastWeek = await from.inputValue();
  await expect(steps.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-disabled', 'true');
  await expectAxeClean(page, { include: 'main' });

  // The week before: another week's row, and Next again.
  await steps.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+$ 10.00');
  await expect(from).not.toHaveValue(lastWeek);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
  const next = steps.getByRole('button', { name: 'Next 7 days' });
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  // By keyboard: the step keeps the focus, and the last one it may take ends today.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(rows.first()).toContainText('+$ 1.00');
  await expect(from).toHaveValue(lastWeek);
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue(lastWeek);

  // The last 30 days step by 30: the 30 before hold the movement of 40 days ago, not the one of 10.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(rows).toHaveCount(2);
  await steps.getByRole('button', { name: 'Previous 30 days' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+$ 40.00');
});
