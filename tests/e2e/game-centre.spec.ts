// Game centres (/sports, /esports, /lott, /elott, /cockfight): the vendor cards are the gateway's
// vendors of that type; a vendor card opens the vendor popup (a modal: focus in, Tab trapped,
// Escape closes, focus back on the card) with that vendor's games, 18 a page; playing from it
// asks a visitor to log in and opens a member's game in a new window. The reference gateway's
// own answers are the expectations.
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall, ownAddress } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';

const luzon = site('luzon');
const saigon = site('saigon');
const t = translator('EN');

type Card = { vassalage: string; displayName: string; gameCount: number };
type Game = { nodeId: number; displayName: string };

const centre = (page: Page) => page.locator('[data-island="game-centre"]');
const cardButtons = (page: Page) => centre(page).locator('button.vendor-card-open');
const cardButton = (page: Page, card: Card) => centre(page).locator(`[data-vendor="${card.vassalage}"] button`);
const popup = (page: Page, card: Card, type: GameType) =>
  page.getByRole('dialog', { name: t('games.vendorTitle', { vendor: card.displayName, type: t(`gameType.${type}`) }) });

/** The gateway's vendor cards of a game type (its game menus), as the page's language has them. */
async function vendorCards(request: APIRequestContext, s: Site, gameType: GameType): Promise<Card[]> {
  const menus = await gatewayCall(request, s, 'GET', '/lgw/games/game_menus?language=EN', undefined, { Language: 'EN' });
  return menus.value.find((m: { gameCategory: string }) => m.gameCategory === gameType).cards;
}

/** A vendor's games of a type, the gateway's order: what the popup must show. */
async function vendorGames(request: APIRequestContext, s: Site, gameType: GameType, vendor: string): Promise<Game[]> {
  return (
    await gatewayCall(
      request,
      s,
      'GET',
      `/wps/relay/GCSGAME_gameList?gameType=${gameType}&vassalage=${vendor}&pageNo=1&pageSize=100&language=EN`,
      undefined,
    )
  ).value.games;
}

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test.beforeEach(async ({ page }) => ownAddress(page));

test("/sports shows the gateway's sports vendors with their game counts", async ({ page }) => {
  const cards = await vendorCards(page.request, luzon, 'SPORTS');
  expect(cards.map((c) => c.vassalage)).toEqual(luzon.config.products.find((p) => p.gameType === 'SPORTS')!.vendors);
  await page.goto(luzon.url('sports', 'EN'));
  const count = (n: number) => (n === 1 ? '1 game' : `${n} games`);
  await expect(cardButtons(page)).toHaveText(cards.map((c) => `${c.displayName}${count(c.gameCount)}`));
  await expect(centre(page).locator('.vendor-card-icon')).toHaveCount(cards.length);
});

test('the page paints the vendor cards without JavaScript, and the island takes them over without moving them', async ({
  page,
  browser,
}) => {
  const cards = await vendorCards(page.request, luzon, 'SPORTS');
  const boxes = (p: Page) =>
    p.locator('[data-island="game-centre"] .vendor-card').evaluateAll((items) =>
      items.map((c) => {
        const r = c.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      }),
    );
  // Without JavaScript: the build's vendor cards (it took them from the gateway), icons included.
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto(luzon.url('sports', 'EN'));
  const staticCards = noScript.locator('[data-island="game-centre"] .vendor-card');
  await expect(staticCards.locator('.vendor-card-name')).toHaveText(cards.map((c) => c.displayName));
  await expect(staticCards.locator('img.vendor-card-icon')).toHaveCount(cards.length);
  const before = await boxes(noScript);
  await noScript.close();
  await page.goto(luzon.url('sports', 'EN'));
  await expect(cardButtons(page)).toHaveCount(cards.length);
  expect(await boxes(page)).toEqual(before);
  // The first press starts the island (boot.ts): once its popup closes, its cards are where the build's were.
  await cardButton(page, cards[0]!).click();
  await expect(popup(page, cards[0]!, 'SPORTS')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page, cards[0]!, 'SPORTS')).toBeHidden();
  expect(await boxes(page)).toEqual(before);
});

