// The phone-authentication provider's failures (specification section 8's phone verification
// errors) in the register dialog, in the page's language: the reference provider answers each for
// one of its test numbers (gateway/routes/phone-auth.ts, 999000001–999000005), so each is shown as a
// real provider's would be, no code is sent and the Get code button does not start its countdown.
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import type { MessageKey } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { lastOutboxId } from './support/gateway-db.ts';
import { expectNoAxeViolations, ownAddress } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const saigon = site('saigon');

const FAILURES: ReadonlyArray<{ number: string; text: MessageKey; lang: LanguageCode }> = [
  { number: '999000001', text: 'island.phoneAuth.error.popupClosed', lang: 'VI' },
  { number: '999000002', text: 'island.phoneAuth.error.popupBlocked', lang: 'EN' },
  { number: '999000003', text: 'island.phoneAuth.error.invalidCaptcha', lang: 'VI' },
  { number: '999000004', text: 'island.phoneAuth.error.quota', lang: 'EN' },
  { number: '999000005', text: 'island.phoneAuth.error.notEnabled', lang: 'VI' },
];

/** Opens saigon's register dialog (mobile registration through its reference provider) in a language. */
async function openRegister(page: Page, lang: LanguageCode) {
  const sp = new SitePage(page, saigon, lang);
  await sp.goto('');
  await page
    .locator('[data-island="header-account"]')
    .getByRole('link', { name: sp.t('header.register') })
    .click();
  const dialog = page.getByRole('dialog', { name: sp.t('island.register.title') });
  await expect(dialog).toBeVisible();
  return { dialog, t: sp.t };
}

for (const { number, text, lang } of FAILURES) {
  test(`saigon ${lang}: the provider's ${text.split('.').pop()} failure (test number ${number}) is shown in the page's language`, async ({
    page,
  }) => {
    await ownAddress(page, '198.20');
    const { dialog, t } = await openRegister(page, lang);
    const starts: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/wps/phone-auth/start') starts.push(response.status());
    });
    await dialog.getByLabel(t('form.mobileNum'), { exact: true }).fill(number);
    const before = lastOutboxId();
    await dialog.getByRole('button', { name: t('island.sms.getCode') }).click();
    const warning = page.getByRole('alertdialog', { name: t(text) });
    await expect(warning).toBeVisible();
    expect(starts).toEqual([200]);
    await expectNoAxeViolations(page, '[role="alertdialog"]');
    await warning.getByRole('button', { name: t('island.confirm') }).click();
    await expect(warning).toBeHidden();
    // Nothing was sent: the button offers the code again, and the gateway's outbox has no new message.
    await expect(dialog.getByRole('button', { name: t('island.sms.getCode') })).toBeEnabled();
    expect(lastOutboxId()).toBe(before);
  });
}
