// /member/transferUpline against the reference gateway: a downline of agent01 sets a payment
// password, then sends money to the upline, checked in the page before it is sent, and held back
// while a bonus still needs valid bets; a member without an upline is told there is no one to send to.
import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { credit, grantBonus } from './support/gateway-db.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress, setPaymentPassword } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

/**
 * A fresh downline of agent01 with `opening` in its wallet, on /member/transferUpline with the
 * payment password's set-up form filled in (246801), not yet sent: its account, address and token.
 */
async function downlineSettingUp(page: Page, opening: number) {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip, 'AGENT01');
  credit(luzon.code, username, opening);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.goto(`${luzon.url('member/transferUpline', 'EN')}?token=${token}`);
  await page.getByLabel('Login password').fill(password);
  await page.getByLabel('Payment password (6 digits)').fill('246801');
  await page.getByLabel('Payment password again').fill('246801');
  return { username, password, ip, token };
}

test("agent01's downline sends money to its upline with the payment password", async ({ page }) => {
  // No payment password yet: set it here first.
  const { username } = await downlineSettingUp(page, 500_00);
  await page.getByRole('button', { name: 'Set a payment password' }).click();

  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send money' }) });
  await expect(form.getByLabel('Send to')).toHaveValue('agent01');
  await expect(form.getByRole('option')).toHaveText(['agent01 (your upline)']);
  await expect(page.getByTestId('transfer-available')).toHaveText('Main wallet: ₱ 500.00');
  await expectAxeClean(page, { include: 'main' });
  let sent = 0;
  page.on('request', (request) => request.url().includes('PAY_transferToMember') && sent++);
  await form.getByLabel('Amount (₱)').fill('500.01');
  await form.getByLabel('Payment password (6 digits)').fill('246801');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.locator('.field-error')).toHaveText('That is more than the wallet holds (₱ 500.00).');
  expect(sent).toBe(0);

  await form.getByLabel('Amount (₱)').fill('120.50');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('Sent ₱ 120.50 to agent01.');
  await expect(page.getByTestId('transfer-available')).toHaveText('Main wallet: ₱ 379.50');
  await expect(page.getByTestId('balance')).toContainText('379.50');
  expect(sent).toBe(1);

  // A bonus whose valid bets are still to come holds the money back from the upline, as from a withdrawal.
  grantBonus(luzon.code, username, 10, 5, 'Welcome bonus');
  await form.getByLabel('Amount (₱)').fill('50');
  await form.getByLabel('Payment password (6 digits)').fill('246801');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Your bonuses still need more valid bets before you can send money to another member. See Bonus details.',
  );
  expect(sent).toBe(2);
  await expect(page.getByTestId('transfer-available')).toHaveText('Main wallet: ₱ 379.50');
});

test('a payment password set meanwhile in another tab: the set-up form gives way to the form that asks for it, under a warning that says why', async ({
  page,
}) => {
  const { password, ip, token } = await downlineSettingUp(page, 10_00);
  await setPaymentPassword(page.request, luzon, { Authorization: token, 'X-Forwarded-For': ip }, password, '135791');
  await page.getByRole('button', { name: 'Set a payment password' }).click();
  // The form refused (one is set): the member is told, the one typed here was not saved.
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('A payment password is already set.');
  await expect(warning.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  // The password the other tab set is the one that sends.
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send money' }) });
  await form.getByLabel('Amount (₱)').fill('1');
  await form.getByLabel('Payment password (6 digits)').fill('135791');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('Sent ₱ 1.00 to agent01.');
});

test('a member without an upline has no one to send money to', async ({ page }) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;
  await page.goto(`${luzon.url('member/transferUpline', 'EN')}?token=${token}`);
  await expect(page.getByText('You have no upline agent to send money to.')).toBeVisible();
});

test('an agent sends money to a direct downline, whose wallet holds it with a message saying so', async ({ page }) => {
  const ip = await ownAddress(page);
  const downline = await oneClickAccount(page.request, luzon, ip, 'AGENT01');
  const agentToken = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('member/transferUpline', 'EN')}?token=${agentToken}`);

  // agent01's payment password: set here unless an earlier try of this test set it.
  const setUp = page.getByRole('button', { name: 'Set a payment password' });
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send money' }) });
  await expect(setUp.or(form)).toBeVisible();
  if (await setUp.isVisible()) {
    await page.getByLabel('Login password').fill('Demo1234');
    await page.getByLabel('Payment password (6 digits)').fill('135790');
    await page.getByLabel('Payment password again').fill('135790');
    await setUp.click();
  }
  await expect(form.getByRole('option', { name: `${downline.username} (your downline)` })).toBeAttached();
  await form.getByLabel('Send to').selectOption(downline.username);
  await form.getByLabel('Amount (₱)').fill('42.25');
  await form.getByLabel('Payment password (6 digits)').fill('135790');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(`Sent ₱ 42.25 to ${downline.username}.`);

  // The downline's wallet holds it, and a message says where it came from.
  const downToken = (await apiLogin(page.request, luzon, ip, downline.username, downline.password)).value.token as string;
  const auth = { Authorization: downToken, 'X-Forwarded-For': ip };
  const balance = await gatewayCall(page.request, luzon, 'GET', '/wps/v2/wallets/balance?typeId=0', undefined, auth);
  expect(balance.value.sumBalance).toBe(42.25);
  const unread = await gatewayCall(page.request, luzon, 'GET', '/wps/relay/CSP_unreadCount', undefined, auth);
  expect(unread.value.count).toBe(1);
});
