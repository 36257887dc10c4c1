// The jurisdiction a merchant declares shows on every page and on its responsible-gambling page:
// the footer names the regulator with its link beside the licence statement and record, the
// licence dialog names it too, and the help centre's responsible-gambling article lists the
// jurisdiction's help organisations. luzon (PAGCOR), in both its languages, at 390 px.
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import { jurisdictionPreset } from '../../core/config/jurisdiction.ts';
import { localized } from '../../src/i18n/translate.ts';
import { test, expect } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const preset = jurisdictionPreset(luzon.config.legal.jurisdiction);

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of luzon.config.languages.offered) {
  test(`luzon ${lang}: the footer and the licence dialog name PAGCOR and link the licence record`, async ({ page }) => {
    expect(preset.name).toBe('PAGCOR');
    const sp = new SitePage(page, luzon, lang);
    await sp.goto('');
    const { legal } = luzon.config;
    const notice = sp.footer.locator('.licence-notice');
    await expect(notice).toContainText(localized(legal.licence.text, lang, luzon.defaultLang));
    await expect(notice.getByRole('link', { name: preset.regulator!.name })).toHaveAttribute('href', preset.regulator!.url);
    await expect(notice.getByRole('link', { name: sp.t('legal.viewLicence') })).toHaveAttribute('href', legal.licence.url!);
    // Said once: the licence statement does not repeat the footer's "Regulated by" nor the age line.
    const said = (await notice.textContent())!.toLowerCase();
    expect(said.split(sp.t('legal.regulator').toLowerCase()).length - 1).toBe(1);
    expect(said.split(preset.regulator!.name.toLowerCase()).length - 1).toBe(1);

    await notice.screenshot({ path: test.info().outputPath(`footer-${lang}-390.png`) });

    // The footer's responsible-gaming area links every help organisation of the jurisdiction, once.
    const responsible = sp.footer.getByRole('navigation', { name: sp.t('footer.responsible') });
    // A phone's footer keeps each group closed under its heading: it opens on a tap.
    await expect(responsible.getByRole('link').first()).toBeHidden();
    await responsible.getByRole('heading', { name: sp.t('footer.responsible') }).click();
    for (const o of preset.helpOrganisations) {
      await expect(responsible.getByRole('link', { name: o.name })).toHaveAttribute('href', o.url);
    }
    await responsible.screenshot({ path: test.info().outputPath(`footer-responsible-${lang}-390.png`) });
    await page.setViewportSize({ width: 1366, height: 900 });
    await sp.footer.screenshot({ path: test.info().outputPath(`footer-${lang}-1366.png`) });
    await page.setViewportSize({ width: 390, height: 844 });

    // The side menu that opens the licence dialog is a wide screen's.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page
      .locator('.side-menu')
      .getByRole('link', { name: sp.t('legal.viewLicence'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: sp.t('island.legal.title') });
    await expect(dialog.getByRole('link', { name: preset.regulator!.name })).toHaveAttribute('href', preset.regulator!.url);
    await page.screenshot({ path: test.info().outputPath(`licence-dialog-${lang}-1366.png`) });
  });

  test(`luzon ${lang}: the responsible-gambling article lists the help organisations, axe clean`, async ({ page }) => {
    const sp = new SitePage(page, luzon, lang);
    await sp.goto('help');
    const article = page.locator('article#responsible');
    const organisations = article.getByRole('list', { name: sp.t('help.organisations') });
    for (const { name, url } of preset.helpOrganisations)
      await expect(organisations.getByRole('link', { name, exact: true })).toHaveAttribute('href', url);
    await expectAxeClean(page, { tags: AXE_TAGS });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await article.screenshot({ path: test.info().outputPath(`responsible-${lang}-390.png`) });
  });
}
