// BG bingo is a class of the TY market only (specification, constants: "BG bingo (TY only)"):
// luzon's slots page offers its bingo chip in TY, its default language, and not in EN; the other
// classes are offered in both. The chips are read before and after the list island takes over.
// The gateway's gameClassify list for the type drives them: the config's classes only narrow it.
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

test("the gateway's gameClassify list drives the class chips: a class it does not list goes, though the config has it", async ({
  page,
}) => {
  // The gateway's menu for RNG without the jackpot class (an operator who took its games away).
  await page.route('**/lgw/games/game_menus*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { value: Array<{ gameCategory: string; gameClassify: Array<{ key: string }> }> };
    for (const menu of answer.value) if (menu.gameCategory === 'RNG') menu.gameClassify = menu.gameClassify.filter((c) => c.key !== 'JP');
    await route.fulfill({ json: answer });
  });
  const sp = new SitePage(page, luzon, 'EN');
  await sp.goto('rng');
  await page.locator('.class-filter').getByText(sp.t('gameClass.TG'), { exact: true }).click();
  const chips = page.getByRole('group', { name: sp.t('games.classes') });
  await expect(chips.getByRole('button', { name: sp.t('gameClass.TG'), exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(chips.getByRole('button', { name: sp.t('gameClass.JP'), exact: true })).toHaveCount(0);
  expect(luzon.config.products.find((p) => p.gameType === 'RNG')!.classes).toContain('JP');
});