test('a vendor card opens its games in a popup: focus in, Tab trapped, Escape closes, focus back on the card', async ({ page }) => {
  const [card] = await vendorCards(page.request, luzon, 'SPORTS');
  const games = await vendorGames(page.request, luzon, 'SPORTS', card!.vassalage);
  await page.goto(luzon.url('sports', 'EN'));
  const opener = cardButton(page, card!);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = popup(page, card!, 'SPORTS');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.game-card-name')).toHaveText(games.map((g) => g.displayName));
  expect(await focusInDialog(page)).toBe(true);
  // Close, play, favourite: Tab goes round them and never leaves; Shift+Tab too.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await dialog.getByRole('button', { name: t('island.close') }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog(page)).toBe(true);
  await expect(dialog.locator('.game-card-fav')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('axe finds nothing on /sports with the vendor popup open', async ({ page }) => {
  const [card] = await vendorCards(page.request, luzon, 'SPORTS');
  await page.goto(luzon.url('sports', 'EN'));
  await cardButton(page, card!).click();
  await expect(popup(page, card!, 'SPORTS').locator('.game-card')).toHaveCount(1);
  await expectAxeClean(page, { tags: AXE_TAGS });
});

test("the popup pages through a vendor's games 18 at a time, focus on the first new one", async ({ page }) => {
  const [card] = await vendorCards(page.request, saigon, 'ELOTT');
  const games = await vendorGames(page.request, saigon, 'ELOTT', card!.vassalage);
  expect(games.length).toBeGreaterThan(36);
  await page.goto(saigon.url('elott', 'EN'));
  await cardButton(page, card!).click();
  const dialog = popup(page, card!, 'ELOTT');
  const names = dialog.locator('.game-card-name');
  await expect(names).toHaveText(games.slice(0, 18).map((g) => g.displayName));
  await dialog.getByRole('button', { name: t('games.more') }).click();
  await expect(names).toHaveText(games.slice(0, 36).map((g) => g.displayName));
  await expect(dialog.getByRole('button', { name: t('games.play', { name: games[18]!.displayName }) })).toBeFocused();
  await dialog.getByRole('button', { name: t('games.more') }).click();
  await expect(names).toHaveText(games.map((g) => g.displayName));
  await expect(dialog.getByRole('button', { name: t('games.more') })).toHaveCount(0);
});

test('playing from the popup: a visitor gets the login modal, over the popup', async ({ page }) => {
  const [card] = await vendorCards(page.request, luzon, 'ESPORTS');
  await page.goto(luzon.url('esports', 'EN'));
  await cardButton(page, card!).click();
  const dialog = popup(page, card!, 'ESPORTS');
  const play = dialog.locator('.game-card-play').first();
  await play.click();
  const login = page.getByRole('dialog', { name: t('island.login.title') });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(play).toBeFocused();
});

test("playing from the popup: a member's game opens in a new window on the demo game page", async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'demo01', 'Demo1234')).value.token as string;
  const [card] = await vendorCards(page.request, luzon, 'COCKFIGHT');
  const [game] = await vendorGames(page.request, luzon, 'COCKFIGHT', card!.vassalage);
  await page.goto(`${luzon.url('cockfight', 'EN')}?token=${token}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  await cardButton(page, card!).click();
  const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  const opened = page.waitForEvent('popup');
  await popup(page, card!, 'COCKFIGHT')
    .getByRole('button', { name: t('games.play', { name: game!.displayName }) })
    .click();
  const request = new URL((await launched).url());
  expect(Object.fromEntries(request.searchParams)).toMatchObject({
    launchMode: 'GLS',
    gameType: 'COCKFIGHT',
    vassalage: card!.vassalage,
    nodeId: String(game!.nodeId),
  });
  const win = await opened;
  await win.waitForURL(/\/wps\/demo\/game\?/);
  expect(new URL(win.url()).searchParams.get('nodeId')).toBe(String(game!.nodeId));
  await expect(win.getByRole('heading', { level: 1 })).toHaveText(game!.displayName);
  await win.close();
});
