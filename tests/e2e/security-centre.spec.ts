// /member/securityCenter against the reference gateway: the profile checked with the
// registration's rules and saved, a mobile number and an email bound with the codes the gateway
// "sent" (read from its outbox), the change-password modal, the payment password set then changed,
// a payout account, and the login history. A trial account gets the real-account dialog and
// makes none of these calls.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { mailTo } from './support/accounts-db.ts';
import { expect, test } from './support/fixtures.ts';
import { lastOutboxId, smsCode } from './support/gateway-db.ts';
import { refusedWith } from './support/forms.ts';
import { expectNoAxeViolations, freshMember, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');

/** Opens the English security centre for a fresh luzon account of the test's own; its credentials and address. */
async function openSecurity(page: Page): Promise<{ username: string; password: string; ip: string }> {
  const { username, password, ip, token } = await freshMember(page, luzon);
  await page.goto(`${luzon.url('member/securityCenter', 'EN')}?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  return { username, password, ip };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a member edits the profile, checked with the registration rules; set-once fields then stay', async ({ page }) => {
  const { username } = await openSecurity(page);
  const profile = section(page, 'Profile');
  await expect(profile.locator('.security-account')).toHaveText(username);
  await refusedWith(profile, { Nickname: 'x', 'Real name': 'Juan', 'Date of birth': '1990-13-01' }, 'Save profile', [
    'Enter 2 to 20 characters.',
    'Enter your first and last name separated by a space (3 to 40 characters).',
    'Enter a date as year-month-day, e.g. 1990-12-31.',
  ]);
  await profile.getByLabel('Nickname').fill('Lucky Juan');
  await profile.getByLabel('Real name').fill('Juan Dela Cruz');
  await profile.getByLabel('Date of birth').fill('1990-05-17');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  // The header's name follows; after a reload the real name and birthday are read-only.
  await expect(page.locator('[data-island="header-account"] .avatar-name')).toHaveText('Lucky Juan');
  await page.reload();
  await expect(profile.getByLabel('Nickname')).toHaveValue('Lucky Juan');
  await expect(profile.getByLabel('Real name')).toHaveAttribute('readonly', '');
  await expect(profile.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  await expect(profile.getByText('Set once. Customer service can correct it.')).toHaveCount(2);
  // The avatar: the member icon, or the initial when it does not load.
  await expect(profile.locator('.avatar-large img')).toHaveAttribute('src', /\/wps\/static\/icons\/avatar\/\d\.svg$/);
  await page.route('**/wps/static/icons/avatar/*', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'no' }));
  await page.reload();
  await expect(profile.locator('.avatar-large')).toHaveText('L');
  await expectAxeClean(page, { include: 'main' });
});

test('the birthday hints a date in the page language, one payout note, the sign-in values in one column', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSecurity(page);
  await expect(section(page, 'Profile').getByLabel('Date of birth')).toHaveAttribute('placeholder', 'e.g. 1990-12-31');
  // No payment password yet: one note says why no payout account can be added, not two stacked.
  const payout = section(page, 'Payout accounts');
  await expect(payout.locator('p')).toHaveText(['Set a payment password above first: payout accounts are confirmed with it.']);
  const values = await section(page, 'Sign-in and verification')
    .locator('.security-row-value')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  expect(values).toHaveLength(4);
  expect(new Set(values).size).toBe(1);
  // At both widths nothing in the centre's sections is drawn over anything else.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const overlaps = await page.locator('.security-section').evaluateAll((sections) =>
      sections.flatMap((s) => {
        const boxes = [...s.querySelectorAll('p, li, .field, h2, button')].map((e) => [e, e.getBoundingClientRect()] as const);
        return boxes.flatMap(([a, r], i) =>
          boxes
            .slice(i + 1)
            .filter(([b, q]) => !a.contains(b) && !b.contains(a) && r.width && q.width)
            .filter(([, q]) => r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1)
            .map(([b]) => `${a.textContent} / ${b.textContent}`),
        );
      }),
    );
    expect(overlaps, `at ${width}`).toEqual([]);
  }
});

test('a member binds a mobile number and an email with the codes sent to them', async ({ page }) => {
  await openSecurity(page);
  const account = section(page, 'Sign-in and verification');
  await expect(page.getByTestId('security-mobile')).toHaveText('Not added');
  // The mobile dialog: keyboard-usable and axe clean; Escape closes it and focus returns.
  const addMobile = account.getByRole('button', { name: 'Add Mobile number' });
  await addMobile.click();
  const dialog = page.getByRole('dialog', { name: 'Add a mobile number' });
  await expect(dialog.getByLabel('New mobile number')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(addMobile).toBeFocused();

  await addMobile.click();
  await refusedWith(dialog, { 'New mobile number': '12ab' }, 'Get SMS code', 'Use 9 to 11 digits only.');
  // Another account's number is refused by the gateway.
  await refusedWith(dialog, { 'New mobile number': '9000000002' }, 'Get SMS code', 'This mobile number belongs to another account.');
  const number = `917${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const before = lastOutboxId();
  await dialog.getByLabel('New mobile number').fill(number);
  await dialog.getByRole('button', { name: 'Get SMS code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await smsCode('luzon', number, before);
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The verification code is not valid.');
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(account.getByRole('status').first()).toHaveText('Your mobile number is saved.');
  await expect(page.getByTestId('security-mobile')).toHaveText(`******${number.slice(-4)}`);

  // Email: a mailed code; the button says so.
  await account.getByRole('button', { name: 'Add Email' }).click();
  const mail = page.getByRole('dialog', { name: 'Add an email address' });
  const address = `m${Date.now()}@example.com`;
  const mailsBefore = lastOutboxId();
  await mail.getByLabel('New email address').fill(address);
  await mail.getByRole('button', { name: 'Email me a code' }).click();
  await expect.poll(() => mailTo('luzon', address, mailsBefore) ?? '').toMatch(/\d{6}/);
  await mail.getByLabel('Verification code').fill(/(\d{6})/.exec(mailTo('luzon', address, mailsBefore)!)![1]!);
  await mail.getByRole('button', { name: 'Confirm' }).click();
  await expect(mail).toHaveCount(0);
  await expect(page.getByTestId('security-email')).toHaveText(`${address.slice(0, 2)}***@example.com`);

  // Changing the bound number asks for the login password too.
  await account.getByRole('button', { name: 'Change Mobile number' }).click();
  const change = page.getByRole('dialog', { name: 'Change your mobile number' });
  await expect(change.getByText(`Now: ******${number.slice(-4)}`)).toBeVisible();
  await expect(change.getByLabel('Login password')).toBeVisible();
  await expectNoAxeViolations(page);
  await change.getByRole('button', { name: 'Close' }).click();
});

test('a member changes the password in its modal, sets and changes the payment password, adds a payout account and sees the logins', async ({
  page,
}) => {
  const { password, ip } = await openSecurity(page);
  const account = section(page, 'Sign-in and verification');
  await account.getByRole('button', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: 'Change password' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // No payment password yet: set it here; payout accounts wait for it.
  const payout = section(page, 'Payout accounts');
  await expect(payout.getByText('Set a payment password above first: payout accounts are confirmed with it.')).toBeVisible();
  await expect(page.getByTestId('security-payment-password')).toHaveText('Not set');
  const set = page.locator('form', { has: page.getByRole('heading', { name: 'Set a payment password' }) });
  await set.getByLabel('Login password').fill(password);
  await set.getByLabel('Payment password (6 digits)').fill('135790');
  await set.getByLabel('Payment password again').fill('135790');
  await set.getByRole('button', { name: 'Set a payment password' }).click();
  await expect(page.getByTestId('security-payment-password')).toHaveText('Set');
  await expect(account.getByRole('status').first()).toHaveText('Your payment password is set.');

  await account.getByRole('button', { name: 'Change Payment password' }).click();
  const change = page.locator('form', { has: page.getByRole('heading', { name: 'Change the payment password' }) });
  await expect(change.getByRole('radio', { name: 'Current payment password' })).toBeChecked();
  await change.getByRole('textbox', { name: 'Current payment password' }).fill('000000');
  await change.getByLabel('New payment password (6 digits)').fill('246802');
  await change.getByLabel('Payment password again').fill('246802');
  await change.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(change.getByRole('alert')).toHaveText('The payment password is not correct.');
  await change.getByRole('textbox', { name: 'Current payment password' }).fill('135790');
  await change.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(change.getByRole('status')).toHaveText('Your payment password is changed.');

  // A payout account with the new payment password (the withdrawal page's form).
  const add = payout.locator('form', { has: page.getByRole('heading', { name: 'Add a payout account' }) });
  await add.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await add.getByLabel('Account name').fill('Juan Dela Cruz');
  await add.getByLabel('Account or e-wallet number').fill('0917 000 0009');
  await add.getByLabel('Payment password (6 digits)').fill('246802');
  await add.getByRole('button', { name: 'Save account' }).click();
  await expect(payout.locator('.payout-accounts')).toContainText('GCash •••• 0009');

  // The login this test made, in the merchant's time zone, with its address and browser.
  const logins = section(page, 'Recent logins');
  const row = logins.locator('tbody tr').first();
  await expect(row.locator('td').nth(1)).toHaveText(ip);
  await expect(row.locator('td').nth(2)).toHaveText('Chrome on Linux');
  await expectAxeClean(page, { include: 'main' });
});

test("on a merchant that collects no profile fields and no mobile rule, the nickname alone and the country's number length", async ({
  page,
}) => {
  const { token } = await freshMember(page, emerald);
  await page.goto(`${emerald.url('member/securityCenter')}?token=${token}`);
  const profile = section(page, 'Profile');
  await expect(profile.getByRole('textbox')).toHaveCount(1);
  // emerald's nickname rule: English letters and spaces.
  await refusedWith(profile, { Nickname: 'Lucky 7' }, 'Save profile', 'Use 2 to 20 English letters and spaces.');
  await section(page, 'Sign-in and verification').getByRole('button', { name: 'Add Mobile number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a mobile number' });
  await refusedWith(dialog, { 'New mobile number': '91234567' }, 'Get SMS code', 'Use 10 to 10 digits only.');
});

test('a trial account gets the real-account dialog and makes no security-centre call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => /\/wps\/member\/(profile|loginHistory)|PAY_withdrawInfo/.test(r.url()) && calls.push(r.url()));
  const response = await page.request.post(`${emerald.origin}/wps/session/login/freeplay`, {
    headers: { Merchant: emerald.config.merchantCode, 'X-Gateway-Version': '3', 'X-Forwarded-For': await ownAddress(page) },
    data: { os: 'web', platform: 'W' },
  });
  const token = ((await response.json()) as { value: { token: string } }).value.token;
  await page.goto(`${emerald.url('member/securityCenter')}?token=${token}`);
  const dialog = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.locator('.member-content')).toContainText('The security centre is for registered members.');
  expect(calls).toEqual([]);
});
