// The live casino centre's tables (/live: a live vendor's tables in a dialog, launched by the usual
// launch call) and a card game's room chooser (/pvp: stake, minimum balance and players; a room the
// balance cannot cover is marked and cannot be joined). Both dialogs trap focus, close on Escape
// and give focus back. The reference gateway's own answers are the expectations.
import type { Page } from '@playwright/test';
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { credit } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const t = translator('EN');

type Table = { modelId: number; modelName: string; nodeId: number; status: string; road: string[] };
type Room = { roomId: number; roomName: string; minBalance: number };

/** A fresh member of the test's own with `major` in the main wallet: its token. */
async function memberWith(page: Page, major: number): Promise<string> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  if (major > 0) credit(emerald.code, account.username, Math.round(major * 10 ** emerald.config.currency.decimals));
  return (await apiLogin(page.request, emerald, ip, account.username, account.password)).value.token as string;
}

/**
 * Opens a page with a session, once the header shows the member's balance and a game list's cards are
 * the member's island's (the build's, drawn for visitors, leave a member's press unanswered: modal-frame.ts).
 */
async function openAs(page: Page, path: string, token: string): Promise<void> {
  await page.goto(`${emerald.url(path, 'EN')}?token=${token}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  await expect(page.locator('[data-island="game-list"] [data-open-modal]')).toHaveCount(0);
}

const tablesSection = (page: Page) => page.getByRole('region', { name: t('games.live.title') });
const vendorButton = (page: Page, name: string) =>
  tablesSection(page).getByRole('button', { name: t('games.live.vendorButton', { vendor: name }) });
const tablesDialog = (page: Page, name: string) => page.getByRole('dialog', { name: t('games.live.dialogTitle', { vendor: name }) });
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test("a member opens /live, sees a vendor's tables and launches one", async ({ page }) => {
  const token = await memberWith(page, 0);
  const tables = (await gatewayCall(page.request, emerald, 'GET', '/wps/relay/CBS_modelList?vassalage=EVO', undefined)).value
    .list as Table[];
  await openAs(page, 'live', token);
  const opener = vendorButton(page, 'Evolution');
  await opener.click();
  const dialog = tablesDialog(page, 'Evolution');
  await expect(dialog).toBeVisible();
  const cards = dialog.locator('.live-table');
  await expect(cards).toHaveCount(tables.length);
  await expect(cards.locator('.live-table-name')).toHaveText(tables.map((table) => table.modelName));
  // A table with a road says its results in words too.
  const withRoad = tables.find((table) => table.road.length > 0)!;
  await expect(dialog.locator(`[data-model-id="${withRoad.modelId}"] .live-road .visually-hidden`)).toContainText(t('games.live.road'));
  // Tab stays inside; Escape closes and focus goes back to the vendor button.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await focusInDialog(page)).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const open = tables.find((table) => table.status === 'open')!;
  const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: t('games.live.play', { name: open.modelName }) }).click();
  const request = new URL((await launched).url());
  expect(Object.fromEntries(request.searchParams)).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO', nodeId: String(open.nodeId) });
  const win = await opened;
  await win.waitForURL(/\/wps\/demo\/game\?/);
  expect(new URL(win.url()).searchParams.get('nodeId')).toBe(String(open.nodeId));
  await win.close();
});

test('a visitor sees the tables and is asked to log in to play', async ({ page }) => {
  await ownAddress(page);
  await page.goto(emerald.url('live', 'EN'));
  await expect(vendorButton(page, 'SA Gaming')).toBeVisible();
  await expectNoAxeViolations(page, '.live-tables');
  await vendorButton(page, 'SA Gaming').click();
  const dialog = tablesDialog(page, 'SA Gaming');
  const play = dialog.locator('.live-table-play:not([disabled])').first();
  await play.click();
  await expect(page.getByRole('dialog', { name: t('island.login.title') })).toBeVisible();
});

test('a member picks a PVP room: one beyond the balance is marked and cannot be joined; the chosen room is launched', async ({ page }) => {
  await ownAddress(page);
  const rooms = (await gatewayCall(page.request, emerald, 'GET', '/wps/relay/GLS2_roomList?vassalage=KM', undefined)).value.list as Room[];
  // The first card of /pvp is the most popular card game: the rooms of that game.
  const first = (
    await gatewayCall(page.request, emerald, 'GET', '/wps/relay/GCSGAME_gameList?gameType=PVP&pageNo=1&pageSize=18&language=EN', undefined)
  ).value.games[0] as { nodeId: number; displayName: string };
  const own = rooms.filter((room) => Math.floor(room.roomId / 10) === first.nodeId);
  expect(own).toHaveLength(3);
  // Enough for the Beginner room only.
  const token = await memberWith(page, own[0]!.minBalance);
  await openAs(page, 'pvp', token);
  const play = page.locator(`.game-card[data-node-id="${first.nodeId}"] .game-card-play`);
  await play.click();
  const dialog = page.getByRole('dialog', { name: t('games.rooms.title', { name: first.displayName }) });
  await expect(dialog.locator('.pvp-room')).toHaveCount(3);
  const join = (room: Room) => dialog.getByRole('button', { name: t('games.rooms.joinRoom', { name: room.roomName }) });
  await expect(join(own[0]!)).toBeEnabled();
  for (const room of own.slice(1)) {
    await expect(join(room)).toBeDisabled();
    await expect(dialog.locator(`[data-room-id="${room.roomId}"]`)).toContainText(t('games.rooms.tooLow'));
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();

  await play.click();
  const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  const opened = page.waitForEvent('popup');
  await join(own[0]!).click();
  expect(new URL((await launched).url()).searchParams.get('roomId')).toBe(String(own[0]!.roomId));
  const win = await opened;
  await win.waitForURL(/\/wps\/demo\/game\?/);
  await win.close();
  await expect(dialog).toBeHidden();
});

test('a visitor playing a card game is asked to log in first, without a room chooser', async ({ page }) => {
  await ownAddress(page);
  await page.goto(emerald.url('pvp', 'EN'));
  await page.locator('[data-island="game-list"] .game-card:not(.game-card-skeleton) .game-card-play').first().click();
  await expect(page.getByRole('dialog', { name: t('island.login.title') })).toBeVisible();
  await expect(page.locator('.pvp-room')).toHaveCount(0);
});

for (const width of [390, 1366]) {
  test(`screens at ${width} px: the live tables and the room chooser, signed out and in`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await ownAddress(page);
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
    await page.goto(emerald.url('live', 'EN'));
    await expect(tablesSection(page)).toBeVisible();
    await shot('live-out');
    await vendorButton(page, 'Evolution').click();
    await expect(tablesDialog(page, 'Evolution').locator('.live-table').first()).toBeVisible();
    await shot('live-tables-out');
    // Nothing sticks out sideways at the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    const token = await memberWith(page, 50);
    await openAs(page, 'live', token);
    await shot('live-in');
    await vendorButton(page, 'Evolution').click();
    await expect(tablesDialog(page, 'Evolution').locator('.live-table').first()).toBeVisible();
    await shot('live-tables-in');
    await page.keyboard.press('Escape');
    await openAs(page, 'pvp', token);
    await page.locator('[data-island="game-list"] .game-card:not(.game-card-skeleton) .game-card-play').first().click();
    await expect(page.locator('.pvp-room').first()).toBeVisible();
    await shot('pvp-rooms-in');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
}
