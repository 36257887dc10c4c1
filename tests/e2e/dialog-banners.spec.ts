// The banner groups of the dialogs and the side menu (specification: banner groups w_login,
// w_forget, w_leftmenu): each shows the merchant's own banners where its config has them (luzon),
// the gateway's where only the gateway has them (emerald's forgot-password group), lazily, sized
// before they arrive, with their alt text; axe clean with the dialog open.
import type { Locator } from '@playwright/test';
import { inLanguage } from '../../core/localized.ts';
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken, expectNoAxeViolations, openLoginDialog } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');

/** The alt text of a group's first configured banner in the site's default language. */
function configuredAlt(s: Site, group: 'w_login' | 'w_forget'): string {
  const banner = s.config.banners[group]?.[0];
  if (!banner) throw new Error(`${s.code} has no ${group} banner in its config`);
  return inLanguage(banner.alt, s.defaultLang, s.defaultLang) ?? '';
}

/** An image that arrives lazily and takes its place before it does (width and height, 3:1). */
async function expectSizedLazy(image: Locator) {
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '400');
  const box = await image.boundingBox();
  expect(box && box.height > 0 && Math.abs(box.width / box.height - 3) < 0.05, JSON.stringify(box)).toBe(true);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("the login and forgot-password dialogs show the merchant's own w_login and w_forget banners", async ({ page }) => {
  const { dialog, t } = await openLoginDialog(page, luzon);
  const login = dialog.locator('[data-group="w_login"]').getByRole('img', { name: configuredAlt(luzon, 'w_login') });
  await expectSizedLazy(login);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t('island.login.forgot') }).click();
  const forgot = page.getByRole('dialog', { name: t('island.forgot.title') });
  await expectSizedLazy(forgot.locator('[data-group="w_forget"]').getByRole('img', { name: configuredAlt(luzon, 'w_forget') }));
  await expect(forgot.locator('[data-group="w_login"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a group only the gateway has (emerald w_forget) shows the gateway's banner", async ({ page }) => {
  expect(emerald.config.banners.w_forget ?? []).toHaveLength(0);
  const { dialog, t } = await openLoginDialog(page, emerald);
  await dialog.getByRole('button', { name: t('island.login.forgot') }).click();
  const forgot = page.getByRole('dialog', { name: t('island.forgot.title') });
  const image = forgot.locator('[data-group="w_forget"] img');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('alt', `${emerald.config.brand.name}: We will get you back in`);
  await expectSizedLazy(image);
});

for (const signedIn of [false, true]) {
  test(`the side menu shows the w_leftmenu banners ${signedIn ? 'signed in' : 'signed out'}`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(signedIn ? `${luzon.url('')}?token=${await demoMemberToken(page, luzon)}` : luzon.url(''));
    if (signedIn) await expect(page.getByTestId('balance')).toContainText(/\d/);
    const t = translator(luzon.defaultLang);
    const region = page.getByRole('complementary', { name: t('side.label') }).getByRole('region', { name: t('side.banners') });
    // luzon's side banner carries its words as text: its art is decoration.
    const banner = luzon.config.banners.w_leftmenu![0]!;
    const words = region.locator('.banner-text');
    await words.scrollIntoViewIfNeeded();
    await expect(words.locator('.banner-headline')).toHaveText(banner.headline![luzon.defaultLang]!);
    await expect(words.locator('.banner-subline')).toHaveText(banner.subline![luzon.defaultLang]!);
    const image = region.locator('img');
    await expect(image).toHaveAttribute('alt', '');
    await expectSizedLazy(image);
    await expectNoAxeViolations(page, '.side-menu');
  });
}
