// What the game lists send GCSGAME_gameList (specification section 7: clientType 3, platform,
// channel, minBet, minLineNum, ...): the list's client parameters on every call, and the game list
// centre's minimum-bet filter, which the reference gateway answers with games whose smallest bet
// is at most the step.
import type { Game } from '../../contract/generated/common.ts';
import { expect, test } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const LIST = '/wps/relay/GCSGAME_gameList';

test('the game list sends channel and minLineNum, and its minimum-bet filter sends minBet: every game shown bets at most that', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const sp = new SitePage(page, luzon, 'EN');
  await sp.goto('rng');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LIST && new URL(r.url()).searchParams.get('minBet') === '1');
  // The build's static select starts the island, which asks for the step at once.
  await page.getByLabel('Minimum bet').selectOption({ label: 'Min. bet up to ₱\u00a01.00' });
  const response = await answered;
  const sent = new URL(response.url()).searchParams;
  expect(Object.fromEntries(['clientType', 'platform', 'channel', 'minLineNum', 'minBet'].map((k) => [k, sent.get(k)]))).toEqual({
    clientType: '3',
    platform: 'flash,html5-desktop',
    channel: 'WEB',
    minLineNum: '0',
    minBet: '1',
  });
  const { games } = ((await response.json()) as { value: { games: Game[] } }).value;
  expect(games.length).toBeGreaterThan(0);
  expect(games.every((g) => g.minBet <= 1)).toBe(true);
  // The cards shown are that answer's, and the filter counts as one in use.
  await expect(page.locator('.game-grid .game-card-name').first()).toHaveText(games[0]!.displayName);
  await expect(page.getByLabel('Minimum bet')).toHaveValue('1');

  // Any again: the next request has no minBet, and still the client's parameters.
  const again = page.waitForResponse((r) => new URL(r.url()).pathname === LIST && !new URL(r.url()).searchParams.has('minBet'));
  await page.getByLabel('Minimum bet').selectOption({ label: 'Any min. bet' });
  expect(new URL((await again).url()).searchParams.get('channel')).toBe('WEB');
});
