// saigon in Vietnamese says everything in Vietnamese to a member: the VIP
// ranks the gateway names (its reference ladder, given in the page's language), the jackpot's
// title and the HOT badges of the site's catalogue. A member walks the lobby and their member
// centre, and none of the English words that used to show through is on the page.
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const saigon = site('saigon');
const ENGLISH = /\b(Member|Bronze|Silver|Gold|Platinum|Diamond|Jackpots?|Hot|HOT)\b/;

test('a Vietnamese page names ranks, the jackpot and hot games in Vietnamese', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // saigon has no one-click accounts: its demo member, from the address its IP check knows.
  const login = await apiLogin(page.request, saigon, '127.0.0.1', 'demo01', 'Demo1234');
  expect(login.success, JSON.stringify(login)).toBe(true);
  const token = login.value.token as string;
  const vip = (await gatewayCall(page.request, saigon, 'GET', '/wps/member/vip', undefined, { Authorization: token, Language: 'VI' }))
    .value;
  expect(vip.ranks.map((r: { label: string }) => r.label)).toEqual(['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương']);

  await page.goto(`${saigon.url('member', 'VI')}?token=${token}`);
  const card = page.getByTestId('vip-rank');
  await expect(card).toContainText('cấp');
  await expect(page.locator('.vip-ranks tbody th').first()).toHaveText(/Thành viên/);
  await expect(page.locator('main')).not.toHaveText(ENGLISH, { useInnerText: true });
  await expect(page.locator('header')).not.toHaveText(ENGLISH, { useInnerText: true });

  await page.goto(saigon.url('', 'VI'));
  await expect(page.locator('.jackpot-label')).toBeVisible();
  await expect(page.locator('.game-card').first()).toBeVisible();
  // Game names are the games' own ("Golden Jackpot"): the page's words are everything else.
  await page.locator('.game-card-name, .winner-game').evaluateAll((names) => {
    for (const name of names) name.remove();
  });
  await expect(page.locator('body')).not.toHaveText(ENGLISH, { useInnerText: true });
  await expect(page.locator('.game-card-hot').first()).toHaveText('Nổi bật');
});
