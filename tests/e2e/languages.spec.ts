// The language selector goes to the same page in the other language and remembers the choice;
// right-to-left languages render right to left.
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { navigationOf } from '../../core/config/navigation.ts';
import { LANGUAGES, dirOf } from '../../src/i18n/languages.ts';
import { test, expect } from './support/fixtures.ts';
import { apiLogin, gatewayCall, memberInfo, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site, sites } from './support/sites.ts';

// luzon: Filipino (TY) at the root, English under /en/.
const luzon = site('luzon');
const [luzonOther] = luzon.otherLangs;
if (!luzonOther) throw new Error('luzon must offer a second language for these tests');
const name = (code: LanguageCode) => LANGUAGES[code].name;
const pathOf = (url: string) => new URL(url).pathname;

test.describe('language selector', () => {
  test('round-trips between the default language and another on the home page', async ({ page }) => {
    const sp = new SitePage(page, luzon);
    await sp.goto('');
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzon.defaultLang].tag);
    await expect(sp.languageLink(name(luzon.defaultLang))).toHaveAttribute('aria-current', 'true');
    await expect(sp.languageSelector.getByRole('link')).toHaveText(luzon.config.languages.offered.map(name));

    await sp.languageLink(name(luzonOther)).click();
    await expect(page).toHaveURL(luzon.url('', luzonOther));
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzonOther].tag);
    const other = new SitePage(page, luzon, luzonOther);
    await expect(other.languageLink(name(luzonOther))).toHaveAttribute('aria-current', 'true');
    await expect(other.gameMenu).toBeVisible();

    await other.languageLink(name(luzon.defaultLang)).click();
    await expect(page).toHaveURL(luzon.url(''));
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzon.defaultLang].tag);
    await expect(sp.gameMenu).toBeVisible();
  });

  test("a member's choice is kept with the account", async ({ page }) => {
    const ip = await ownAddress(page);
    const { username, password } = await oneClickAccount(page.request, luzon, ip);
    const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
    const stored = async () => (await memberInfo(page.request, luzon, token)).value.language;
    expect(await stored()).toBe(luzon.defaultLang);
    const sp = new SitePage(page, luzon);
    await page.goto(`${luzon.url('')}?token=${token}`);
    await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
    await sp.languageLink(name(luzonOther)).click();
    await expect(page).toHaveURL(luzon.url('', luzonOther));
    await expect.poll(stored).toBe(luzonOther);
  });

  test('a member page on a desk, which has no side menu, keeps the language choice in its footer', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const ip = await ownAddress(page);
    const { username, password } = await oneClickAccount(page.request, luzon, ip);
    const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
    const sp = new SitePage(page, luzon);
    await page.goto(`${luzon.url('member/withdraw')}?token=${token}`);
    await expect(page.locator('.side-menu')).toBeHidden();
    const choice = page.locator('.site-footer').getByRole('group', { name: sp.t('language.label') });
    await expect(choice.getByRole('link')).toHaveText(luzon.config.languages.offered.map(name));
    await choice.getByRole('link', { name: name(luzonOther) }).click();
    await expect(page).toHaveURL(luzon.url('member/withdraw', luzonOther));
  });

  test('keeps the page: /help becomes /<lang>/help and back', async ({ page }) => {
    const sp = new SitePage(page, luzon);
    await sp.goto('help');
    await sp.languageLink(name(luzonOther)).click();
    await expect(page).toHaveURL(luzon.url('help', luzonOther));
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzonOther].tag);
    const other = new SitePage(page, luzon, luzonOther);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.t('page.help'));

    await other.languageLink(name(luzon.defaultLang)).click();
    await expect(page).toHaveURL(luzon.url('help'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sp.t('page.help'));
  });

  test('remembers the choice: a later visit to a default-language address goes to the chosen language', async ({ page }) => {
    const sp = new SitePage(page, luzon);
    await sp.goto('');
    await sp.languageLink(name(luzonOther)).click();
    await expect(page).toHaveURL(luzon.url('', luzonOther));
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([luzonOther, luzonOther]);

    await page.goto(luzon.url(''));
    await expect(page).toHaveURL(luzon.url('', luzonOther));
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzonOther].tag);

    // A deeper default-language page keeps its path, query and fragment: a mailed link to the terms
    // (/help#term) opens them in the remembered language. Closing them clears the fragment.
    await page.goto(`${luzon.url('help')}?from=mail#term`);
    await expect(page).toHaveURL(`${luzon.url('help', luzonOther)}?from=mail#term`);
    const other = new SitePage(page, luzon, luzonOther);
    const terms = page.getByRole('dialog', { name: other.t('island.help.title') });
    const termsTitle = luzon.config.content.helpCenter[luzonOther]?.find((article) => article.id === 'term')?.title;
    await expect(terms.getByRole('heading', { level: 3 })).toHaveText(termsTitle ?? 'luzon has terms in its second language');
    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    await expect(page).toHaveURL(`${luzon.url('help', luzonOther)}?from=mail`);

    // Choosing the default language again: its addresses stay put.
    await other.languageLink(name(luzon.defaultLang)).click();
    await expect(page).toHaveURL(luzon.url('help'));
    await page.goto(luzon.url(''));
    await expect(sp.gameMenu).toBeVisible();
    expect(pathOf(page.url())).toBe(luzon.path(''));
  });

  test('an explicit language address wins over the remembered language', async ({ page }) => {
    const sp = new SitePage(page, luzon);
    await sp.goto('');
    // Remembered English, visiting an English address: nothing to do.
    await page.evaluate((lang) => localStorage.setItem('lang', lang), luzonOther);
    await page.goto(luzon.url('help', luzonOther));
    await expect(page).toHaveURL(luzon.url('help', luzonOther));

    // Remembered Filipino, visiting an English address: the address wins.
    await page.evaluate((lang) => localStorage.setItem('lang', lang), luzon.defaultLang);
    await page.goto(luzon.url('help', luzonOther));
    await expect(new SitePage(page, luzon, luzonOther).languageSelector).toBeVisible();
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzonOther].tag);
    expect(pathOf(page.url())).toBe(luzon.path('help', luzonOther));
  });

  test('an unsupported remembered language is reset to the default and causes no redirect', async ({ page }) => {
    const sp = new SitePage(page, luzon);
    await sp.goto('');
    await page.evaluate(() => {
      localStorage.setItem('lang', 'XX');
      localStorage.setItem('hisLang', 'XX');
    });
    await page.goto(luzon.url(''));
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]))
      .toEqual([luzon.defaultLang, luzon.defaultLang]);
    expect(pathOf(page.url())).toBe(luzon.path(''));
    await expect(sp.html).toHaveAttribute('lang', LANGUAGES[luzon.defaultLang].tag);
  });

  for (const single of sites.filter((s) => s.config.languages.offered.length === 1)) {
    test(`${single.code} offers one language and shows no selector`, async ({ page }) => {
      const sp = new SitePage(page, single);
      await sp.goto('');
      await expect(sp.sideMenu).toBeVisible();
      await expect(sp.languageSelector).toHaveCount(0);
      await expect(page.locator('a[data-lang-switch]')).toHaveCount(0);
    });
  }
});

