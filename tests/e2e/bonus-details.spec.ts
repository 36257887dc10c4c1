// /member/bonusDetails against the reference gateway: the operator pays a member a bonus with a
// turnover requirement (gateway CLI); the member sees it open in their bonus details and on the
// withdrawal page, where a withdrawal is refused; after bets that cover it, it shows met.
import { expectAxeClean } from './support/axe.ts';
import { credit, gatewayCli, grantBonus } from './support/gateway-db.ts';
import { expect, test } from './support/fixtures.ts';
import { recordTotals } from './support/records.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

test('a bonus shows with its turnover requirement until bets meet it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  credit('luzon', username, 1_000_00);
  grantBonus('luzon', username, 50, 2, 'Weekend reload');
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;

  await page.goto(`${luzon.url('member/bonusDetails', 'EN')}?token=${token}`);
  await expect(page.getByTestId('turnover-remaining')).toHaveText('Valid bets still needed before a withdrawal: ₱ 100.00');
  const row = page.locator('tr[data-bonus]');
  await expect(row.locator('td')).toHaveText([/.+/, 'Weekend reloadFrom the site', '₱ 50.00', '₱ 0.00 / ₱ 100.00Open']);
  await expect.poll(() => recordTotals(page)).toEqual({ Bonuses: '1', Total: '₱ 50.00' });
  await expectAxeClean(page, { include: 'main' });
  await page.screenshot({ path: test.info().outputPath('bonus-1366.png'), fullPage: true });

  // The filter: the open bonus is not among the met ones.
  await page.getByLabel('Turnover').selectOption('MET');
  await expect(page.getByText('No bonuses in this period.')).toBeVisible();
  await page.getByLabel('Turnover').selectOption('ALL');
  await expect(row).toHaveCount(1);

  // The withdrawal page says what is left and links here; the gateway refuses a withdrawal meanwhile.
  await page.goto(`${luzon.url('member/withdraw', 'EN')}?token=${token}`);
  await expect(page.getByTestId('withdraw-turnover')).toHaveText(
    'Your bonuses still need ₱ 100.00 of valid bets before you can withdraw. See bonus details',
  );
  await expect(page.getByTestId('withdraw-turnover').getByRole('link')).toHaveAttribute('href', /member\/bonusDetails/);

  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  expect(gatewayCli('play', username, '--merchant', 'luzon', '--bets', '40', '--seed', '1').status).toBe(0);
  const after = (await gatewayCall(page.request, luzon, 'GET', '/wps/relay/PAY_withdrawInfo', undefined, auth)).value;
  expect(after.turnoverRemaining).toBe(0);
  await page.goto(`${luzon.url('member/bonusDetails', 'EN')}?token=${token}`);
  await expect(page.getByTestId('turnover-remaining')).toHaveText('No turnover requirement is open: you can withdraw.');
  // The bets may also rank the member up, and a VIP upgrade is a bonus of its own: read the reload's row.
  await expect(row.filter({ hasText: 'Weekend reload' }).locator('td').nth(3)).toHaveText(/^₱\s100.00 \/ ₱\s100.00Met /);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('bonus-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
