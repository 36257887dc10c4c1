// /member/withdraw against the reference gateway: the payment password set once, a payout account
// bound with it, a withdrawal checked in the page and held from the main wallet at once, then the
// operator's approve (paid out) or reject (the hold comes back) with the gateway's CLI.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { apiLogin, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

/** Opens the English withdrawal page for a fresh account of the test's own holding ₱ 1,000.00; its login password. */
async function openWithdraw(page: Page): Promise<string> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  credit(luzon.code, account.username, 1000_00);
  const token = (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;
  await page.goto(`${luzon.url('member/withdraw', 'EN')}?token=${token}`);
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 1,000.00');
  return account.password;
}

/** Sets the payment password and binds a GCash account, as a new member does before a first withdrawal. */
async function prepare(page: Page, loginPassword: string): Promise<void> {
  const set = page.locator('form', { has: page.getByRole('heading', { name: 'Set a payment password' }) });
  await set.getByLabel('Login password').fill(loginPassword);
  await set.getByLabel('Payment password (6 digits)').fill('135790');
  await set.getByLabel('Payment password again').fill('135790');
  await set.getByRole('button', { name: 'Set a payment password' }).click();
  const add = page.locator('form', { has: page.getByRole('heading', { name: 'Add a payout account' }) });
  await add.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await add.getByLabel('Account name').fill('Juan Dela Cruz');
  await add.getByLabel('Account or e-wallet number').fill('0917 000 0001');
  await add.getByLabel('Payment password (6 digits)').fill('135790');
  await add.getByRole('button', { name: 'Save account' }).click();
  // Saved: the form folds away and says so beside the button that opens it again.
  await expect(page.locator('.withdraw-add').getByRole('status')).toHaveText('GCash •••• 0001 is saved.');
  await expect(add).toHaveCount(0);
}

/** Requests a withdrawal of `amount` to the first account; the order's id and reference. */
async function withdraw(page: Page, amount: string): Promise<{ id: string; reference: string }> {
  const form = page.locator('form.withdraw-form');
  await form.getByLabel('Amount (₱)').fill(amount);
  await form.getByLabel('Payment password (6 digits)').fill('135790');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('status')).toContainText('is waiting for approval');
  const reference = /W\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
  return { id: (await page.locator(`tr[data-reference="${reference}"]`).getAttribute('data-order'))!, reference };
}

test('a member sets a payment password, binds an account, withdraws, and sees the operator pay it out', async ({ page }) => {
  const loginPassword = await openWithdraw(page);
  // The payment password is checked in the page first.
  const set = page.locator('form', { has: page.getByRole('heading', { name: 'Set a payment password' }) });
  await set.getByLabel('Payment password (6 digits)').fill('1357');
  await set.getByRole('button', { name: 'Set a payment password' }).click();
  await expect(set.locator('.field-error')).toHaveText([
    'This field cannot be empty.',
    'Enter six digits.',
    'The confirmation does not match the password.',
  ]);
  await prepare(page, loginPassword);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const form = page.locator('form.withdraw-form');
  await expect(form.getByRole('radio', { name: /GCash •••• 0001/ })).toBeChecked();
  let sent = 0;
  page.on('request', (request) => request.url().includes('PAY_withdraw') && request.method() === 'POST' && sent++);
  for (const [typed, message] of [
    ['199.99', 'The smallest withdrawal is ₱ 200.00.'],
    ['1000.01', 'That is more than the wallet holds (₱ 1,000.00).'],
  ] as const) {
    await form.getByLabel('Amount (₱)').fill(typed);
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(form.locator('.field-error').first()).toHaveText(message);
  }
  expect(sent).toBe(0);
  await form.getByRole('button', { name: 'All (₱ 1,000.00)' }).click();
  await expect(form.locator('.deposit-summary')).toHaveText('Fee ₱ 0.00 · Paid out ₱ 1,000.00');

  const order = await withdraw(page, '300');
  // Held at once: out of the wallet and the header's balance.
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 700.00');
  await expect(page.getByTestId('balance')).toContainText('700.00');
  const row = page.locator(`tr[data-reference="${order.reference}"]`);
  await expect(row).toContainText('Waiting for approval');

  const approved = gatewayCli('withdrawal', 'approve', order.id);
  expect(approved.stdout, approved.stderr).toBe(`${order.reference}: APPROVED\n`);
  await expect(row).toContainText('Paid out');
  await expect(page.locator('.notice-bell .badge')).toHaveText('1');
  await expect(page.getByTestId('balance')).toContainText('700.00');
});

test('a rejected withdrawal gives the held amount back and says why', async ({ page }) => {
  await prepare(page, await openWithdraw(page));
  const order = await withdraw(page, '250');
  await expect(page.getByTestId('balance')).toContainText('750.00');
  expect(gatewayCli('withdrawal', 'reject', order.id, '--reason', 'the account name does not match').status).toBe(0);
  const row = page.locator(`tr[data-reference="${order.reference}"]`);
  await expect(row).toContainText('Rejected: the account name does not match');
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await expect(page.getByTestId('withdraw-available')).toHaveText('Main wallet: ₱ 1,000.00');
});

test('after the payout the member confirms a part, then reports the rest missing with a proof image', async ({ page }) => {
  await prepare(page, await openWithdraw(page));
  const order = await withdraw(page, '400');
  expect(gatewayCli('withdrawal', 'approve', order.id).status).toBe(0);
  const row = page.locator(`tr[data-reference="${order.reference}"]`);
  await expect(row).toContainText('Waiting for your confirmation');

  const open = row.getByRole('button', { name: 'Confirm receipt' });
  await open.click();
  let dialog = page.getByRole('dialog', { name: `Did ${order.reference} arrive?` });
  await expect(dialog).toContainText('₱ 400.00 was paid out to GCash •••• 0001.');
  await expect(dialog.getByRole('radio', { name: 'All of it' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
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
  await expect(row.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  await expect(balance).not.toHaveText(before!);
});
