// Mini games (specification section 1) are class MG of the slots (RNG), like scratch cards or
// bingo: a merchant whose RNG product lists MG (the fixture mirage) gets their chip, and the
// reference world's mini games of the merchant's vendors come under it.
import type { Game } from '../../contract/generated/common.ts';
import { MINI_GAMES } from '../../gateway/seed/vendors.ts';
import { expect, test } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const mirage = site('mirage');

test("a merchant that offers mini games has their class chip on /rng, listing its vendors' mini games", async ({ page }) => {
  const rng = mirage.config.products.find((p) => p.gameType === 'RNG')!;
  expect(rng.classes).toContain('MG');
  const sp = new SitePage(page, mirage, 'EN');
  await sp.goto('rng');
  const chip = page.locator('.class-filter').getByText('Mini games', { exact: true });
  await expect(chip).toHaveCount(1);
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('gameClassify') === 'MG');
  await chip.click();
  const { games } = ((await (await answered).json()) as { value: { games: Game[] } }).value;
  const expected = MINI_GAMES.filter((m) => rng.vendors.includes(m.vendor)).flatMap((m) => m.names);
  expect(games.map((g) => g.displayName).sort()).toEqual([...expected].sort());
  expect(games.every((g) => g.gameClassify === 'MG' && g.gameType === 'RNG')).toBe(true);
  const cards = page.locator('.game-grid .game-card-name');
  await expect(cards).toHaveCount(expected.length);
  await expect(page.getByRole('group', { name: 'Game classes' }).getByRole('button', { name: 'Mini games' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
