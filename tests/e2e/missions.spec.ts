// /member/missionLeaderboard against the reference gateway: today's missions with the progress
// the gateway counts, claiming a done one once, and the leaderboard with the member's place.
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCall, playingMember } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

test('a member claims a done mission once and finds their place on the leaderboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { username, token, auth } = await playingMember(page, luzon, 50_000_00, 12);
  const today = (await gatewayCall(page.request, luzon, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', undefined, auth)).value;
  const bets = today.missions.find((m: { kind: string; gameType?: string }) => m.kind === 'BETS' && !m.gameType);
  expect(bets.status).toBe('CLAIMABLE');

  await page.goto(`${luzon.url('member/missionLeaderboard', 'EN')}?token=${token}`);
  const item = page.locator(`[data-mission="${bets.missionId}"]`);
  await expect(item).toContainText('Place 10 bets · reward ₱ 5.00');
  await expect(item.getByRole('progressbar')).toHaveAttribute('value', '10');
  const deposit = page.locator('[data-mission]', { hasText: 'Deposit' });
  // A mission not done yet says so as its status: no button that cannot be pressed.
  await expect(deposit.getByRole('button')).toHaveCount(0);
  await expect(deposit.locator('.status-badge')).toHaveText('Not done yet');
  await expect(page.getByTestId('own-place')).toContainText('Your place: #');
  await expect(page.locator('table.leaderboard tr[aria-current]')).toContainText('(you)');
  await expectAxeClean(page, { include: 'main' });
  await page.screenshot({ path: test.info().outputPath('missions-1366.png'), fullPage: true });

  // The menu's badge counts the missions waiting to be claimed, and follows a claim.
  const badge = page.locator('.member-menu a[href$="/missionLeaderboard"] .badge');
  await expect(badge).toHaveText(`${today.claimable} ${today.claimable === 1 ? 'mission' : 'missions'} to claim`);
  await item.getByRole('button', { name: 'Claim the reward' }).click();
  await expect(item.getByRole('status')).toHaveText('₱ 5.00 added to your main wallet.');
  if (today.claimable > 1)
    await expect(badge).toHaveText(`${today.claimable - 1} ${today.claimable === 2 ? 'mission' : 'missions'} to claim`);
  else await expect(badge).toHaveCount(0);
  await expect(item).toContainText('Claimed today');
  await expect(item).toHaveAttribute('data-status', 'CLAIMED');
  const again = await gatewayCall(
    page.request,
    luzon,
    'POST',
    '/wps/relay/MCSFE_claimMission',
    { requestId: `again-${username}`, missionId: bets.missionId },
    auth,
  );
  expect(again.errorCode).toBe('mission.claimed');

  await page.getByLabel('Last 7 days').check();
  await expect(page.getByTestId('own-place')).toContainText('Your place: #');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('missions-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
