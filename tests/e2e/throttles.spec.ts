// Specification section 9's throttles on the register dialog: "SMS throttle 1 s" (a refused send
// does not let the visitor press Get code again within the second) and "captcha refresh minimum
// 1 s". Time is the test's: the page's clock is paused and only the test moves it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openHeaderDialog, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const saigon = site('saigon');
const luzon = site('luzon');

/** Pauses the page's clock: from here on, no timer fires unless the test runs it. */
async function pauseClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** Counts the page's calls to a gateway path. */
function countCalls(page: Page, path: string): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.count++;
  });
  return calls;
}

/** The button cannot be pressed for 1 s on the page's clock: a press within it calls nothing more. */
async function expectHeldForASecond(page: Page, button: Locator, calls: { count: number }): Promise<void> {
  const before = calls.count;
  await expect(button).toBeDisabled();
  await button.evaluate((element: HTMLButtonElement) => element.click());
  await page.clock.runFor(999);
  await expect(button).toBeDisabled();
  expect(calls.count).toBe(before);
  await page.clock.runFor(1);
  await expect(button).toBeEnabled();
}

test('a refused SMS send holds Get code for 1 s before it can be pressed again', async ({ page }) => {
  await ownAddress(page, '198.21');
  await pauseClock(page);
  // saigon registers by mobile number, proved through its reference phone-auth provider.
  const { dialog, t } = await openHeaderDialog(page, saigon, 'register');
  const sends = countCalls(page, '/wps/phone-auth/start');
  // The reference provider refuses this test number at once (quota: gateway/routes/phone-auth.ts).
  await dialog.getByLabel(t('form.mobileNum'), { exact: true }).fill('999000004');
  const send = dialog.getByRole('button', { name: t('island.sms.getCode') });
  await send.click();
  const warning = page.getByRole('alertdialog', { name: t('island.phoneAuth.error.quota') });
  await warning.getByRole('button', { name: t('island.confirm') }).click();
  await expect(warning).toBeHidden();
  expect(sends.count).toBe(1);
  // Not counting down (nothing was sent), but held: a press within the second does nothing.
  await expectHeldForASecond(page, send, sends);
  await send.click();
  await expect(page.getByRole('alertdialog', { name: t('island.phoneAuth.error.quota') })).toBeVisible();
  expect(sends.count).toBe(2);
});

test('the registration captcha is refreshed at most once a second', async ({ page }) => {
  await ownAddress(page, '198.21');
  // A merchant whose registration asks for the captcha: the gateway's settings with the captcha field on.
  await page.route('**/wps/system/setting/register*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { value: Record<string, Record<string, unknown>> };
    answer.value['captcha'] = { ...answer.value['username'], enabled: true, required: true, minLength: 4, maxLength: 4 };
    await route.fulfill({ json: answer });
  });
  const captchas = countCalls(page, '/wps/captcha');
  await pauseClock(page);
  const { dialog, t } = await openHeaderDialog(page, luzon, 'register');
  await expect(dialog.getByRole('img', { name: t('island.login.captchaImage') })).toBeVisible();
  expect(captchas.count).toBe(1);
  const refresh = dialog.getByRole('button', { name: t('island.login.newCaptcha') });
  // The first captcha came within the second: the button waits for it to pass.
  await page.clock.runFor(1000);
  await refresh.click();
  await expect.poll(() => captchas.count).toBe(2);
  await expectHeldForASecond(page, refresh, captchas);
  await refresh.click();
  await expect.poll(() => captchas.count).toBe(3);
});
