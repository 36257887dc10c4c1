// /member/withdraw against the reference gateway: the payment password set once, a payout account
// bound with it, a withdrawal checked in the page and held from the main wallet at once, then the
// operator's approve (paid out) or reject (the hold comes back) with the gateway's CLI; an open
// bonus turnover or the day's count used up refuses one, said in the page before anything is typed.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli, grantBonus } from './support/gateway-db.ts';
import { translator } from '../../src/i18n/translate.ts';
import { formatMoney } from '../../core/money.ts';
import { refusedWith } from './support/forms.ts';
import { freshMember, gatewayCall } from './support/login-helpers.ts';
import { site, type Translate } from './support/sites.ts';
import { PAYMENT_PASSWORD, payoutReady, preparePayout, refusedInPage, withdrawInPage } from './support/wallet-steps.ts';

const luzon = site('luzon');

/** Opens the English withdrawal page for a fresh account of the test's own holding ₱ 1,000.00; its login password. */
async function openWithdraw(page: Page): Promise<string> {
  const { password, token } = await freshMember(page, luzon, 1000_00);
  await page.goto(`${luzon.url('member/withdraw', 'EN')}?token=${token}`);
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 1,000.00');
  return password;
}

/** A withdrawal order's row in the page's list. */
const orderRow = (page: Page, order: { reference: string }) => page.locator(`tr[data-reference="${order.reference}"]`);

/** A fresh member's withdrawal of `amount` (₱), requested in the page once the payout is set up: the order and its row. */
async function newWithdrawal(page: Page, amount: string) {
  await preparePayout(page, await openWithdraw(page));
  const order = await withdrawInPage(page, amount);
  return { order, row: orderRow(page, order) };
}

test('a member sets a payment password, binds an account, withdraws, and sees the operator pay it out', async ({ page }) => {
  test.setTimeout(60_000);
  const loginPassword = await openWithdraw(page);
  // The payment password is checked in the page first.
  const set = page.locator('form', { has: page.getByRole('heading', { name: 'Set a payment password' }) });
  await refusedWith(set, { 'Payment password (6 digits)': '1357' }, 'Set a payment password', [
    'This field cannot be empty.',
    'Enter six digits.',
    'The confirmation does not match the password.',
  ]);
  await preparePayout(page, loginPassword);
  await expectAxeClean(page, { include: 'main' });
  // The saved note goes away after its 8 s (it once stayed for good).
  await expect(page.locator('.withdraw-add').getByRole('status')).toHaveText('', { timeout: 12_000 });

  const form = page.locator('form.withdraw-form');
  await expect(form.getByRole('radio', { name: /GCash •••• 0001/ })).toBeChecked();
  await refusedInPage(
    page,
    'PAY_withdraw',
    {
      amount: form.getByLabel('Amount (₱)'),
      submit: form.getByRole('button', { name: 'Request withdrawal' }),
      error: form.locator('.field-error').first(),
    },
    [
      ['199.99', 'The smallest withdrawal is ₱ 200.00.'],
      ['1000.01', 'That is more than the wallet holds (₱ 1,000.00).'],
    ],
  );
  await form.getByRole('button', { name: 'All (₱ 1,000.00)' }).click();
  await expect(form.locator('.deposit-summary')).toHaveText('Fee ₱ 0.00 · Paid out ₱ 1,000.00');

  const order = await withdrawInPage(page, '300');
  // Held at once: out of the wallet and the header's balance.
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 700.00');
  await expect(page.getByTestId('balance')).toContainText('700.00');
  const row = orderRow(page, order);
  await expect(row).toContainText('Waiting for approval');

  const approved = gatewayCli('withdrawal', 'approve', order.id);
  expect(approved.stdout, approved.stderr).toBe(`${order.reference}: APPROVED\n`);
  await expect(row).toContainText('Paid out');
  await expect(page.locator('.notice-bell .badge')).toHaveText('1');
  await expect(page.getByTestId('balance')).toContainText('700.00');
});

test('a rejected withdrawal gives the held amount back and says why', async ({ page }) => {
  const { order, row } = await newWithdrawal(page, '250');
  await expect(page.getByTestId('balance')).toContainText('750.00');
  expect(gatewayCli('withdrawal', 'reject', order.id, '--reason', 'the account name does not match').status).toBe(0);
  await expect(row).toContainText('Rejected: the account name does not match');
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 1,000.00');
});

