// A member's money steps as the money specs take them: in the English pages (a deposit order, the
// payment password and a payout account, a withdrawal), or straight to the gateway when a test is
// about what comes after them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { gatewayCli } from './gateway-db.ts';
import { gatewayCall } from './login-helpers.ts';
import type { Site } from './sites.ts';

/** The payment password the money specs set. */
export const PAYMENT_PASSWORD = '135790';

/** The deposit order the page just made: its id (for the operator) and reference. */
export async function madeOrder(page: Page): Promise<{ id: string; reference: string }> {
  const panel = page.locator('.deposit-order');
  await expect(panel).toBeVisible();
  const reference = (await panel.locator('.deposit-pay-value').first().textContent())!;
  expect(reference).toMatch(/^D\d{8}$/);
  return { id: (await panel.getAttribute('data-order'))!, reference };
}

/** A deposit order made straight through the gateway (`auth`: the member's Authorization and X-Forwarded-For headers): its value. */
export async function depositOrder(
  request: APIRequestContext,
  s: Site,
  auth: Record<string, string>,
  body: { requestId: string; channelId: string; amount: number },
): Promise<{ orderId: number; reference: string }> {
  const order = await gatewayCall(request, s, 'POST', '/wps/relay/PAY_createDeposit', body, auth);
  expect(order.success, JSON.stringify(order)).toBe(true);
  return order.value;
}

/** Credits a deposit order as the operator does, through the CLI. */
export function approveDeposit(order: { orderId: number }): void {
  expect(gatewayCli('deposit', 'approve', String(order.orderId)).status).toBe(0);
}

/**
 * Types each amount into a money form and submits it: each is refused in the page, the field
 * marked invalid and `error` saying the case's message, and nothing is sent to the gateway call
 * (a POST whose URL holds `call`, e.g. PAY_withdraw). Returns the count of such calls from then on.
 */
export async function refusedInPage(
  page: Page,
  call: string,
  { amount, submit, error }: { amount: Locator; submit: Locator; error: Locator },
  cases: ReadonlyArray<readonly [typed: string, message: string]>,
): Promise<() => number> {
  let sent = 0;
  page.on('request', (request) => request.url().includes(call) && request.method() === 'POST' && sent++);
  for (const [typed, message] of cases) {
    await amount.fill(typed);
    await submit.click();
    await expect(error).toHaveText(message);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent).toBe(0);
  return () => sent;
}

/** Sets the payment password and binds a GCash account on /member/withdraw, as a new member does before a first withdrawal. */
export async function preparePayout(page: Page, loginPassword: string): Promise<void> {
  const set = page.locator('form', { has: page.getByRole('heading', { name: 'Set a payment password' }) });
  await set.getByLabel('Login password').fill(loginPassword);
  await set.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await set.getByLabel('Payment password again').fill(PAYMENT_PASSWORD);
  await set.getByRole('button', { name: 'Set a payment password' }).click();
  const add = page.locator('form', { has: page.getByRole('heading', { name: 'Add a payout account' }) });
  await add.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await add.getByLabel('Account name').fill('Juan Dela Cruz');
  await add.getByLabel('Account or e-wallet number').fill('0917 000 0001');
  await add.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await add.getByRole('button', { name: 'Save account' }).click();
  // Saved: the form folds away and says so beside the button that opens it again.
  await expect(page.locator('.withdraw-add').getByRole('status')).toHaveText('GCash •••• 0001 is saved.');
  await expect(add).toHaveCount(0);
}

/** Requests a withdrawal of `amount` (₱) to the first account on /member/withdraw; the order's id and reference. */
export async function withdrawInPage(page: Page, amount: string): Promise<{ id: string; reference: string }> {
  const form = page.locator('form.withdraw-form');
  await form.getByLabel('Amount (₱)').fill(amount);
  await form.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('status')).toContainText('is waiting for approval');
  const reference = /W\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
  return { id: (await page.locator(`tr[data-reference="${reference}"]`).getAttribute('data-order'))!, reference };
}

/**
 * The payment password set and a GCash account bound straight through the gateway, as the page
 * would (`auth`: the member's Authorization and X-Forwarded-For headers): a withdrawal of `amount`
 * (major units) to it, with a request id of its own, answers with the gateway's envelope.
 */
export async function payoutReady(request: APIRequestContext, s: Site, auth: Record<string, string>, loginPassword: string) {
  const call = (method: 'POST' | 'PUT', path: string, body: unknown) => gatewayCall(request, s, method, path, body, auth, true);
  const body = { password: loginPassword, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD };
  expect((await call('PUT', '/wps/member/paymentPassword', body)).success).toBe(true);
  const account = { providerId: 'gcash', accountName: 'Juan Dela Cruz', accountNumber: '09170000001', paymentPassword: PAYMENT_PASSWORD };
  const bound = await call('POST', '/wps/relay/PAY_bindPayoutAccount', account);
  expect(bound.success, JSON.stringify(bound)).toBe(true);
  return (amount: number) =>
    call('POST', '/wps/relay/PAY_withdraw', {
      requestId: crypto.randomUUID(),
      accountId: bound.value.accountId,
      amount,
      paymentPassword: PAYMENT_PASSWORD,
    });
}
