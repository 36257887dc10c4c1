// BG bingo is a class of the TY market only (specification, constants: "BG bingo (TY only)"):
// luzon's slots page offers its bingo chip in TY, its default language, and not in EN; the other
// classes are offered in both. The chips are read before and after the list island takes over.
import { expect, test } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

test('luzon /rng: the bingo class chip in TY only, the other classes in TY and EN', async ({ page }) => {
  const rng = luzon.config.products.find((p) => p.gameType === 'RNG')!;
  expect(rng.classes).toContain('BG');
  for (const lang of ['TY', 'EN'] as const) {
    const sp = new SitePage(page, luzon, lang);
    await sp.goto('rng');
    const chips = page.locator('.class-filter');
    for (const c of rng.classes.filter((x) => x !== 'BG'))
      await expect(chips.getByText(sp.t(`gameClass.${c}`), { exact: true })).toHaveCount(1);
    await expect(chips.getByText(sp.t('gameClass.BG'), { exact: true })).toHaveCount(lang === 'TY' ? 1 : 0);
    // The island's class filter (buttons) keeps to the page's classes.
    await chips.getByText(sp.t('gameClass.JP'), { exact: true }).click();
    // The chip's click starts the list's React island, which may take a while on a busy machine.
    await expect(
      page.getByRole('group', { name: sp.t('games.classes') }).getByRole('button', { name: sp.t('gameClass.JP'), exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('group', { name: sp.t('games.classes') }).getByRole('button', { name: sp.t('gameClass.BG'), exact: true }),
    ).toHaveCount(lang === 'TY' ? 1 : 0);
  }
});
