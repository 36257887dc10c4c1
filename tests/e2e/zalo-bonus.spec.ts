// "Zalo bonus up to 131K" (specification, constants) wherever the merchant offers Zalo: under the
// register form's Zalo field (read with the field) and beside the Zalo link of the side menu's
// social channels, in each of the merchant's languages; nowhere on a merchant without Zalo.
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const saigon = site('saigon');
const luzon = site('luzon');

test('saigon offers Zalo: the bonus is under the register field and beside the side-menu link, in every language', async ({ page }) => {
  expect(saigon.config.registration.fields.zalo?.enabled).toBe(true);
  expect(saigon.config.support.social.some((s) => s.network === 'zalo')).toBe(true);
  for (const lang of [saigon.defaultLang, ...saigon.otherLangs]) {
    const sp = new SitePage(page, saigon, lang);
    await sp.goto('');
    const bonus = sp.t('form.zaloBonus');
    const social = sp.sideSection(sp.t('social.title'));
    await expect(social.getByRole('listitem').filter({ has: page.getByRole('link', { name: sp.t('social.zalo') }) })).toContainText(bonus);
    await page
      .locator('[data-island="header-account"]')
      .getByRole('link', { name: sp.t('header.register') })
      .click();
    const dialog = page.getByRole('dialog', { name: sp.t('island.register.title') });
    await expect(dialog.getByRole('textbox', { name: sp.t('form.zalo'), exact: true })).toHaveAccessibleDescription(bonus);
    await expectNoAxeViolations(page);
  }
});

test('luzon offers no Zalo: no bonus text', async ({ page }) => {
  const sp = new SitePage(page, luzon);
  await sp.goto('');
  await page
    .locator('[data-island="header-account"]')
    .getByRole('link', { name: sp.t('header.register') })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: sp.t('island.register.title') })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  await expect(page.getByText(sp.t('form.zaloBonus'))).toHaveCount(0);
});
