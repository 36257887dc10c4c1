// The slider captcha against the reference gateway: asked after failed logins (solved by dragging)
// and for a client's third new number of SMS codes (solved with the keyboard alone), refused when
// the piece is off the gap, with a new picture each time; axe-clean at phone and desktop widths.
// The gap's offset is read from the gateway's store, as an attacker's image matcher could find it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { heldCaptcha } from './support/gateway-db.ts';
import { translator } from '../../src/i18n/translate.ts';
import { expectNoAxeViolations, freshMobiles, gatewayCall, oneClickAccount, ownAddress, resendCountdown } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';
import { dragTo, newChallenge, PICTURE_WIDTH } from './support/slider.ts';

const emerald = site('emerald');
const luzon = site('luzon');
const SHOTS = process.env['SKINFORGE_SHOTS'];

async function openLogin(page: Page, s: Site): Promise<Locator> {
  await page.goto(s.url(''));
  await page.locator('[data-island="header-account"] [data-open-modal="login"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A client at `ip` that has already asked luzon's codes for two new numbers this hour (the free ones): a third new number. */
async function thirdNewNumber(page: Page, ip: string): Promise<string> {
  const numbers = freshMobiles(3);
  for (const mobileNum of numbers.slice(0, 2)) {
    const sent = await gatewayCall(page.request, luzon, 'POST', '/wps/verification/sms/noLogin', { mobileNum }, { 'X-Forwarded-For': ip });
    expect(sent.success, JSON.stringify(sent)).toBe(true);
  }
  return numbers[2]!;
}

/**
 * luzon's login dialog (Filipino) at a viewport size, on its SMS tab with the third new number of
 * a client of the test's own (its address from `prefix`) typed in: that address and the dialog.
 */
async function smsLoginForThirdNumber(page: Page, viewport: { width: number; height: number }, prefix: string) {
  await page.setViewportSize(viewport);
  const ip = await ownAddress(page, prefix);
  const number = await thirdNewNumber(page, ip);
  const dialog = await openLogin(page, luzon);
  await dialog.getByRole('tab', { name: 'Code sa SMS' }).click();
  await dialog.locator('input[name="mobileNum"]').fill(number);
  return { ip, dialog };
}

for (const width of [1366, 390]) {
  test(`after three failed logins the slider is asked; a piece off the gap is refused, one dragged into it logs in (${width} px)`, async ({
    page,
  }) => {
    test.slow(); // three failed logins and a right one, each hashed, on a shared machine
    await page.setViewportSize({ width, height: 900 });
    const ip = await ownAddress(page, '198.40');
    const { username, password } = await oneClickAccount(page.request, emerald, ip);
    const dialog = await openLogin(page, emerald);
    const slider = dialog.getByRole('slider', { name: 'Puzzle piece: slide it into the gap' });
    for (let i = 1; i <= 3; i++) {
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('Password').fill(`wrong-${i}`);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole('alert')).toHaveText('Username or password is incorrect.');
      if (i < 3) await expect(slider).toHaveCount(0);
    }
    await expect(slider).toBeFocused();
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(dialog.getByRole('status')).toHaveText('A new puzzle is shown: slide the piece into the gap.');
    await expectNoAxeViolations(page);
    await shot(page, `slider-login-${width}`);
    const first = await newChallenge('emerald', ip);
    await dialog.getByLabel('Password').fill(password);
    // Log in with the piece at the start sends nothing: the page says so and the picture is kept.
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('alert')).toHaveText('Move the piece into the gap in the picture first.');
    await expect(slider).toBeFocused();
    expect(heldCaptcha('emerald', `slider:${ip}`)?.issuedAt).toBe(first.issuedAt);
    // Off the gap by more than the gateway's 4 px: refused, and the used-up picture is replaced.
    await dragTo(page, slider, first.offset > 150 ? first.offset - 40 : first.offset + 40);
    await expect(dialog.getByRole('alert')).toHaveText('The captcha is not correct. Try the new one.');
    const second = await newChallenge('emerald', ip, first.issuedAt);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await dragTo(page, slider, second.offset);
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  });
}

