// The game list centre of /rng (specification section 2, "Lobby: the game list") for a player: tabs FAV
// and RECENT, favourites (optimistic, throttled, rolled back), presses on the build's cards before the
// list comes, and the launch rules. Browsing the list is game-list.spec.ts's. Every expectation comes
// from the reference gateway, asked directly; each test that changes an account's state makes an
// account of its own.
import { expect, test } from './support/fixtures.ts';
import { oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { addFavourite } from './support/games.ts';
import {
  cardNames,
  cards,
  centre,
  emerald,
  emptyState,
  favouriteIds,
  type Game,
  gameOpened,
  gamesPage,
  heartOf,
  member,
  memberPageHolding,
  openRng,
  pressBuildCard,
  tab,
  trialToken,
} from './support/game-list.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a visitor choosing FAV or RECENT gets the login modal and stays on ALL; after logging in, FAV shows the favourites', async ({
  page,
}) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  // The page's clock: the removal below comes within a second of the add (the toggle throttle).
  await page.clock.install();
  await openRng(page);
  for (const name of ['Favourites', 'Recent']) {
    await tab(page, name).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tab(page, name)).toBeFocused();
  }
  // A visitor's heart asks to log in too.
  const first = (await gamesPage(page.request, {})).games[0]!;
  await heartOf(page, first.displayName).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();

  // No favourites yet: the empty state.
  await tab(page, 'Favourites').click();
  await expect(tab(page, 'Favourites')).toHaveAttribute('aria-selected', 'true');
  await expect(emptyState(page)).toHaveText('No games to show here.');
  await tab(page, 'All').click();
  const heart = heartOf(page, first.displayName).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await tab(page, 'Favourites').click();
  await expect(cardNames(page)).toHaveText([first.displayName]);
  // Removing it there takes it off the list at once.
  await page.clock.fastForward(1000);
  await heartOf(page, first.displayName).click();
  await expect(cards(page)).toHaveCount(0);
  await expect(emptyState(page)).toHaveText('No games to show here.');
});

test('a favourite turns on before the gateway answers, and two clicks within a second toggle once', async ({ page }) => {
  const { token } = await member(page);
  await page.clock.install();
  await openRng(page, '', token);
  const game = (await gamesPage(page.request, {})).games[1]!;
  const release = await holdRequests(page, '**/wps/relay/MCSFE_addFavoriteGameV2');
  const heart = heartOf(page, game.displayName).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Two clicks in one moment: the second is within the second and ignored.
  await heart.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await favouriteIds(page.request, token)).not.toContain(game.nodeId);
  release();
  await expect.poll(() => favouriteIds(page.request, token)).toContain(game.nodeId);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(`Remove ${game.displayName} from favourites`);

  // A second later the heart toggles again.
  await page.clock.fastForward(1000);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => favouriteIds(page.request, token)).not.toContain(game.nodeId);
});

test('a favourite the gateway refuses goes back off, and the warning says so', async ({ page }) => {
  const { token } = await member(page);
  await openRng(page, '', token);
  const game = (await gamesPage(page.request, {})).games[2]!;
  // The add names a game the gateway does not have: it refuses (game.not.found).
  await page.route('**/wps/relay/MCSFE_addFavoriteGameV2', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), nodeId: 999_999_999 }) }),
  );
  const heart = heartOf(page, game.displayName).first();
  await heart.click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Your favourites could not be updated, so nothing was changed.');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect(await favouriteIds(page.request, token)).toEqual([]);
});

test('a heart pressed before the member’s favourites have arrived stays on when they do', async ({ page }) => {
  const { token } = await member(page);
  const [elsewhere, game] = (await gamesPage(page.request, {})).games.slice(3, 5) as [Game, Game];
  // Added from another device: the list the page asks for holds it.
  await addFavourite(page.request, emerald, token, elsewhere);
  // The page's list reaches the gateway only once the heart is pressed, and the heart's add only
  // after that list was read: the list arrives after the press and without the new favourite.
  const releaseAdd = await holdRequests(page, '**/wps/relay/MCSFE_addFavoriteGameV2');
  let pressed = () => {};
  const afterPress = new Promise<void>((done) => (pressed = done));
  await page.route(/\/wps\/relay\/MCSFE_getFavoriteGames/, async (route) => {
    await afterPress;
    const response = await route.fetch();
    releaseAdd();
    await route.fulfill({ response });
  });
  await openRng(page, '', token);
  const heart = heartOf(page, game.displayName).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  pressed();
  // The list has arrived (the other device's favourite is on), and the heart pressed meanwhile is still on.
  await expect(heartOf(page, elsewhere.displayName).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteIds(page.request, token)).toEqual([game.nodeId, elsewhere.nodeId]);
});

