// The account lists /favorite and /recent (specification section 2): the player's favourites of
// every type (18 a page, a removal disappears at once) and recent games (12 a page, newest first),
// with type chips, empty states and the login guard. Each test has an account of its own, given
// favourites and launches through the reference gateway, whose answers are the expectations.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, freshMember, gatewayCall } from './support/login-helpers.ts';
import { site } from './support/sites.ts';
import { addFavourite, gameList, launchGame, type ListedGame } from './support/games.ts';

const emerald = site('emerald');
type Game = ListedGame;

const island = (page: Page, name: 'favorite' | 'recent') => page.locator(`[data-island="${name}"]`);
const cardNames = (page: Page, name: 'favorite' | 'recent') => island(page, name).locator('.game-card .game-card-name');
const chip = (page: Page, name: 'favorite' | 'recent', label: string) =>
  island(page, name).getByRole('group', { name: 'Game types' }).getByRole('button', { name: label, exact: true });
const pageButton = (page: Page, name: 'favorite' | 'recent', n: number) =>
  island(page, name)
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: `Page ${n}`, exact: true });

/** A fresh member of the test's own and its session token. */
function member(page: Page): Promise<{ username: string; password: string; token: string }> {
  return freshMember(page, emerald);
}

async function games(request: APIRequestContext, gameType: string, count: number): Promise<Game[]> {
  return (await gameList(request, emerald, { gameType, pageSize: count })).games;
}

async function launch(request: APIRequestContext, token: string, game: Game): Promise<void> {
  await launchGame(request, emerald, token, game, { language: 'EN' });
}

/** The gateway's own lists of the member, as the expectations. */
async function favouritesOf(request: APIRequestContext, token: string, gameType = ''): Promise<Game[]> {
  return (
    await gatewayCall(
      request,
      emerald,
      'GET',
      `/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999${gameType ? `&gameType=${gameType}` : ''}`,
      undefined,
      { Authorization: token },
    )
  ).value.content;
}
async function recentOf(request: APIRequestContext, token: string, page: number, gameType = ''): Promise<Game[]> {
  return (
    await gatewayCall(
      request,
      emerald,
      'GET',
      `/wps/relay/GCS_recentGame?page=${page}&pageSize=12${gameType ? `&gameType=${gameType}` : ''}`,
      undefined,
      { Authorization: token },
    )
  ).value.list;
}

test('/favorite lists every favourite 18 a page, narrows by type, and drops a removal at once', async ({ page }) => {
  const { token } = await member(page);
  const slots = await games(page.request, 'RNG', 19);
  const [live] = await games(page.request, 'LIVE', 1);
  for (const game of [...slots, live!]) await addFavourite(page.request, emerald, token, game);
  const all = await favouritesOf(page.request, token);
  expect(all).toHaveLength(20);

  await page.goto(`${emerald.url('favorite')}?token=${token}`);
  await expect(cardNames(page, 'favorite')).toHaveText(all.slice(0, 18).map((g) => g.displayName));
  // The token seeded the session and left the address bar (and so the history and Referer).
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expect(chip(page, 'favorite', 'All')).toHaveAttribute('aria-pressed', 'true');
  await pageButton(page, 'favorite', 2).click();
  await expect(cardNames(page, 'favorite')).toHaveText(all.slice(18).map((g) => g.displayName));

  await chip(page, 'favorite', 'Live casino').click();
  await expect(chip(page, 'favorite', 'Live casino')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page, 'favorite')).toHaveText([live!.displayName]);
  await expect(island(page, 'favorite').getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  await island(page, 'favorite')
    .getByRole('button', { name: `Remove ${live!.displayName} from favourites` })
    .click();
  await expect(cardNames(page, 'favorite')).toHaveCount(0);
  await expect(island(page, 'favorite').locator('.games-empty')).toHaveText(
    'You have no favourite games yet. Tap the heart on a game to keep it here.',
  );
  await expect.poll(async () => (await favouritesOf(page.request, token)).map((g) => g.nodeId)).not.toContain(live!.nodeId);
  await chip(page, 'favorite', 'All').click();
  await expect(cardNames(page, 'favorite')).toHaveText((await favouritesOf(page.request, token)).slice(0, 18).map((g) => g.displayName));
  await expectNoAxeViolations(page, 'main');
});

test('/recent lists the launches newest first, 12 a page, by type, and a launch from there moves to the top', async ({ page }) => {
  const { token } = await member(page);
  const slots = await games(page.request, 'RNG', 13);
  const [fish] = await games(page.request, 'FISH', 1);
  for (const game of [fish!, ...slots]) await launch(page.request, token, game);

  await page.goto(`${emerald.url('recent')}?token=${token}`);
  await expect(cardNames(page, 'recent')).toHaveText((await recentOf(page.request, token, 1)).map((g) => g.displayName));
  await expect(cardNames(page, 'recent')).toHaveCount(12);
  await pageButton(page, 'recent', 2).click();
  const second = await recentOf(page.request, token, 2);
  expect(second).toHaveLength(2);
  await expect(cardNames(page, 'recent')).toHaveText(second.map((g) => g.displayName));

  await chip(page, 'recent', 'Fishing').click();
  await expect(cardNames(page, 'recent')).toHaveText([fish!.displayName]);

  // Playing the third game from here: the list asks again on its own, and it comes first.
  await chip(page, 'recent', 'All').click();
  const before = await recentOf(page.request, token, 1);
  await expect(cardNames(page, 'recent')).toHaveText(before.map((g) => g.displayName));
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  const third = before[2]!;
  const opened = page.waitForEvent('popup');
  await island(page, 'recent')
    .getByRole('button', { name: `Play ${third.displayName}`, exact: true })
    .first()
    .click();
  await (await opened).close();
  await expect(cardNames(page, 'recent').first()).toHaveText(third.displayName);
  await expect(cardNames(page, 'recent')).toHaveText((await recentOf(page.request, token, 1)).map((g) => g.displayName));
});

test('a member without favourites or recent games sees the empty states', async ({ page }) => {
  const { token } = await member(page);
  await page.goto(`${emerald.url('favorite')}?token=${token}`);
  await expect(island(page, 'favorite').locator('.games-empty')).toHaveText(
    'You have no favourite games yet. Tap the heart on a game to keep it here.',
  );
  await page.goto(emerald.url('recent'));
  await expect(island(page, 'recent').locator('.games-empty')).toHaveText('You have not played any games yet.');
  await expectNoAxeViolations(page, 'main');
});

test('a visitor reaching /favorite logs in first and comes back to the list', async ({ page }) => {
  const account = await member(page);
  await page.goto(emerald.url('favorite'));
  await page.waitForURL(/\/login\?redirect=%2Ffavorite$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.locator('button[type="submit"]').click();
  await page.waitForURL(emerald.url('favorite'));
  await expect(island(page, 'favorite').locator('.games-empty')).toBeVisible();
});
