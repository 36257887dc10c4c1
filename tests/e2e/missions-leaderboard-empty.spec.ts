// The missions leaderboard with nobody on it: instead of a table of headers
// alone, it says what puts a player on the board and links to the games, in the page's language,
// for either period. The gateway's own answer, with its list emptied on the way (a leaderboard
// nobody has bet on cannot be had in a shared test world where other tests bet all day).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, expectNoAxeViolations, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const saigon = site('saigon');

/** Empties every leaderboard the page is given: the gateway's answer, no one in its list and no place of the member's. */
async function emptyBoards(page: Page): Promise<void> {
  await page.route('**/wps/relay/MCSFE_getMissionLeaderboard?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    expect(body.success, JSON.stringify(body)).toBe(true);
    const { own: _own, ...value } = body.value;
    await route.fulfill({ response, json: { ...body, value: { ...value, list: [] } } });
  });
}

async function member(page: Page) {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  return (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;
}

test('an empty missions leaderboard says what to do and leads to the games, in each language and period', async ({ page }) => {
  await emptyBoards(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await member(page);
  await page.goto(`${luzon.url('member/missionLeaderboard', 'EN')}?token=${token}`);
  const empty = page.getByTestId('leaderboard-empty');
  await expect(empty).toContainText('Nobody has a valid bet today yet. Play any game');
  await expect(page.locator('table.leaderboard')).toHaveCount(0);
  await expect(page.getByTestId('own-place')).toHaveCount(0);
  const play = empty.getByRole('link', { name: 'Play now' });
  await expect(play).toHaveAttribute('href', /^\/en\/?$/);
  await expectNoAxeViolations(page, 'main');
  await page.getByLabel('Last 7 days').check();
  await expect(empty).toContainText('Nobody has a valid bet in the last 7 days yet.');
  await page.setViewportSize({ width: 390, height: 844 });
  await empty.scrollIntoViewIfNeeded();
  expect((await play.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('leaderboard-empty-390.png'), fullPage: true });

  // saigon in its default language, Vietnamese (no one-click accounts there: its demo member, from the address its IP check knows).
  const saigonLogin = await apiLogin(page.request, saigon, '127.0.0.1', 'demo01', 'Demo1234');
  expect(saigonLogin.success, JSON.stringify(saigonLogin)).toBe(true);
  const saigonToken = saigonLogin.value.token as string;
  await page.goto(`${saigon.url('member/missionLeaderboard')}?token=${saigonToken}`);
  await expect(page.getByTestId('leaderboard-empty')).toContainText('Hôm nay chưa ai có cược hợp lệ.');
  await expect(page.getByTestId('leaderboard-empty').getByRole('link', { name: 'Chơi ngay' })).toBeVisible();
});
