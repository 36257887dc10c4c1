// The lottery pages (/lottery, /seaLottery, /vnLottery, /zyLottery; login required): the prize mode each page
// asks the lottery gateway for, that mode's games with a live countdown to the next draw, the
// chosen game's latest results, favourites kept in the browser per username, and playing in a new
// window with the lotto launch fields. Which merchant has which lottery vendors comes from
// tenants/*.json: saigon offers ELOTT (TCG_LOTTO_VN) and LOTT (TCG_SEA, VR); luzon offers none.
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { translator } from '../../src/i18n/translate.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, forgetTabSession, gatewayCall } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const saigon = site('saigon');
const luzon = site('luzon');
const t = translator('EN');

type LotteryGame = { gameCode: string; gameName: string; drawIntervalMinutes: number };
type Draw = { numero: string; numbers: string[] };

const island = (page: Page) => page.locator('.lottery');
const row = (page: Page, game: LotteryGame) => island(page).locator(`.lottery-game[data-game-code="${game.gameCode}"]`);
const star = (page: Page, game: LotteryGame, on: boolean) =>
  row(page, game).getByRole('button', { name: t(on ? 'games.removeFavourite' : 'games.addFavourite', { name: game.gameName }) });
const detail = (page: Page) => island(page).locator('.lottery-detail');

/** A session token of a saigon demo account (from 127.0.0.1, an address its IP check knows). */
async function token(request: APIRequestContext, username: string): Promise<string> {
  const answer = await apiLogin(request, saigon, '127.0.0.1', username, 'Demo1234');
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value.token as string;
}

/** The lottery gateway's games of a prize mode: what the page must list. */
async function lotteryGames(request: APIRequestContext, mode: string): Promise<LotteryGame[]> {
  return (await gatewayCall(request, saigon, 'GET', `/lgw/vn/games/game_menu?prizeMode=${mode}&device=WEB&language=EN`, undefined)).value
    .list;
}

/** The menu request a page makes, and the prize mode it asked for. */
const menuRequest = (page: Page) => page.waitForRequest((r) => new URL(r.url()).pathname === '/lgw/vn/games/game_menu');
const modeOf = (request: Request) => new URL(request.url()).searchParams.get('prizeMode');

test('each page asks for its prize mode: /lottery is ELOTT on saigon (it has a TCG_LOTTO_VN card), /seaLottery SEA, /vnLottery ELOTT, /zyLottery ZY', async ({
  page,
}) => {
  const session = await token(page.request, 'demo01');
  for (const [path, mode] of [
    ['lottery', 'ELOTT'],
    ['seaLottery', 'SEA'],
    ['vnLottery', 'ELOTT'],
    ['zyLottery', 'ZY'],
  ] as const) {
    const asked = menuRequest(page);
    await page.goto(`${saigon.url(path, 'EN')}?token=${session}`);
    const request = await asked;
    expect(modeOf(request), path).toBe(mode);
    expect(new URL(request.url()).searchParams.get('device')).toBe('WEB');
    const games = await lotteryGames(page.request, mode);
    await expect(island(page)).toHaveAttribute('data-prize-mode', mode);
    await expect(island(page).getByText(t(`games.lottery.mode.${mode}`), { exact: true })).toBeVisible();
    await expect(island(page).locator('.lottery-game-name')).toHaveText(games.map((g) => g.gameName));
  }
});

test('luzon offers no lottery vendor: it has no lottery pages', async ({ page }) => {
  expect(luzon.config.products.some((p) => p.gameType === 'LOTT' || p.gameType === 'ELOTT')).toBe(false);
  for (const path of ['lottery', 'seaLottery', 'vnLottery', 'zyLottery'])
    expect((await page.request.get(luzon.url(path, 'EN'))).status(), path).toBe(404);
});

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto(saigon.url('lottery', 'EN'));
  // Sent to /login?redirect=…, which shows the lobby at / with the login dialog (specification section 2).
  await expect(page.getByRole('dialog', { name: t('island.login.title') })).toBeVisible();
  await expect(page).toHaveURL(saigon.url('', 'EN'));
});

test('a gameCode chooses a game: highlighted, with a ticking countdown and the results the gateway sent', async ({ page }) => {
  const games = await lotteryGames(page.request, 'SEA');
  const chosen = games[2]!;
  // The SEA lottery's results come from the lotto gateway (only the VN e-lottery asks /lgw/vn/numeros/...).
  const results = page.waitForResponse(
    (r) => r.url().includes('/lotto/lgw/games/opened/numero?') && r.url().includes(`gameCode=${chosen.gameCode}`),
  );
  await page.goto(`${saigon.url('seaLottery', 'EN')}?gameCode=${chosen.gameCode}&token=${await token(page.request, 'demo01')}`);
  await expect(row(page, chosen)).toHaveClass(/\bselected\b/);
  await expect(row(page, chosen).locator('.lottery-game-select')).toHaveAttribute('aria-current', 'true');
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(chosen.gameName);
  // The countdown: time to the next draw, never more than one interval, ticking every second.
  const countdown = detail(page).getByRole('timer');
  const seconds = async () => {
    const parts = ((await countdown.textContent()) ?? '').split(':').map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };
  expect(await seconds()).toBeLessThanOrEqual(chosen.drawIntervalMinutes * 60);
  // It keeps ticking (once a second): it shows two new values after the first.
  const first = (await countdown.textContent())!;
  await expect(countdown).not.toHaveText(first);
  const second = (await countdown.textContent())!;
  await expect(countdown).not.toHaveText(second);
  await expect(row(page, chosen).getByRole('timer')).toHaveText(/^(\d+:)?\d{2}:\d{2}$/);
  // The latest results are the ones the gateway answered.
  const draws = ((await (await results).json()) as { value: { list: Draw[] } }).value.list;
  await expect(detail(page).locator('.lottery-draw-issue')).toHaveText(draws.map((d) => t('games.lottery.issue', { numero: d.numero })));
  await expect(detail(page).locator('.lottery-draw').first().locator('.lottery-ball')).toHaveText(draws[0]!.numbers);
});

