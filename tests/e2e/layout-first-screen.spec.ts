// What a lobby's and a game page's first screen shows, on every layout preset, at 390×844 and
// 1366×768, as a visitor and as a member: games, not only the banner and the filters.
import type { Page } from '@playwright/test';
import { routesFor } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { ownMemberToken } from './support/login-helpers.ts';
import { openSettled } from './support/page-fit.ts';
import { layoutSites } from './support/sites.ts';

/**
 * Cards wholly inside the first screen: below nothing fixed at the top (the header scrolls away
 * with the page) and above the phone's bottom bar and anything else fixed at the bottom.
 */
function wholeCardsInFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = innerHeight;
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      // Bars across the bottom of the screen (the corner chat button covers no whole card).
      if (box.width > innerWidth / 2 && box.height > 0 && box.bottom >= innerHeight - 1) bottom = Math.min(bottom, box.top);
    }
    const cards = document.querySelectorAll('.game-grid > .game-card:not(.game-card-skeleton), .vendor-card');
    return [...cards].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.width > 0 && box.top >= 0 && box.left >= 0 && box.right <= innerWidth && box.bottom <= bottom;
    }).length;
  });
}

// The lobby's first screen shows a game (a member's first one was at y≈960 on a 844 px
// phone, and none at 1366×768): at least one whole game card, as a visitor and signed in.
for (const site of layoutSites) {
  test(`${site.code}: the lobby shows a whole game in its first screen at 390×844 and 1366×768, as a visitor and as a member`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    for (const state of ['visitor', 'member'] as const) {
      if (state === 'member') {
        await page.goto(`${site.url('help')}?token=${await ownMemberToken(page, site)}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await openSettled(page, site.url(''));
        await expect(page.locator('#hot-games .game-grid > .game-card').first()).toBeVisible();
        const shown = await wholeCardsInFirstScreen(page);
        if (shown < 1) {
          const first = await page
            .locator('.game-grid > .game-card')
            .first()
            .evaluate((card) => Math.round(card.getBoundingClientRect().bottom));
          problems.push(`${state} at ${width}×${height}: no whole game in the first screen (the first one ends at y=${first})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

/** Game cards a game page's first screen shows at least: the games, not the banner and filters. */
const FIRST_SCREEN_CARDS = 4;

for (const site of layoutSites) {
  for (const state of ['visitor', 'member'] as const) {
    test(`${site.code}: each game page shows at least ${FIRST_SCREEN_CARDS} whole games in its first screen, as a ${state}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const gamePages = routesFor(site.config).filter((r) => r.kind === 'gameList' || r.kind === 'gameCentre');
      expect(gamePages.length).toBeGreaterThan(0);
      if (state === 'member') {
        // A session of its own: on saigon demo01 from a known address, so no SMS is sent.
        await page.goto(`${site.url('help')}?token=${await ownMemberToken(page, site)}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      const problems: string[] = [];
      for (const route of gamePages) {
        // A game centre with fewer vendors than that shows them all.
        const vendors = site.config.products.find((p) => p.gameType === route.gameType)?.vendors.length ?? 0;
        const wanted = route.kind === 'gameCentre' ? Math.min(FIRST_SCREEN_CARDS, vendors) : FIRST_SCREEN_CARDS;
        for (const [width, height] of [
          [390, 844],
          [1366, 768],
        ] as const) {
          await page.setViewportSize({ width, height });
          await openSettled(page, site.url(route.path));
          await expect(page.locator('.game-grid > .game-card:not(.game-card-skeleton), .vendor-card').first()).toBeVisible();
          const shown = await wholeCardsInFirstScreen(page);
          if (shown < wanted)
            problems.push(`/${route.path} at ${width}×${height}: ${shown} whole cards in the first screen, not ${wanted}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