test('a third new number for SMS codes asks the slider, solved with the keyboard alone (390 px, Filipino)', async ({ page }) => {
  test.slow();
  const { ip, dialog } = await smsLoginForThirdNumber(page, { width: 390, height: 844 }, '198.41');
  await dialog.getByRole('button', { name: 'Kunin ang SMS code' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Para magpadala ng code sa numerong ito, i-slide muna ang piraso sa puwang.');
  const slider = dialog.getByRole('slider', { name: 'Piraso ng puzzle: i-slide ito sa puwang' });
  await expect(slider).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'slider-sms-390');
  // Enter with the piece at the start: off the gap (never there), refused with a new picture.
  const first = await newChallenge('luzon', ip);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Wala sa puwang ang piraso. Subukan ang bagong larawan.');
  const answer = (await newChallenge('luzon', ip, first.issuedAt)).offset;
  // The gateway stores the new gap before the page shows its picture: keys pressed before then move the old piece.
  await expect(dialog.getByRole('status')).toHaveText('May bagong puzzle: i-slide ang piraso sa puwang.');
  await expect(slider).toBeFocused();
  for (let i = 0; i < Math.floor(answer / 10); i++) await page.keyboard.press('PageUp');
  for (let i = 0; i < answer % 10; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(answer));
  await expect(slider).toHaveAttribute('aria-valuetext', `${answer} sa ${PICTURE_WIDTH - 44}`);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /^Ipadala muli sa \d+ s$/ })).toBeDisabled();
  await expect(slider).toHaveCount(0);
});

test('the slider at desktop width, dragged by mouse, for an SMS login code (1366 px)', async ({ page }) => {
  test.slow();
  const { ip, dialog } = await smsLoginForThirdNumber(page, { width: 1366, height: 900 }, '198.42');
  await dialog.getByRole('button', { name: 'Kunin ang SMS code' }).click();
  const slider = dialog.getByRole('slider', { name: 'Piraso ng puzzle: i-slide ito sa puwang' });
  await expect(slider).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'slider-sms-1366');
  await dragTo(page, slider, (await newChallenge('luzon', ip)).offset);
  await expect(dialog.getByRole('button', { name: /^Ipadala muli sa \d+ s$/ })).toBeDisabled();
});

for (const [lang, width] of [
  ['EN', 1366],
  ['TY', 390],
] as const) {
  test(`a screen-reader user solves the slider without the picture: told where the gap is, by keyboard alone (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const t = translator(lang);
    const ip = await ownAddress(page, '198.43');
    const number = await thirdNewNumber(page, ip);
    await page.goto(luzon.url('', lang));
    await page.locator('[data-island="header-account"] [data-open-modal="login"]').first().click();
    const dialog = page.getByRole('dialog', { name: t('island.login.title') });
    await dialog.getByRole('tab', { name: t('island.login.tab.sms') }).click();
    await dialog.getByRole('textbox', { name: t('island.sms.mobile', { code: '+63' }) }).fill(number);
    await dialog.getByRole('button', { name: t('island.sms.getCode') }).focus();
    await page.keyboard.press('Enter');
    const slider = dialog.getByRole('slider', { name: t('island.slider.label') });
    await expect(slider).toBeFocused();
    // Only what the accessibility tree offers from here: the button by its name, then the words.
    const tell = dialog.getByRole('button', { name: t('island.slider.tell') });
    await tell.focus();
    await page.keyboard.press('Enter');
    await expect(slider).toBeFocused();
    await expect(tell).toHaveCount(0);
    const told = new RegExp(
      t('island.slider.told', { x: 999, max: 999 })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('999', '(\\d+)'),
    );
    await expect(slider).toHaveAccessibleDescription(told);
    await expect(dialog.getByRole('status').filter({ hasText: told })).toHaveCount(1);
    const tree = await dialog.ariaSnapshot();
    const [, gap, max] = told.exec(tree) ?? [];
    expect(Number(max)).toBe(PICTURE_WIDTH - 44);
    await expect(slider).toHaveAttribute('aria-valuetext', t('island.slider.position', { x: 0, max: Number(max) }));
    for (let i = 0; i < Math.floor(Number(gap) / 10); i++) await page.keyboard.press('PageUp');
    for (let i = 0; i < Number(gap) % 10; i++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', t('island.slider.position', { x: Number(gap), max: Number(max) }));
    await expectNoAxeViolations(page);
    await shot(page, `slider-told-${lang}-${width}`);
    await page.keyboard.press('Enter');
    await expect(resendCountdown(dialog, t, '\\d+')).toBeDisabled();
    await expect(slider).toHaveCount(0);
  });
}
