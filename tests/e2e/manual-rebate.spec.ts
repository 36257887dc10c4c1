// /member/manualRebate against the reference gateway: a member whose bets are not rebated yet sees
// the rebate by game type as the gateway computes it, claims it once, and sees the claim; a
// member without bets cannot claim; each merchant's rates are its own, as the operator sets them.
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli } from './support/gateway-db.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress, playingMember } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');
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
  await expectAxeClean(page, { include: 'main' });
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

test("the page shows the merchant's own rates, and a rate the operator sets", async ({ page }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, emerald, ip);
  const token = (await apiLogin(page.request, emerald, ip, username, password)).value.token as string;
  await page.goto(`${emerald.url('member/manualRebate')}?token=${token}`);
  // emerald's own seeded rate of slots (gateway/seed/rebates.ts), luzon's being 0.8%.
  await expect(page.locator('tr[data-game-type="RNG"] td').first()).toHaveText('1.2%');
  expect(gatewayCli('rebate', 'set', 'PVP', '0.65', '--merchant', emerald.code).status).toBe(0);
  await page.reload();
  await expect(page.locator('tr[data-game-type="PVP"] td').first()).toHaveText('0.65%');
});
