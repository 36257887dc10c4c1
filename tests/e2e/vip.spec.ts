// The VIP card on /member against the reference gateway: a new member starts at rank 0 with the
// whole way to Bronze ahead, plays bets through the operator's CLI, and on the next visit sees
// the rank the gateway gave them, the bar to the next one, their row marked in the benefits
// table, each reached rank's upgrade bonus in their balance and the promotion message. A trial
// account sees no card.
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress, trialToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');
const money = (n: number) => `₱ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

interface Rank {
  level: number;
  label: string;
  upgradeBonus: number;
}

test('a member plays their way up a rank and sees it, its bonus and what the next rank takes', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  credit(luzon.code, username, 10_000_00);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  const auth = { Authorization: token, 'X-Forwarded-For': ip };

  await page.goto(`${luzon.url('member', 'EN')}?token=${token}`);
  const card = page.getByRole('region', { name: 'VIP rank' });
  await expect(card.getByTestId('vip-rank')).toHaveText('Member · level 0');
  const bar = card.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '1000');
  await expect(bar).toHaveAccessibleName('₱ 0.00 of ₱ 1,000.00 valid bet for Bronze');
  await expect(card.getByRole('row')).toHaveCount(7);
  await expect(card.locator('tr[aria-current="true"] th')).toHaveText('Member (your rank)');
  // No VIP label in the header or the account card at rank 0.
  await expect(page.locator('.vip-label')).toHaveCount(0);

  // Fifteen bets of 1 to 3% of ₱10,000 are at least ₱1,000 of valid bets: Bronze at least.
  expect(gatewayCli('play', username, '--merchant', luzon.code, '--bets', '15', '--seed', '1').status).toBe(0);
  const vip = (await gatewayCall(page.request, luzon, 'GET', '/wps/member/vip', undefined, auth)).value;
  expect(vip.level).toBeGreaterThanOrEqual(1);
  const reached = (vip.ranks as Rank[]).filter((r) => r.level >= 1 && r.level <= vip.level);

  // The balance holds the bets' result and every reached rank's upgrade bonus, once each.
  const period = `startTime=${Date.now() - 86_400_000}&endTime=${Date.now() + 60_000}&pageNo=1&pageSize=50`;
  const bets = (await gatewayCall(page.request, luzon, 'GET', `/wps/relay/ODSFE2_betRecords?${period}`, undefined, auth)).value;
  const bonuses = reached.reduce((sum, r) => sum + r.upgradeBonus, 0);
  const balance = (await gatewayCall(page.request, luzon, 'GET', '/wps/v2/wallets/balance', undefined, auth)).value.sumBalance;
  expect(balance).toBeCloseTo(10_000 + bets.totals.winLoss + bonuses, 2);

  await page.reload();
  const label = vip.label as string;
  await expect(card.getByTestId('vip-rank')).toHaveText(`${label} · level ${vip.level}`);
  await expect(card.locator('tr[aria-current="true"] th')).toHaveText(`${label} (your rank)`);
  await expect(page.getByTestId('overview-balance')).toHaveText(money(balance));
  // The label shows now in the account card and the header (hasVip).
  await expect(page.locator('.overview-account .vip-label')).toHaveText(label);
  await expect(page.locator('header .vip-label')).toHaveText(label);
  if (vip.next) {
    await expect(bar).toHaveAttribute('aria-valuenow', String(vip.validBet));
    await expect(bar).toHaveAccessibleName(`${money(vip.validBet)} of ${money(vip.next.threshold)} valid bet for ${vip.next.label}`);
    await expect(card.getByText(`${money(vip.next.threshold - vip.validBet)} more valid bet reaches ${vip.next.label}.`)).toBeVisible();
  }
  await expectAxeClean(page, { include: 'main' });
  await card.screenshot({ path: test.info().outputPath('vip-card-1366.png') });
  await page.screenshot({ path: test.info().outputPath('vip-1366.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByTestId('vip-rank')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('vip-390.png'), fullPage: true });

  // One message tells of the promotion, in the page's language.
  const messages = (await gatewayCall(page.request, luzon, 'GET', '/wps/relay/CSP_messageList?pageNo=1&pageSize=10', undefined, auth))
    .value;
  expect(messages.list.filter((m: { kind?: string }) => m.kind === 'vip.promoted')).toHaveLength(1);
  await page.goto(`${luzon.url('member/messageV2', 'EN')}?token=${token}`);
  await expect(page.getByText('VIP rank reached')).toBeVisible();
});

test('a trial account sees no VIP card', async ({ page }) => {
  const token = await trialToken(page, emerald);
  await page.goto(`${emerald.url('member', 'EN')}?token=${token}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('region', { name: 'VIP rank' })).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
