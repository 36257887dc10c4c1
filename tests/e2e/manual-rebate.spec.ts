// /member/manualRebate against the reference gateway: a member whose bets are not rebated yet sees
// the rebate by game type as the gateway computes it, claims it once, and sees the claim; a
// member without bets cannot claim.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress, playingMember } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const money = (n: number) => `₱ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

test('a member claims the rebate of their bets once, as the gateway counts it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { token, auth } = await playingMember(page, luzon, 50_000_00, 12);
  const due = (await gatewayCall(page.request, luzon, 'GET', '/wps/rebate/summary', undefined, auth)).value;
  expect(due.total).toBeGreaterThanOrEqual(due.minimum);

  await page.goto(`${luzon.url('member/manualRebate', 'EN')}?token=${token}`);
  await expect(page.getByTestId('rebate-total')).toHaveText(money(due.total));
  const live = due.rows.find((r: { gameType: string }) => r.gameType === 'LIVE');
  await expect(page.locator('tr[data-game-type="LIVE"] td')).toHaveText(['0.6%', money(live.validBet), money(live.amount)]);
  await expect(page.getByText('No claims yet.')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('rebate-1366.png'), fullPage: true });

  let claims = 0;
  page.on('request', (request) => request.url().includes('/wps/rebate/claim') && request.method() === 'POST' && claims++);
  await page.getByRole('button', { name: `Claim ${money(due.total)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your main wallet' })).toHaveText(
    `${money(due.total)} added to your main wallet.`,
  );
  await expect(page.getByTestId('rebate-total')).toHaveText(money(0));
  await expect(page.getByRole('button', { name: /^Claim/ })).toBeDisabled();
  await expect(page.locator('[data-claim]')).toHaveCount(1);
  await expect(page.locator('[data-claim] .wallet-amount')).toHaveText(money(due.total));
  expect(claims).toBe(1);
  const after = (await gatewayCall(page.request, luzon, 'GET', '/wps/rebate/claims', undefined, auth)).value;
  expect(after.list.map((c: { amount: number }) => c.amount)).toEqual([due.total]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('rebate-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a member without bets has nothing to claim yet', async ({ page }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.goto(`${luzon.url('member/manualRebate', 'EN')}?token=${token}`);
  await expect(page.getByTestId('rebate-total')).toHaveText(money(0));
  await expect(page.getByRole('button', { name: /^Claim/ })).toBeDisabled();
  await expect(page.getByText('Not enough to claim yet: the smallest claim is ₱ 1.00.')).toBeVisible();
});
