// A trial (free-play) account opening a card game with rooms: the room chooser first, as for a
// member; the needs-a-real-account dialog when it joins a room, since the specification says
// "Game start needs a logged-in non-trial account ... a trial user gets a dialog saying a real
// account is needed", and nothing about choosing. No launch call is made.
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCall, trialToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const t = translator('EN');

test('a trial account sees the rooms first, and is told it needs a real account when it joins one', async ({ page }) => {
  const first = (
    await gatewayCall(page.request, emerald, 'GET', '/wps/relay/GCSGAME_gameList?gameType=PVP&pageNo=1&pageSize=18&language=EN', undefined)
  ).value.games[0] as { nodeId: number; displayName: string };
  const token = await trialToken(page, emerald);
  await page.goto(`${emerald.url('pvp', 'EN')}?token=${token}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  // The account's own list (a press on the build's cards before it is game-list-members.spec's).
  await expect(page.locator('[data-island="game-list"] [data-open-modal]')).toHaveCount(0);
  let launches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/launchGame')) launches++;
  });
  await page.locator(`.game-card[data-node-id="${first.nodeId}"] .game-card-play`).click();
  const rooms = page.getByRole('dialog', { name: t('games.rooms.title', { name: first.displayName }) });
  await expect(rooms.locator('.pvp-room')).toHaveCount(3);
  await expect(page.getByRole('dialog', { name: t('island.trial.title') })).toHaveCount(0);
  await rooms.locator('.pvp-room-join').first().click();
  await expect(page.getByRole('dialog', { name: t('island.trial.title') })).toBeVisible();
  expect(launches).toBe(0);
});
