// New vendors (GCSGAME_newGameVendor: the reference gateway flags Kingmaker's cards isNew) carry a
// "new" badge in the header's vendor menus and the game lists' vendor filters, from the HTML on
// and after the list island takes over; vendors the call does not flag carry none.
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, gatewayCall } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

test('luzon: Kingmaker is badged new in the header menus and the card games vendor filter, other vendors are not', async ({ page }) => {
  type Lane = { gameType: string; cards: Array<{ vassalage: string; isNew?: boolean }> };
  const lanes = (await gatewayCall(page.request, luzon, 'GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', undefined)).value
    .data.lanes as Lane[];
  const flagged = new Set(lanes.flatMap((l) => l.cards.filter((c) => c.isNew).map((c) => c.vassalage)));
  expect([...flagged]).toEqual(['KM']);
  const pvp = luzon.config.products.find((p) => p.gameType === 'PVP')!;
  expect(pvp.vendors).toContain('KM');

  await page.setViewportSize({ width: 1366, height: 900 });
  const sp = new SitePage(page, luzon, 'EN');
  await sp.goto('pvp');
  const badge = sp.t('games.newVendor');
  // Header: every menu that lists Kingmaker badges it, and only it.
  const menus = page.locator('.product-nav .vendor-menu');
  await expect(menus.locator('.new-badge').first()).toBeAttached();
  for (const link of await menus.locator('a').all()) {
    const isKm = (await link.getAttribute('href'))?.endsWith('vassalage=KM');
    await expect(link.locator('.new-badge')).toHaveCount(isKm ? 1 : 0);
  }
  // The vendor filter, once the island has taken it over (its links then filter in place).
  const filter = page.getByRole('navigation', { name: sp.t('games.vendorFilter') });
  await expect(filter.getByRole('link', { name: `Kingmaker ${badge}` })).toBeVisible();
  await expect(filter.locator('.new-badge')).toHaveCount(1);
  await filter.getByRole('link', { name: `Kingmaker ${badge}` }).click();
  await expect(filter.getByRole('link', { name: `Kingmaker ${badge}` })).toHaveAttribute('aria-current', 'true');
  await expect(filter.locator('.new-badge')).toHaveCount(1);
  await expectNoAxeViolations(page, 'main');
});

test('luzon lobby: the card games vendor chips badge Kingmaker new, and only it', async ({ page }) => {
  const sp = new SitePage(page, luzon, 'EN');
  await sp.goto('');
  // The static menu's tab (a link) starts the island, which then shows the category (boot.ts).
  await page.locator('.game-menu [data-category="PVP"]').click();
  await expect(
    page.getByRole('toolbar', { name: sp.t('lobby.categories') }).getByRole('button', { name: sp.t('gameType.PVP'), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  const chips = page.getByRole('toolbar', { name: sp.t('games.vendorFilter') });
  const km = chips.getByRole('button', { name: `Kingmaker ${sp.t('games.newVendor')}` });
  await expect(km).toBeVisible();
  await expect(chips.locator('.new-badge')).toHaveCount(1);
  await km.click();
  await expect(km).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, '.game-menu');
});
