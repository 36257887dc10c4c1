// /seamless hosts a launched game in a frame: it frames an address only on the site's own origin,
// the gateway's or a launch host of the status call, and refuses any other with a clear message;
// it launches a game named by its parameters itself (a visitor logs in first); and it is where
// launchGame sends the player when no new window could open.
import type { APIRequestContext, Page } from '@playwright/test';
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';
import { gameList, launchGame, type ListedGame } from './support/games.ts';

const luzon = site('luzon');
const t = translator('EN');

type Game = ListedGame;

const frame = (page: Page) => page.locator('iframe.seamless-frame');
const refusal = (page: Page) => page.locator('[data-island="seamless"]').getByRole('alert');

async function memberToken(page: Page): Promise<string> {
  const answer = await apiLogin(page.request, luzon, await ownAddress(page), 'demo01', 'Demo1234');
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value.token as string;
}

async function firstGame(request: APIRequestContext, gameType: string): Promise<Game> {
  return (await gameList(request, luzon, { gameType, pageSize: 1 })).games[0]!;
}

/** A launch through the gateway (what launchGame does), as the page's origin reaches it. */
function launchUrl(request: APIRequestContext, token: string, game: Game): Promise<string> {
  return launchGame(request, luzon, token, game, { backUrl: luzon.url('', 'EN') });
}

test("frames a launch address of the site's own origin, with a back link and a full-screen button", async ({ page }) => {
  const token = await memberToken(page);
  const game = await firstGame(page.request, 'RNG');
  const url = await launchUrl(page.request, token, game);
  expect(new URL(url).origin).toBe(luzon.origin);
  await page.goto(`${luzon.url('seamless', 'EN')}?${new URLSearchParams({ url, token })}`);
  await expect(frame(page)).toHaveAttribute('src', url);
  await expect(frame(page)).toHaveAttribute('title', t('games.seamless.frameTitle'));
  await expect(page.frameLocator('iframe.seamless-frame').getByRole('heading', { level: 1 })).toHaveText(game.displayName);
  await expect(page.getByRole('link', { name: t('games.seamless.back') })).toHaveAttribute('href', '/en/');
  await expect(page.getByRole('button', { name: t('games.seamless.fullscreen') })).toBeVisible();
  // No side menu on game pages: the frame has the content area.
  await expect(page.getByRole('complementary', { name: t('side.label') })).toHaveCount(0);
});

test('refuses a foreign address: a clear message and no frame', async ({ page }) => {
  const token = await memberToken(page);
  for (const url of ['https://games.example/play?id=1', `https://${new URL(luzon.origin).host}.evil.example/`, 'javascript:alert(1)']) {
    await page.goto(`${luzon.url('seamless', 'EN')}?${new URLSearchParams({ url, token })}`);
    await expect(refusal(page), url).toHaveText(t('games.seamless.refused'));
    await expect(frame(page)).toHaveCount(0);
  }
});

test('launches the game its parameters name; a visitor logs in first and comes back to it', async ({ page }) => {
  await ownAddress(page);
  const game = await firstGame(page.request, 'SPORTS');
  const path = `/en/seamless?${new URLSearchParams({ gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode })}`;
  await page.goto(luzon.origin + path);
  // Sent to /login?redirect=…, shown as the lobby at / with the login dialog; the login still goes back.
  const dialog = page.getByRole('dialog', { name: t('island.login.title') });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(luzon.url('', 'EN'));
  await dialog.getByLabel(t('form.username')).fill('demo01');
  await dialog.getByLabel(t('form.password')).fill('Demo1234');
  const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  await dialog.locator('button[type="submit"]').click();
  await page.waitForURL(luzon.origin + path);
  expect(Object.fromEntries(new URL((await launched).url()).searchParams)).toMatchObject({
    gameType: 'SPORTS',
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    launchMode: 'GLS',
  });
  await expect(page.frameLocator('iframe.seamless-frame').getByRole('heading', { level: 1 })).toHaveText(game.displayName);
});

test('a launch whose window could not open lands on /seamless with the game framed', async ({ page, context }) => {
  const token = await memberToken(page);
  const [card] = (await gatewayCall(page.request, luzon, 'GET', '/lgw/games/game_menus?language=EN', undefined)).value.find(
    (m: { gameCategory: string }) => m.gameCategory === 'ESPORTS',
  ).cards;
  // A pop-up blocker: window.open gives nothing back.
  await context.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`${luzon.url('esports', 'EN')}?token=${token}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  await page.locator(`[data-vendor="${card.vassalage}"] button`).click();
  await page.getByRole('dialog').locator('.game-card-play').first().click();
  await page.waitForURL((url) => url.pathname === '/en/seamless' && url.searchParams.has('url'));
  await expect(page.frameLocator('iframe.seamless-frame').getByRole('heading', { level: 1 })).toHaveText(`${card.displayName} Lobby`);
});
