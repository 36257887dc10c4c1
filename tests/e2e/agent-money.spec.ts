// An agent's own money in the member centre, against the reference gateway: a fresh sub-agent of
// agent01 deposits (the operator's CLI credits it) and withdraws (the CLI pays it out), and finds
// both in the transaction history, as a member does.
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectRowTexts, recordTotals } from './support/records.ts';
import { gatewayCli } from './support/gateway-db.ts';
import { freshAgent } from './support/login-helpers.ts';
import { site } from './support/sites.ts';
import { madeOrder, preparePayout, withdrawInPage } from './support/wallet-steps.ts';

const luzon = site('luzon');

test('an agent deposits, withdraws, and sees both in the transaction history', async ({ page }) => {
  test.slow(); // three pages, two forms each, and two CLI runs
  const agent = await freshAgent(page, luzon);
  await page.goto(`${luzon.url('member/depositv2', 'EN')}?token=${agent.token}`);
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('0.00');
  await page
    .getByRole('group', { name: 'Choose how to pay' })
    .getByRole('radio', { name: /BDO bank transfer/ })
    .check();
  await page.getByLabel('Amount (₱)').fill('1000');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  const deposit = await madeOrder(page);
  const credited = gatewayCli('deposit', 'approve', deposit.id);
  expect(credited.stdout, credited.stderr).toBe(`${deposit.reference}: CREDITED\n`);
  await expect(page.locator(`tr[data-reference="${deposit.reference}"]`)).toContainText('Credited');
  await expect(balance).toContainText('1,000.00');

  await page.goto(`${luzon.url('member/withdraw', 'EN')}?token=${agent.token}`);
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 1,000.00');
  await preparePayout(page, agent.password);
  const withdrawal = await withdrawInPage(page, '300');
  await expect(balance).toContainText('700.00');
  const paid = gatewayCli('withdrawal', 'approve', withdrawal.id);
  expect(paid.stdout, paid.stderr).toBe(`${withdrawal.reference}: APPROVED\n`);
  await expect(page.locator(`tr[data-reference="${withdrawal.reference}"]`)).toContainText('Paid out');

  await page.goto(`${luzon.url('member/transactionHistory', 'EN')}?token=${agent.token}`);
  const rows = page.locator('table.records tbody tr');
  await expect(rows).toHaveCount(2);
  await expectRowTexts(rows, [
    ['Withdrawal', '−₱ 300.00', '₱ 700.00'],
    ['Deposit', '+₱ 1,000.00'],
  ]);
  await expect.poll(() => recordTotals(page)).toEqual({ 'Money in': '₱ 1,000.00', 'Money out': '₱ 300.00', Entries: '2' });
  await expectAxeClean(page, { include: 'main' });
});
