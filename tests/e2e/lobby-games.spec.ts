// The lobby's game menu (specification section 2, "Lobby"): HOT, FAV and the gateway's categories
// with vendor filters, HOT's 12 and More with at most 5 sports-like entries, FAV's login rule, and
// the Recent section after a launch. Expectations come from the reference gateway, asked directly.
import type { Page } from '@playwright/test';
import type { GameType } from '../../contract/generated/common.ts';
import { translator } from '../../src/i18n/translate.ts';
import { lobbyHotGames } from '../../src/shared/hot-games.ts';
import { NEW_VENDORS } from '../../gateway/seed/vendors.ts';
import { vendorName } from '../../src/shared/vendors.ts';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';
import { expectNoAxeViolations, freshMember, gatewayCall, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';
import { gameList } from './support/games.ts';

const emerald = site('emerald');
/** A merchant with sports vendors (emerald has none). */
const luzon = site('luzon');
type Game = { nodeId: number; displayName: string; vassalage: string; gameType: GameType; isGame: 'GAME' | 'VASSALAGE' };
const t = translator('EN');

const menu = (page: Page) => page.locator('[data-island="game-menu"]');
const cardNames = (page: Page) => menu(page).locator('#hot-games .game-card-name');
const category = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

async function hotList(page: Page): Promise<Game[]> {
  return lobbyHotGames(
    (await gatewayCall(page.request, emerald, 'GET', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN', undefined)).value
      .list as Game[],
  );
}

/** A member of its own, logged in on the lobby through the token parameter. */
async function memberOnLobby(page: Page): Promise<string> {
  const { token } = await freshMember(page, emerald);
  await page.goto(`${emerald.url('')}?token=${token}`);
  await expect(category(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
  return token;
}

test('a visitor switches category from the static menu; the vendor filter and More follow the gateway', async ({ page }) => {
  await ownAddress(page);
  await page.goto(emerald.url(''));
  const slots = menu(page).getByRole('link', { name: 'Slots', exact: true });
  await slots.click();
  await expect(category(page, 'Slots')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'Slots')).toBeFocused();
  expect(page.url()).toBe(emerald.url(''));

  const first = (await gameList(page.request, emerald, { gameType: 'RNG', pageSize: 12 })).games as Game[];
  await expect(cardNames(page)).toHaveText(first.map((g) => g.displayName));

  const menus = (await gatewayCall(page.request, emerald, 'GET', '/lgw/games/game_menus?language=EN', undefined)).value as Array<{
    gameCategory: string;
    cards: Array<{ vassalage: string; displayName: string }>;
  }>;
  const vendors = menus.find((m) => m.gameCategory === 'RNG')!.cards;
  const filter = menu(page).getByRole('toolbar', { name: 'Providers' });
  await expect(filter.getByRole('button')).toHaveText(['All providers', ...vendors.map((v) => v.displayName)]);

  const vendor = vendors[1]!;
  await filter.getByRole('button', { name: vendor.displayName, exact: true }).click();
  const ofVendor = await gameList(page.request, emerald, { gameType: 'RNG', vassalage: vendor.vassalage, pageSize: 12 });
  await expect(cardNames(page)).toHaveText((ofVendor.games as Game[]).map((g) => g.displayName));
  expect(ofVendor.totalPages).toBeGreaterThan(1);
  // More asks for the next screen only: the screen shown stays, card for card.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GCSGAME_gameList')) asked.push(new URL(request.url()).searchParams.get('pageNo') ?? '?');
  });
  const firstCard = await menu(page).locator('.game-card').first().elementHandle();
  await menu(page).getByRole('button', { name: 'More', exact: true }).click();
  const next = (await gameList(page.request, emerald, { gameType: 'RNG', vassalage: vendor.vassalage, pageNo: 2, pageSize: 12 }))
    .games as Game[];
  await expect(cardNames(page)).toHaveText([...(ofVendor.games as Game[]), ...next].map((g) => g.displayName));
  expect(asked).toEqual(['2']);
  expect(await firstCard!.evaluate((card) => card.isConnected)).toBe(true);
  await expectNoAxeViolations(page, '[data-island="game-menu"]');
});

test('HOT shows 12 hot games, more on request, with at most 5 of each sports-like type', async ({ page }) => {
  await ownAddress(page);
  const hot = await hotList(page);
  expect(hot.length).toBeGreaterThan(24);
  await page.goto(emerald.url(''));
  // The build painted the first screen; the island shows the same list once it starts.
  await expect(cardNames(page)).toHaveText(hot.slice(0, 12).map((g) => g.displayName));
  await menu(page).getByRole('link', { name: 'Hot', exact: true }).click();
  await expect(category(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveText(hot.slice(0, 12).map((g) => g.displayName));
  // Its vendor filter names the vendors present, as the static page does (not their codes).
  const present = [...new Set(hot.map((g) => g.vassalage))];
  // A vendor the gateway's new-vendor call flags carries the "New" badge (new-vendors.spec.ts).
  const chipText = (code: string) => (NEW_VENDORS.has(code) ? `${vendorName(code)} New` : vendorName(code));
  await expect(menu(page).getByRole('toolbar', { name: 'Providers' }).getByRole('button')).toHaveText([
    'All providers',
    ...present.map(chipText),
  ]);
  await menu(page).getByRole('button', { name: 'More', exact: true }).click();
  await expect(cardNames(page)).toHaveText(hot.slice(0, 24).map((g) => g.displayName));
  const raw = (await gatewayCall(page.request, emerald, 'GET', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN', undefined)).value
    .list as Game[];
  for (const type of ['SPORTS', 'ESPORTS', 'COCKFIGHT'])
    expect(hot.filter((g) => g.gameType === type).length).toBe(Math.min(5, raw.filter((g) => g.gameType === type).length));
});

test('a vendor card in the menu opens its vendor popup; Escape closes it and focus goes back to the card', async ({ page }) => {
  await ownAddress(page);
  // The menu's Sports category: the gateway's sports list, whose cards are the vendors' lobbies.
  const sports = (await gameList(page.request, luzon, { gameType: 'SPORTS', pageSize: 12 })).games as Game[];
  const card = sports[0]!;
  expect(card.isGame).toBe('VASSALAGE');
  const games = (await gameList(page.request, luzon, { gameType: 'SPORTS', vassalage: card.vassalage, pageSize: 18 })).games as Game[];
  await page.goto(luzon.url('', 'EN'));
  await menu(page)
    .getByRole('link', { name: t('gameType.SPORTS'), exact: true })
    .click();
  await expect(category(page, t('gameType.SPORTS'))).toHaveAttribute('aria-pressed', 'true');
  const play = menu(page)
    .getByRole('button', { name: t('games.play', { name: card.displayName }), exact: true })
    .first();
  await play.click();
  const popup = page.getByRole('dialog', {
    name: t('games.vendorTitle', { vendor: vendorName(card.vassalage), type: t('gameType.SPORTS') }),
  });
  await expect(popup).toBeVisible();
  await expect(popup.locator('.game-card-name')).toHaveText(games.map((g) => g.displayName));
  // Not launched: a visitor who plays a game gets the login modal instead.
  await expect(page.getByRole('dialog', { name: t('island.login.title') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(play).toBeFocused();
});

test('FAV asks a visitor to log in and goes back to HOT', async ({ page }) => {
  await ownAddress(page);
  await page.goto(emerald.url(''));
  await menu(page).getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(category(page, 'Slots')).toHaveAttribute('aria-pressed', 'true');
  await category(page, 'Favourites').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(category(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'Favourites')).toBeFocused();
});

test('a member favourites a game and sees it under FAV; removing it there takes it away at once', async ({ page }) => {
  await memberOnLobby(page);
  const card = menu(page).locator('#hot-games .game-card').first();
  const name = (await card.locator('.game-card-name').textContent())!;
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await category(page, 'Favourites').click();
  await expect(cardNames(page)).toHaveText([name]);
  // The throttle allows one toggle per second.
  await page.waitForTimeout(1100);
  await menu(page)
    .getByRole('button', { name: `Remove ${name} from favourites` })
    .click();
  await expect(cardNames(page)).toHaveCount(0);
  await expect(menu(page).getByText('No games to show here.')).toBeVisible();
});

test('the Recent section appears after a launch, and More switches to RECENT', async ({ page, context }) => {
  await memberOnLobby(page);
  await expect(menu(page).getByRole('heading', { name: 'Recently played' })).toHaveCount(0);
  // A card game asks for a room first (live-tables-and-rooms.spec.ts): take a game that launches at once.
  const notCardGames = (await hotList(page))
    .filter((g) => g.gameType === 'PVP')
    .map((g) => `:not([data-node-id="${g.nodeId}"])`)
    .join('');
  const card = menu(page)
    .locator(`#hot-games .game-card${notCardGames}`)
    .filter({ hasNot: page.locator('.game-card-trial') })
    .first();
  const name = (await card.locator('.game-card-name').textContent())!;
  const [game] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: `Play ${name}` }).click()]);
  // The window opens during the click and goes to the game once the launch call has answered.
  await game.waitForURL((url) => url.pathname === '/wps/demo/game');
  await game.close();
  const recent = menu(page).getByRole('region', { name: 'Recently played' });
  await expect(recent.locator('.game-card-name')).toHaveText([name]);
  await recent.getByRole('button', { name: 'More' }).click();
  await expect(category(page, 'Recent')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveText([name]);
});

test("a member's menu holds the room of HOT's providers row and More from the first paint: the island coming in moves no game", async ({
  page,
}) => {
  await ownAddress(page);
  const providers = menu(page).getByRole('toolbar', { name: 'Providers' });
  const more = menu(page).getByRole('button', { name: 'More', exact: true });
  const firstCard = menu(page).locator('#hot-games .game-card').first();
  // A visitor's lobby loads no menu island: no room is held for them.
  await page.goto(emerald.url(''));
  await expect(cardNames(page)).toHaveCount(12);
  const visitorTop = (await firstCard.boundingBox())!.y;
  await expect(menu(page).locator('.held')).toHaveCount(2);
  await expect(menu(page).locator('.held').first()).toBeHidden();

  const release = await holdRequests(page, /\/LobbyGames\.[\w-]+\.js$/);
  const { token } = await freshMember(page, emerald);
  await page.goto(`${emerald.url('')}?token=${token}`);
  // The build's menu, its island held: the room is there, unseen and out of the accessibility tree.
  await expect(menu(page).getByRole('link', { name: 'Hot', exact: true })).toBeVisible();
  const held = await menu(page)
    .locator('.held')
    .evaluateAll((rooms) => rooms.map((room) => ({ height: room.getBoundingClientRect().height, top: room.getBoundingClientRect().top })));
  expect(held.map((room) => room.height > 20)).toEqual([true, true]);
  await expect(providers).toHaveCount(0);
  const before = (await firstCard.boundingBox())!.y;
  expect(before).toBeGreaterThan(visitorTop);
  release();
  await expect(providers).toBeVisible();
  await expect(more).toBeVisible();
  // The island's row and More stand where their rooms were, and the games have not moved.
  expect((await providers.boundingBox())!.y).toBeCloseTo(held[0]!.top, 0);
  expect((await more.boundingBox())!.y).toBeCloseTo(held[1]!.top, 0);
  expect((await firstCard.boundingBox())!.y).toBeCloseTo(before, 0);
});
