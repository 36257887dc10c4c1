// Once an address has failed 3 logins in 15 minutes, the gateway asks every login from it for a
// captcha, the SMS login and /agent's too: each of those forms shows the slider,
// and a press of Log in with the piece still at the start is stopped on the page, the picture kept.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { heldCaptcha } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, freshMobiles, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';
import { dragTo, newChallenge } from './support/slider.ts';
import { translator } from '../../src/i18n/translate.ts';

const luzon = site('luzon');
const t = translator('TY');

/** Three failed logins from `ip` for a name nobody has: the address, not an account, now needs the captcha. */
async function failThreeTimes(page: Page, ip: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const answer = await apiLogin(page.request, luzon, ip, `nobody${Date.now()}`, `Wrong${i}!x`);
    expect(answer.errorCode).toBe('login.failed');
  }
}

/** The slider the gateway issued to `ip`, still held: not used up by a press that sent nothing. */
const held = (ip: string) => heldCaptcha('luzon', `slider:${ip}`)?.issuedAt;

/**
 * A login form's Log in, pressed from `ip` after the failed logins: the gateway asks for the
 * captcha and the slider shows, focused, axe finding nothing in `axeScope` (a screenshot `shot`).
 * Pressed again with the piece at the start, the page says what to do, the slider keeps focus and
 * the picture is kept (nothing was sent). The slider.
 */
async function sliderAsked(page: Page, ip: string, form: Locator, login: Locator, axeScope: string, shot: string): Promise<Locator> {
  await login.click();
  await expect(form.getByRole('alert')).toHaveText(t('error.captcha.required'));
  const slider = form.getByRole('slider', { name: t('island.slider.label') });
  await expect(slider).toBeFocused();
  const issued = (await newChallenge('luzon', ip)).issuedAt;
  await expectNoAxeViolations(page, axeScope);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  await login.click();
  await expect(form.getByRole('alert')).toHaveText(t('island.slider.unsolved'));
  await expect(slider).toBeFocused();
  expect(held(ip)).toBe(issued);
  return slider;
}

test('after failed logins the SMS tab shows the slider; Log in with the piece unmoved sends nothing (390 px)', async ({ page }) => {
  test.slow(); // three hashed logins on a shared machine
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page, '198.44');
  await failThreeTimes(page, ip);
  await page.goto(luzon.url(''));
  await page.locator('[data-island="header-account"] [data-open-modal="login"]').first().click();
  const dialog = page.getByRole('dialog', { name: t('island.login.title') });
  await dialog.getByRole('tab', { name: t('island.login.tab.sms') }).click();
  await dialog.locator('input[name="mobileNum"]').fill(freshMobiles(1)[0]!);
  await dialog.locator('input[name="code"]').fill('123456');
  const slider = await sliderAsked(page, ip, dialog, dialog.locator('button[type="submit"]'), 'dialog', 'sms-slider-390');
  // Solved, the login goes with it: the gateway then judges the code (none was sent to this number), not the captcha.
  await dragTo(page, slider, (await newChallenge('luzon', ip)).offset);
  await expect(dialog.getByRole('alert')).toHaveText(t('error.login.failed'));
});

test('after failed logins /agent shows the slider; unmoved it sends nothing, solved the agent logs in (1366 px)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page, '198.45');
  await failThreeTimes(page, ip);
  await page.goto(luzon.url('agent'));
  const form = page.locator('[data-island="agent-login"]');
  const login = form.getByRole('button', { name: t('header.login') });
  // The form turns into the island once used (what was typed is kept).
  await form.locator('input[name="username"]').fill('agent01');
  await expect(login).toBeEnabled();
  await form.locator('input[name="password"]').fill('Demo1234');
  const slider = await sliderAsked(page, ip, form, login, '[data-island="agent-login"]', 'agent-slider-1366');
  await dragTo(page, slider, (await newChallenge('luzon', ip)).offset);
  await expect(page).toHaveURL(luzon.url('agentHome'));
});