test('after the payout the member confirms a part, then reports the rest missing with a proof image', async ({ page }) => {
  const { order, row } = await newWithdrawal(page, '400');
  expect(gatewayCli('withdrawal', 'approve', order.id).status).toBe(0);
  await expect(row).toContainText('Waiting for your confirmation');

  // The action is at the top of the page, not in the row.
  const open = page.locator(`.withdraw-due[data-reference="${order.reference}"]`).getByRole('button', { name: 'Confirm receipt' });
  await open.click();
  let dialog = page.getByRole('dialog', { name: `Did ${order.reference} arrive?` });
  await expect(dialog).toContainText('₱ 400.00 was paid out to GCash •••• 0001.');
  await expect(dialog.getByRole('radio', { name: 'All of it' })).toBeFocused();
  await expectAxeClean(page, { include: 'dialog' });
  await dialog.getByRole('radio', { name: 'Part of it' }).check();
  const amount = dialog.getByLabel('How much has arrived in all (₱)');
  await amount.fill('400');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.field-error')).toHaveText('Enter more than ₱ 0.00 and less than ₱ 400.00.');
  await amount.fill('150');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.withdraw > [role="status"]')).toHaveText(`Thank you: ${order.reference} is marked Partly received.`);
  await expect(row).toContainText('Partly received');
  await expect(open).toBeFocused();

  await open.click();
  dialog = page.getByRole('dialog', { name: `Did ${order.reference} arrive?` });
  await expect(dialog).toContainText('Arrived so far ₱ 150.00 · Still to arrive ₱ 250.00');
  await dialog.getByRole('radio', { name: 'Nothing' }).check();
  const proof = dialog.getByLabel('Proof: png or jpg images, up to 3, at most 5 MB each');
  // Checked in the page first: a text file is not sent.
  await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.field-error')).toHaveText('notes.txt is not a png or jpg image.');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await proof.setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Reported not received');
  // Escape closes the dialog and gives focus back.
  await open.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();

  // The operator refunds what did not arrive: the row says so after a reload, and the receipt is closed.
  const balance = page.getByTestId('balance');
  const before = await balance.textContent();
  expect(gatewayCli('dispute', 'refund', order.id).status).toBe(0);
  await page.reload();
  await expect(row).toContainText('Refunded: ₱ 250.00 is back in your main wallet');
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  await expect(balance).not.toHaveText(before!);
});

test('on a phone, a withdrawal the operator pays out says so in the banner and the row, and asks for the receipt in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { order, row } = await newWithdrawal(page, '300');
  const banner = page.locator('form.withdraw-form').getByRole('status');
  expect(gatewayCli('withdrawal', 'approve', order.id).status).toBe(0);
  // The banner follows the order (it said "waiting for approval" for good before).
  await expect(banner).toHaveText(
    `Withdrawal ${order.reference} was paid out: ₱ 300.00 to GCash •••• 0001. Confirm receipt at the top of this page.`,
  );
  await expect(row).toContainText('Paid out');
  await expect(row).toContainText('Waiting for your confirmation');
  // Coming back to the page, the action and its deadline are the first thing on it.
  await page.goto(luzon.url('member/withdraw', 'EN'));
  const due = page.locator(`.withdraw-due[data-reference="${order.reference}"]`);
  await expect(due).toContainText('₱ 300.00 was paid out to GCash •••• 0001.');
  await expect(due).toContainText(/Confirm by .+\. After that it counts as received/);
  await page.screenshot({ path: test.info().outputPath('withdraw-390-paid.png') });
  await expect(due.getByRole('button', { name: 'Confirm receipt' })).toBeInViewport({ ratio: 1 });
});

/** A fresh account holding ₱ 1,000.00 with its payment password and a GCash account, logged in: its name, headers, and a withdrawal straight to the gateway. */
async function readyMember(page: Page) {
  const { username, password, ip, token } = await freshMember(page, luzon, 1000_00);
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  const withdrawDirectly = await payoutReady(page.request, luzon, auth, password);
  const info = async () => (await gatewayCall(page.request, luzon, 'GET', '/wps/relay/PAY_withdrawInfo', undefined, auth)).value;
  return { username, token, info, withdrawDirectly };
}