test.describe('text direction', () => {
  const rtlSites = sites.filter((s) => s.config.languages.offered.some((l) => dirOf(l) === 'rtl'));
  test('a right-to-left merchant is under test', () => {
    expect(rtlSites.map((s) => s.code)).toContain('mirage');
  });

  for (const rtlSite of rtlSites) {
    for (const lang of rtlSite.config.languages.offered) {
      test(`${rtlSite.code} ${lang} pages are ${dirOf(lang)}`, async ({ page }) => {
        const sp = new SitePage(page, rtlSite, lang);
        for (const path of ['', 'help']) {
          await sp.goto(path);
          await expect(sp.html).toHaveAttribute('dir', dirOf(lang));
          await expect(sp.html).toHaveAttribute('lang', LANGUAGES[lang].tag);
          await expect(page.locator('body')).toHaveCSS('direction', dirOf(lang));
        }
        // The side menu sits at the start of the reading direction: right of the content in RTL, or,
        // where the brand's game menu is the drawer's, in a drawer on the right.
        await sp.goto('');
        if (navigationOf(rtlSite.config).gameMenu === 'drawer') {
          await page
            .getByRole('banner')
            .getByRole('button', { name: sp.t('nav.menu'), exact: true })
            .click();
          const drawer = page.getByRole('dialog', { name: sp.t('nav.menu') });
          const side = (await drawer.getByRole('complementary', { name: sp.t('side.label') }).boundingBox())!;
          const middle = page.viewportSize()!.width / 2;
          expect(dirOf(lang) === 'rtl' ? side.x > middle : side.x + side.width < middle).toBe(true);
        } else {
          const side = await sp.sideMenu.boundingBox();
          const main = await page.getByRole('main').boundingBox();
          expect(side && main).toBeTruthy();
          if (side && main) expect(dirOf(lang) === 'rtl' ? side.x > main.x : side.x < main.x).toBe(true);
        }
      });
    }
  }
});

test.describe("the gateway's content", () => {
  for (const lang of luzon.config.languages.offered) {
    test(`follows the page's language (${lang}): notices, their modal, banners`, async ({ page }) => {
      const notices = (
        await gatewayCall(page.request, luzon, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL', undefined, { Language: lang })
      ).value.player as Array<{ title: string }>;
      await page.goto(luzon.url('', lang));
      await expect(page.locator('.notice-items').first().locator('.notice-item')).toHaveText(notices.map((n) => n.title));
      // The first home banner carries its words as text, in the page's language.
      const headline = luzon.config.banners.w_home?.[0]?.headline?.[lang];
      expect(headline).toBeTruthy();
      await expect(page.locator('.banner-strip .banner-headline').first()).toHaveText(headline!);
      await page.locator('button.notice-text').click();
      await expect(page.getByRole('dialog').getByRole('list').getByRole('button').first()).toHaveText(notices[0]!.title);
    });
  }
});
