// A vendor's game types (GCSGAME_getVassGameType): once a vendor is chosen in a game list centre,
// the island asks the gateway which types that vendor has and shows them as filter chips; a chip
// lists the vendor's games of that type, names it in the heading and keeps it in the address (a reload
// comes back to it). Expectations come from the reference gateway, asked directly.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, gatewayCall } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const centre = (page: Page) => page.locator('[data-island="game-list"]');
const cardNames = (page: Page) => centre(page).locator('.game-grid .game-card:not(.game-card-skeleton) .game-card-name');

/** The names of the first page of a vendor's games of a type, from the gateway. */
async function firstPage(page: Page, gameType: string, vassalage: string, language: string): Promise<string[]> {
  const query = new URLSearchParams({
    clientType: '3',
    platform: 'flash,html5-desktop',
    gameType,
    vassalage,
    pageNo: '1',
    pageSize: '18',
    language,
  });
  const answer = await gatewayCall(page.request, luzon, 'GET', `/wps/relay/GCSGAME_gameList?${query}`, undefined);
  return (answer.value.games as Array<{ displayName: string }>).map((g) => g.displayName);
}

for (const lang of ['EN', 'TY'] as const) {
  test(`luzon ${lang}: choosing JILI on /rng shows its game types as chips, and Fishing lists its fishing games`, async ({ page }) => {
    const content = (await gatewayCall(page.request, luzon, 'GET', '/wps/relay/GCSGAME_getVassGameType?clientType=3', undefined)).value
      .content as Record<string, string[]>;
    const offered = luzon.config.products.map((p) => p.gameType);
    const jili = offered.filter((type) => content[type]?.includes('JL'));
    expect(jili).toEqual(['RNG', 'FISH', 'PVP']);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/relay/GCSGAME_getVassGameType')) asked.push(request.url());
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    const sp = new SitePage(page, luzon, lang);
    await sp.goto('rng');
    const types = centre(page).getByRole('group', { name: sp.t('games.types'), exact: true });
    const classes = centre(page).getByRole('group', { name: sp.t('games.classes'), exact: true });
    await expect(types).toHaveCount(0);
    // From the static list the vendor link opens ?vassalage=JL, where the island starts with JILI chosen.
    await centre(page)
      .getByRole('navigation', { name: sp.t('games.vendorFilter') })
      .getByRole('link', { name: 'JILI', exact: true })
      .click();
    await expect(types.getByRole('button')).toHaveText(jili.map((type) => sp.t(`gameType.${type}`)));
    await expect(types.getByRole('button', { name: sp.t('gameType.RNG'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(asked.length).toBeGreaterThan(0);
    await expect(cardNames(page)).toHaveText(await firstPage(page, 'RNG', 'JL', lang));

    await types.getByRole('button', { name: sp.t('gameType.FISH'), exact: true }).click();
    await expect(types.getByRole('button', { name: sp.t('gameType.FISH'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page)).toHaveText(await firstPage(page, 'FISH', 'JL', lang));
    // The classes are the slots'; they leave while another type is shown.
    await expect(classes).toHaveCount(0);
    // The heading names the type shown, and the address keeps vendor and type: a reload comes back to them.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(sp.t('gameType.FISH'));
    await expect(page).toHaveURL(/\?vassalage=JL&gameType=FISH$/);
    await expectNoAxeViolations(page, '[data-island="game-list"]');
    await page.reload();
    await expect(types.getByRole('button', { name: sp.t('gameType.FISH'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).toHaveText(sp.t('gameType.FISH'));
    await expect(cardNames(page)).toHaveText(await firstPage(page, 'FISH', 'JL', lang));
    await expect(classes).toHaveCount(0);

    // Another vendor starts from the page's type again, with its own types: PG Soft has slots only.
    await centre(page)
      .getByRole('navigation', { name: sp.t('games.vendorFilter') })
      .getByRole('link', { name: 'PG Soft', exact: true })
      .click();
    await expect(types.getByRole('button')).toHaveText([sp.t('gameType.RNG')]);
    await expect(cardNames(page)).toHaveText(await firstPage(page, 'RNG', 'PG', lang));
    await expect(heading).toHaveText(sp.t('gameType.RNG'));
    await expect(page).toHaveURL(/\?vassalage=PG$/);
    await expect(classes).toBeVisible();
    // All vendors: no vendor, no vendor types.
    await centre(page)
      .getByRole('navigation', { name: sp.t('games.vendorFilter') })
      .getByRole('link', { name: sp.t('games.allVendors'), exact: true })
      .click();
    await expect(types).toHaveCount(0);
    await expect(page).toHaveURL(luzon.url('rng', lang));
  });
}