test('a member’s play opens the game in a new window, and RECENT and /recent show it', async ({ page }) => {
  const { token } = await member(page);
  await openRng(page, 'vassalage=NE', token);
  await tab(page, 'Recent').click();
  await expect(emptyState(page)).toHaveText('No games to show here.');
  await tab(page, 'All').click();
  const game = (await gamesPage(page.request, { vassalage: 'NE' })).games[3]!;
  const launched = await gameOpened(page, () =>
    centre(page)
      .getByRole('button', { name: `Play ${game.displayName}`, exact: true })
      .click(),
  );
  expect(launched.get('nodeId')).toBe(String(game.nodeId));
  expect(launched.get('mode')).toBe('real');

  await tab(page, 'Recent').click();
  await expect(cardNames(page)).toHaveText([game.displayName]);
  await page.goto(emerald.url('recent'));
  await expect(page.locator('[data-island="recent"] .game-card-name')).toHaveText([game.displayName]);
});

test("a member's press on a build's game card before the list comes asks no login: the list plays that game once it is there", async ({
  page,
}) => {
  // The list's island held back: the cards are still the build's, whose play buttons open login for a visitor.
  const { release } = await memberPageHolding(page, 'rng', /\/GameListCentre\.[\w-]+\.js$/);
  const nodeId = await pressBuildCard(page, 1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The member's list takes the build's place and plays the pressed game: no second press.
  expect((await gameOpened(page, release)).get('nodeId')).toBe(nodeId);
  await expect(centre(page).locator('[data-open-modal]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a member's press whose handler comes after the list took the card's place goes to the list's card of the game", async ({ page }) => {
  const { token } = await member(page);
  // The press's handler (modal-frame.ts) held back until the member's list has replaced the build's cards.
  const release = await holdRequests(page, /\/modal-frame\.[\w-]+\.js$/);
  const listStart = page.waitForResponse(/\/GameListCentre\.[\w-]+\.js$/);
  await page.goto(`${emerald.url('rng')}?token=${token}`);
  const nodeId = await pressBuildCard(page, 2);
  await listStart;
  await expect(centre(page).locator('[data-open-modal]')).toHaveCount(0);
  expect((await gameOpened(page, release)).get('nodeId')).toBe(nodeId);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a member's heart pressed on the lobby's build cards before the list comes is the list's favourite once it is there", async ({
  page,
}) => {
  const { token, release } = await memberPageHolding(page, '', /\/LobbyGames\.[\w-]+\.js$/);
  const menu = page.locator('[data-island="game-menu"]');
  const staticCard = menu.locator('.game-card:has(.game-card-fav[data-open-modal="login"])').first();
  const nodeId = Number(await staticCard.getAttribute('data-node-id'));
  await staticCard.locator('.game-card-fav').click();
  release();
  await expect(menu.locator('[data-open-modal]')).toHaveCount(0);
  await expect(menu.locator(`.game-card[data-node-id="${nodeId}"] .game-card-fav`).first()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteIds(page.request, token)).toContain(nodeId);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('launch rules: a visitor logs in first; a trial account needs a real account, except for a free trial', async ({ page }) => {
  await openRng(page);
  const list = (await gamesPage(page.request, {})).games;
  const paid = list.find((g) => g.supportPlay === 1)!;
  const free = list.find((g) => g.supportPlay === 0)!;
  await centre(page)
    .getByRole('button', { name: `Play ${paid.displayName}`, exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openRng(page, '', await trialToken(page));
  await centre(page)
    .getByRole('button', { name: `Play ${paid.displayName}`, exact: true })
    .click();
  const trialDialog = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(trialDialog).toBeVisible();
  await trialDialog.getByRole('button', { name: 'OK' }).click();
  await expect(trialDialog).toBeHidden();
  // Real money on a free-trial game is still refused; its free trial opens.
  await centre(page)
    .getByRole('button', { name: `Play ${free.displayName}`, exact: true })
    .click();
  await expect(trialDialog).toBeVisible();
  await trialDialog.getByRole('button', { name: 'OK' }).click();
  const launched = await gameOpened(page, () =>
    centre(page)
      .getByRole('button', { name: `Free trial of ${free.displayName}`, exact: true })
      .click(),
  );
  expect(launched.get('mode')).toBe('fun');
  expect(launched.get('nodeId')).toBe(String(free.nodeId));
});