test("a lottery vendor's popup on /lott links its draws: VR's go to the ZY lottery screen", async ({ page }) => {
  const session = await token(page.request, 'demo01');
  await page.goto(`${saigon.url('lott', 'EN')}?token=${session}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  await page.locator('[data-island="game-centre"] [data-vendor="VR"] button').click();
  const popup = page.getByRole('dialog');
  await popup.getByRole('link', { name: t('games.lottery.draws') }).click();
  await page.waitForURL(saigon.url('zyLottery', 'EN'));
  await expect(island(page)).toHaveAttribute('data-prize-mode', 'ZY');
  const games = await lotteryGames(page.request, 'ZY');
  expect(games.length).toBeGreaterThan(0);
  await expect(island(page).locator('.lottery-game-name')).toHaveText(games.map((g) => g.gameName));
  // The VN e-lottery's results come from the VN lottery gateway.
  const results = page.waitForRequest((r) => r.url().includes('/lgw/vn/numeros/opened/game?'));
  await page.goto(`${saigon.url('vnLottery', 'EN')}?token=${session}`);
  await results;
});

test('favourites survive a reload for the same player and are not shown to another', async ({ page }) => {
  const games = await lotteryGames(page.request, 'ELOTT');
  const [first, second] = [games[1]!, games[3]!];
  const demo = await token(page.request, 'demo01');
  await page.goto(`${saigon.url('vnLottery', 'EN')}?token=${demo}`);
  await star(page, first, false).click();
  await star(page, second, false).click();
  await expect(star(page, first, true)).toHaveAttribute('aria-pressed', 'true');
  await star(page, second, true).click();
  await page.reload();
  await expect(star(page, first, true)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, second, false)).toHaveAttribute('aria-pressed', 'false');
  await island(page)
    .getByRole('button', { name: t('games.lottery.favourites'), exact: true })
    .click();
  await expect(island(page).locator('.lottery-game-name')).toHaveText([first.gameName]);

  // Another player in the same browser (a tab of their own: a signed-in tab takes no other account's
  // token, decision 0025): none of demo01's stars.
  await forgetTabSession(page, saigon);
  await page.goto(`${saigon.url('vnLottery', 'EN')}?token=${await token(page.request, 'agent01')}`);
  await expect(island(page).locator('.lottery-game-name')).toHaveCount(games.length);
  await expect(star(page, first, false)).toHaveAttribute('aria-pressed', 'false');
  await island(page)
    .getByRole('button', { name: t('games.lottery.favourites'), exact: true })
    .click();
  await expect(island(page).getByText(t('games.lottery.noFavourites'))).toBeVisible();
  await expect(island(page).locator('.lottery-game-name')).toHaveCount(0);

  // And demo01's are still there.
  await forgetTabSession(page, saigon);
  await page.goto(`${saigon.url('vnLottery', 'EN')}?token=${demo}`);
  await expect(star(page, first, true)).toHaveAttribute('aria-pressed', 'true');
});

test('playing launches with the lotto fields in a new window, and the game shows under recently played', async ({ page }) => {
  const games = await lotteryGames(page.request, 'ELOTT');
  const chosen = games[5]!;
  await page.goto(`${saigon.url('lottery', 'EN')}?gameCode=${chosen.gameCode}&token=${await token(page.request, 'down01')}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(chosen.gameName);
  const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  const opened = page.waitForEvent('popup');
  await detail(page)
    .getByRole('button', { name: t('games.lottery.bet') })
    .click();
  expect(Object.fromEntries(new URL((await launched).url()).searchParams)).toMatchObject({
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: 'ELOTT',
    lottoGameCode: chosen.gameCode,
    lottoView: 'betting',
    device: 'WEB',
    gameType: 'ELOTT',
    vassalage: 'TCG_LOTTO_VN',
  });
  const win = await opened;
  await win.waitForURL(/\/wps\/demo\/game\?/);
  await expect(win.getByRole('heading', { level: 1 })).toHaveText(chosen.gameName);
  await win.close();
  const recent = island(page).getByRole('region', { name: t('games.lottery.recent') });
  await expect(recent.getByRole('button', { name: chosen.gameName })).toBeVisible();

  const lobby = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  const again = page.waitForEvent('popup');
  await detail(page)
    .getByRole('button', { name: t('games.lottery.lobby') })
    .click();
  expect(new URL((await lobby).url()).searchParams.get('lottoView')).toBe('lobby');
  await (await again).close();
});

test('axe finds nothing on /lottery', async ({ page }) => {
  // The whole page with its 40 games is a long analysis on a loaded machine.
  test.slow();
  await page.goto(`${saigon.url('lottery', 'EN')}?token=${await token(page.request, 'demo01')}`);
  await expect(island(page).locator('.lottery-draw').first()).toBeVisible();
  await expectAxeClean(page, { tags: AXE_TAGS });
});
