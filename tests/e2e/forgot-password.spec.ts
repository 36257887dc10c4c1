// Forgot password against the reference gateway: by email (form-encoded, the reset mail lands in
// the gateway's outbox) and, where CHNGPASSVERIF3 is on, by mobile with an SMS code, after which
// the player is logged in with the new password. Axe with the modal open; one submit only.
import type { APIRequestContext, Page } from '@playwright/test';
import { mailTo } from './support/accounts-db.ts';
import { expect, test } from './support/fixtures.ts';
import { lastOutboxId, smsCode, outboxCount } from './support/gateway-db.ts';
import {
  apiLogin,
  expectNoAxeViolations,
  openLoginDialog,
  gatewayCall,
  memberInfo,
  ownAddress,
  pageToken,
  resendCountdown,
} from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');

let ip = '';
test.beforeEach(async ({ page }) => {
  ip = await ownAddress(page, '198.20');
});

/** Opens the forgot-password modal the way a player does: Log in, then the forgot link. */
async function openForgot(page: Page, s: Site) {
  const { dialog: login, t } = await openLoginDialog(page, s);
  await login.getByRole('button', { name: t('island.login.forgot') }).click();
  const dialog = page.getByRole('dialog', { name: t('island.forgot.title') });
  await expect(dialog).toBeVisible();
  return { dialog, t };
}

/** A fresh luzon account with a mobile number (so no other test's demo account changes password). */
async function luzonAccountWithMobile(request: APIRequestContext): Promise<{ username: string; mobile: string }> {
  const tag = `${Date.now().toString().slice(-6)}${test.info().workerIndex}${Math.floor(Math.random() * 100)}`.slice(0, 9);
  const account = { username: `fp${tag}`.slice(0, 12), mobile: `8${tag.padEnd(9, '0')}` };
  const answer = await gatewayCall(
    request,
    luzon,
    'PUT',
    '/wps/member/register',
    {
      username: account.username,
      password: 'Before123',
      confirmPassword: 'Before123',
      mobileNum: account.mobile,
      payeeName: 'Test Player',
      birthday: '1990-01-01',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
    },
    { 'X-Forwarded-For': ip },
    true,
  );
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return account;
}

test('emerald: by email only (no CHNGPASSVERIF3); a form-encoded call records the reset mail', async ({ page }) => {
  const { dialog, t } = await openForgot(page, emerald);
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await expect(dialog.getByLabel(t('form.username'))).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(t('form.username')).fill('down01');
  await dialog.getByRole('textbox', { name: t('form.email') }).fill('not-an-email');
  await dialog.getByRole('button', { name: t('island.forgot.sendMail') }).click();
  await expect(dialog.getByText(t('reg_pattern_EMAIL', { min: 3, max: 100 }))).toBeVisible();

  await dialog.getByRole('textbox', { name: t('form.email') }).fill('someone@else.example');
  await dialog.getByRole('button', { name: t('island.forgot.sendMail') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('error.user.email.not.exist'));

  const before = lastOutboxId();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/password/email');
  await dialog.getByRole('textbox', { name: t('form.email') }).fill('down01@emerald.example');
  await dialog.getByRole('button', { name: t('island.forgot.sendMail') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('island.forgot.mailSent', { email: 'down01@emerald.example' }));
  expect(await (await sent).headerValue('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
  expect(mailTo('emerald', 'down01@emerald.example', before)).toMatch(/\/wps\/member\/password\/reset\?merchant=emerald&token=[0-9a-f]+/);
});

test('luzon: by mobile first (CHNGPASSVERIF3), the new password checked, then logged in with it', async ({ page, request }) => {
  const account = await luzonAccountWithMobile(request);
  const { dialog, t } = await openForgot(page, luzon);
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveText([t('island.forgot.tab.mobile'), t('island.forgot.tab.email')]);
  await expect(dialog.getByRole('tab', { name: t('island.forgot.tab.mobile') })).toHaveAttribute('aria-selected', 'true');
  const mobile = dialog.getByRole('textbox', { name: t('form.mobileNum') });
  await expect(mobile).toBeFocused();
  await expectNoAxeViolations(page);

  await mobile.fill(account.mobile);
  const before = lastOutboxId();
  await dialog.getByRole('button', { name: t('island.sms.getCode') }).click();
  // The gateway's codes last 5 minutes: the button waits 5 × 60 s, counting down.
  const countdown = resendCountdown(dialog, t, '(2[0-9][0-9]|300)');
  await expect(countdown).toBeDisabled();
  const code = await smsCode('luzon', account.mobile, before);
  await dialog.getByLabel(t('form.verificationCode')).fill(code);
  await dialog.getByLabel(t('island.forgot.newPassword')).fill('lettersonly');
  await dialog.getByRole('button', { name: t('island.forgot.reset') }).click();
  await expect(dialog.getByText(t('reg_pattern_ALNUM_MIXED', { min: 6, max: 20 }))).toBeVisible();

  await dialog.getByLabel(t('island.forgot.newPassword')).fill('After4567');
  let resets = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/wps/member/password/verification' && resets++));
  const load = page.waitForEvent('load');
  await dialog.getByRole('button', { name: t('island.forgot.reset') }).dblclick();
  await load;
  await expect(page.locator('[data-island="header-account"]').getByRole('link', { name: t('header.login') })).toHaveCount(0);
  expect(resets).toBe(1);
  const token = await pageToken(page);
  expect((await memberInfo(request, luzon, token!)).value.account).toBe(account.username);
  expect((await apiLogin(request, luzon, ip, account.username, 'Before123')).success).toBe(false);
  expect((await apiLogin(request, luzon, ip, account.username, 'After4567')).success).toBe(true);
});

test('luzon: the email tab is one arrow key away, and a wrong SMS code is refused under its field', async ({ page, request }) => {
  const account = await luzonAccountWithMobile(request);
  const { dialog, t } = await openForgot(page, luzon);
  await dialog.getByRole('textbox', { name: t('form.mobileNum') }).fill(account.mobile);
  await dialog.getByRole('button', { name: t('island.sms.getCode') }).click();
  // The code has gone out once the countdown shows its seconds (the button is disabled while
  // sending too); count only this number's messages (other tests send too).
  await expect(dialog.locator('.sms-code-button')).toHaveText(/\d/);
  const sent = outboxCount('luzon', account.mobile);
  expect(sent).toBeGreaterThan(0);
  await dialog.getByLabel(t('form.verificationCode')).fill('000000');
  await dialog.getByLabel(t('island.forgot.newPassword')).fill('After4567');
  await dialog.getByRole('button', { name: t('island.forgot.reset') }).click();
  // 000000 is one code in a million: when it is the real one the reset succeeds and this test says so.
  await expect(dialog.getByText(t('error.sms.code.invalid'))).toBeVisible();
  expect(outboxCount('luzon', account.mobile)).toBe(sent);

  await dialog.getByRole('tab', { name: t('island.forgot.tab.mobile') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: t('island.forgot.tab.email') })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: t('island.forgot.tab.email') })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: t('form.email') })).toBeVisible();
  await expectNoAxeViolations(page);
});