/** Fills the withdrawal form in the page's language and sends it: the gateway's answer. */
async function tryWithdrawal(page: Page, t: Translate, amount: string) {
  const form = page.locator('form.withdraw-form');
  await form.getByLabel(t('island.wallet.amount', { symbol: '₱' })).fill(amount);
  await form.getByLabel(t('island.withdraw.paymentPassword')).fill(PAYMENT_PASSWORD);
  const answer = page.waitForResponse((r) => r.url().includes('/PAY_withdraw') && r.request().method() === 'POST');
  await form.getByRole('button', { name: t('island.withdraw.submit') }).click();
  return (await (await answer).json()) as { success: boolean; errorCode?: string };
}

test("an open turnover requirement refuses a withdrawal in the page's words, says so before a password is typed, and holds nothing", async ({
  page,
}) => {
  const t = translator('TY');
  const member = await readyMember(page);
  let sent = 0;
  page.on('request', (request) => request.url().includes('/PAY_withdraw') && request.method() === 'POST' && sent++);
  await page.goto(`${luzon.url('member/withdraw')}?token=${member.token}`);
  await expect(page.locator('form.withdraw-form')).toBeVisible();
  const lang = (await page.locator('html').getAttribute('lang'))!;
  const money = (major: number) => formatMoney(major, lang, luzon.config.currency);

  // Behind the page, the operator pays a bonus of ₱ 50.00 that needs twice its amount in valid bets.
  grantBonus('luzon', member.username, 50, 2, 'Reload');
  // The page did not know: the gateway refuses, and the page says why in Tagalog, with what is left.
  expect(await tryWithdrawal(page, t, '300')).toMatchObject({ success: false, errorCode: 'withdraw.turnover.unmet' });
  const blocked = page.locator('.withdraw-blocked');
  await expect(blocked.getByRole('alert')).toHaveText(t('island.withdraw.turnoverBlocks', { amount: money(100) }));
  await expect(page.getByTestId('withdraw-turnover')).toContainText(money(100));
  // Nothing held: the wallet holds the bonus as well, and there is no order.
  await expect(page.getByTestId('withdraw-available')).toHaveText(t('island.withdraw.available', { amount: money(1050) }));
  expect(await member.info()).toMatchObject({ available: 1050, usedToday: 0, turnoverRemaining: 100 });
  await expect(page.getByText(t('island.withdraw.empty'))).toBeVisible();

  // Opened again, the page says it before anything is typed: no amount, no password, nothing sent.
  await page.reload();
  await expect(blocked.getByRole('alert')).toHaveText(t('island.withdraw.turnoverBlocks', { amount: money(100) }));
  await expect(blocked.locator('input')).toHaveCount(0);
  await expect(page.locator('form.withdraw-form')).toHaveCount(0);
  await expectAxeClean(page, { include: 'main' });
  expect(sent).toBe(1);
});

test("today's withdrawals used up: refused in words when the page was behind, and said before typing once it knows", async ({ page }) => {
  const t = translator('EN');
  const member = await readyMember(page);
  const { dailyCount } = await member.info();
  for (let i = 1; i < dailyCount; i++) expect((await member.withdrawDirectly(200)).success).toBe(true);
  await page.goto(`${luzon.url('member/withdraw', 'EN')}?token=${member.token}`);
  await expect(page.getByText(`Withdrawals today: ${dailyCount - 1} of ${dailyCount}`)).toBeVisible();
  const left = 1000 - 200 * dailyCount;

  // The last one of the day from another device: the page still offers the form, the gateway refuses.
  expect((await member.withdrawDirectly(200)).success).toBe(true);
  expect(await tryWithdrawal(page, t, '200')).toMatchObject({ success: false, errorCode: 'withdraw.daily.limit' });
  const blocked = page.locator('.withdraw-blocked');
  await expect(blocked.getByRole('alert')).toHaveText(`You have made today's ${dailyCount} withdrawals. Try again tomorrow.`);
  await expect(page.getByText(`Withdrawals today: ${dailyCount} of ${dailyCount}`)).toBeVisible();
  // Nothing more held than the day's withdrawals.
  await expect(page.getByTestId('withdraw-available')).toHaveText(`Main wallet: ₱ ${left.toFixed(2)}`);
  expect(await member.info()).toMatchObject({ available: left, usedToday: dailyCount });
  await expect(page.locator('tr[data-reference]')).toHaveCount(dailyCount);

  await page.reload();
  await expect(blocked.getByRole('alert')).toHaveText(`You have made today's ${dailyCount} withdrawals. Try again tomorrow.`);
  await expect(blocked.locator('input')).toHaveCount(0);
});
