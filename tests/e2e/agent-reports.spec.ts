// The agent centre's reports against the reference gateway: agent01's seeded team (sub-agents,
// their members and a sub-sub-agent) shows in profit and loss per downline, revenue by game type
// and vendor, and the team's wallet movements exactly as the gateway counts them for the period
// picked; filters, pages and the empty state of an agent with no team yet; the betting record
// works in the agent centre too. axe-clean at 1366 px; a phone's page does not scroll sideways.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import type { ReportFigures } from '../../contract/generated/common.ts';
import { formatMoney } from '../../core/money.ts';
import { dayIn, periodOf, presetDays } from '../../core/periods.ts';
import { expect, test } from './support/fixtures.ts';
import { recordTotals } from './support/records.ts';
import { credit } from './support/gateway-db.ts';
import { apiLogin, gatewayCall, ownAddress, openDownline } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const money = (major: number) => formatMoney(major, 'en', luzon.config.currency);
const signed = (major: number) => (major > 0 ? `+${money(major)}` : major < 0 ? `−${money(-major)}` : money(0));
const count = (n: number) => new Intl.NumberFormat('en').format(n);
/** The downline transactions' totals by kind: each row's cells. */
const byKind = (page: Page) =>
  page
    .locator('.records-mini tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.replace(/\s+/g, ' '))),
    );

/** A figures row's cells as the page writes them. */
const cells = (f: ReportFigures) => [count(f.bets), count(f.players), money(f.stake), money(f.validBet), money(f.payout), signed(f.profit)];

/** The period of a preset of the merchant's days, as the page asks for it. */
function period(preset: 'last7' | 'last30') {
  const { start, end } = periodOf(
    ...(Object.values(presetDays(preset, dayIn(Date.now(), luzon.config.timezone))) as [string, string]),
    luzon.config.timezone,
  );
  return { startTime: start, endTime: end };
}

/** Logs in by the API and opens an agent centre page with the token; the token and address. */
async function openAs(page: Page, username: string, password: string, item: string) {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.goto(`${luzon.url(`agentHome/${item}`, 'EN')}?token=${token}`);
  const ask = async (path: string, query: Record<string, string | number>) =>
    (
      await gatewayCall(
        page.request,
        luzon,
        'GET',
        `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        undefined,
        {
          Authorization: token,
          'X-Forwarded-For': ip,
        },
      )
    ).value;
  return { token, ip, ask };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
});

test("profit and loss: agent01's direct downlines with their teams rolled up, the totals, and one account", async ({ page }) => {
  const { ask } = await openAs(page, 'agent01', 'Demo1234', 'palStatementsAgentCopy');
  await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss statements' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const table = page.locator('table.records.report');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Account',
    'Accounts',
    'Bets',
    'Active players',
    'Stakes',
    'Valid bet',
    'Payouts',
    'Profit',
  ]);
  const answer = await ask('/wps/agent/report/profit-loss', period('last30'));
  // The seeded sub-agents play, and subagent01's row holds its team (its members and subsub01's).
  const sub = answer.list.find((r: { username: string }) => r.username === 'subagent01');
  expect(sub).toMatchObject({ agent: true });
  expect(sub.teamSize).toBeGreaterThanOrEqual(5);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(answer.list.length);
  for (const [i, row] of answer.list.entries()) {
    await expect(rows.nth(i).locator('th')).toHaveText(row.agent ? `${row.username}Sub-agent` : row.username);
    await expect(rows.nth(i).locator('td')).toHaveText([count(row.teamSize), ...cells(row.figures)]);
  }
  await expect(table.locator('tfoot td')).toHaveText(cells(answer.totals));
  await expect
    .poll(() => recordTotals(page))
    .toEqual({ Bets: count(answer.totals.bets), 'Valid bet': money(answer.totals.validBet), Profit: signed(answer.totals.profit) });
  await expectAxeClean(page);

  // One account (any case): its row alone, and its figures are the totals.
  await page.getByLabel('Account', { exact: true }).fill('SUBAGENT01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td')).toHaveText([count(sub.teamSize), ...cells(sub.figures)]);
  await expect(table.locator('tfoot td')).toHaveText(cells(sub.figures));
  // An account deeper down (below subsub01): its own row.
  await page.getByLabel('Account', { exact: true }).fill('deep01');
  await page.getByRole('button', { name: 'Show' }).click();
  const deep = await ask('/wps/agent/report/profit-loss', { ...period('last30'), account: 'deep01' });
  expect(deep.list.map((r: { username: string }) => r.username)).toEqual(['deep01']);
  await expect(rows.first().locator('th')).toHaveText('deep01');
  await expect(rows.first().locator('td')).toHaveText([count(1), ...cells(deep.list[0].figures)]);
  // An account outside the team: the empty state.
  await page.getByLabel('Account', { exact: true }).fill('demo01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Your team placed no bets in this period.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(rows).toHaveCount(answer.list.length);
});

test("revenue: the whole team's play by game type and vendor, filtered by game type", async ({ page }) => {
  const { ask } = await openAs(page, 'agent01', 'Demo1234', 'agentRevenueReport');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue report' })).toBeVisible();
  const table = page.locator('table.records.report');
  const answer = await ask('/wps/agent/report/revenue', period('last7'));
  expect(answer.totals.bets).toBeGreaterThan(0);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(answer.list.length);
  for (const [i, row] of answer.list.entries()) {
    await expect(rows.nth(i).locator('td:nth-child(n+3)')).toHaveText(cells(row.figures));
  }
  await expect(table.locator('tfoot td')).toHaveText(cells(answer.totals));
  await expectAxeClean(page);

  const type = answer.list[0].gameType as string;
  await page.getByLabel('Game type').selectOption(type);
  const only = await ask('/wps/agent/report/revenue', { ...period('last7'), gameType: type });
  await expect(table.locator('tfoot td')).toHaveText(cells(only.totals));
  await expect(rows).toHaveCount(only.list.length);
  const label = await page.getByLabel('Game type').locator('option:checked').textContent();
  for (const row of await rows.all()) await expect(row.locator('td').first()).toHaveText(label!);
});

test("downline transactions: the team's deposits, withdrawals and transfers, by account and type, paged", async ({ page }) => {
  const { ask } = await openAs(page, 'agent01', 'Demo1234', 'agentDownlineTransactionDetailsCopy');
  await expect(page.getByRole('heading', { level: 1, name: 'Downline transactions' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  // One of the seeded team's deeper accounts: its own movements only.
  await page.getByLabel('Account', { exact: true }).fill('deep01');
  await page.getByRole('button', { name: 'Show' }).click();
  const answer = await ask('/wps/agent/report/transactions', { ...period('last30'), account: 'deep01' });
  expect(answer.totalCount).toBeGreaterThan(0);
  const rows = page.locator('table.records.report tbody tr');
  await expect(rows).toHaveCount(answer.list.length);
  for (const [i, m] of answer.list.entries()) {
    await expect(rows.nth(i).locator('td').nth(1)).toHaveText('deep01');
    await expect(rows.nth(i).locator('td').nth(3)).toHaveText(signed(m.amount));
  }
  const groupName = { DEPOSIT: 'Deposits', WITHDRAWAL: 'Withdrawals', TRANSFER: 'Transfers', OTHER: 'Other' } as Record<string, string>;
  // The movements, then a small table of each kind's (not one run-on line).
  await expect.poll(() => recordTotals(page)).toEqual({ Movements: count(answer.totalCount) });
  await expect
    .poll(() => byKind(page))
    .toEqual(
      answer.totals.map((g: { group: string; count: number; totalIn: number; totalOut: number }) => [
        groupName[g.group],
        count(g.count),
        money(g.totalIn),
        money(g.totalOut),
      ]),
    );
  await expectAxeClean(page);

  // Deposits only, of the whole team.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Type').selectOption('DEPOSIT');
  const deposits = await ask('/wps/agent/report/transactions', { ...period('last30'), group: 'DEPOSIT' });
  await expect(rows).toHaveCount(Math.min(20, deposits.totalCount));
  for (const row of await rows.all()) await expect(row.locator('td').nth(2)).toHaveText('Deposit');
});

test('an agent with a team of its own sees its pages, and one with no team the empty state', async ({ page }) => {
  // agent01 opens a sub-agent and, below it... nothing yet: every report is empty.
  const ip = await ownAddress(page);
  const agent01 = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  const stamp = Date.now().toString(36).slice(-7);
  const open = (token: string, username: string, agent: boolean) =>
    openDownline(page.request, luzon, ip, token, { username, password: 'Report123', agent });
  const subagent = `ra${stamp}`;
  await open(agent01, subagent, true);
  const { token } = await openAs(page, subagent, 'Report123', 'palStatementsAgentCopy');
  await expect(page.getByText('Your team placed no bets in this period.')).toBeVisible();
  await expect.poll(() => recordTotals(page)).toEqual({ Bets: '0', 'Valid bet': '₱ 0.00', Profit: '₱ 0.00' });
  await page.goto(`${luzon.url('agentHome/agentDownlineTransactionDetailsCopy', 'EN')}?token=${token}`);
  await expect(page.getByText("No movements in your team's wallets in this period.")).toBeVisible();
  await expectAxeClean(page);

  // Its member gets 25 credits today: two pages of movements, newest first.
  const member = `rm${stamp}`;
  await open(token, member, false);
  for (let i = 1; i <= 25; i++) credit(luzon.code, member, i * 100);
  await page.reload();
  await expect.poll(() => recordTotals(page)).toEqual({ Movements: '25' });
  await expect.poll(() => byKind(page)).toEqual([['Other', '25', money(325), money(0)]]);
  const rows = page.locator('table.records.report tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().locator('td').nth(3)).toHaveText(`+${money(25)}`);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows).toHaveCount(5);
  await expect(rows.last().locator('td').nth(3)).toHaveText(`+${money(1)}`);
  await expect(rows.first().locator('td').nth(1)).toHaveText(member);
});

test("the betting record works in the agent centre: agent01's own bets", async ({ page }) => {
  const { ask } = await openAs(page, 'agent01', 'Demo1234', 'personalHistoryCopy');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const answer = await ask('/wps/relay/ODSFE2_betRecords', { ...period('last30'), gameType: 'ALL', pageSize: 20 });
  expect(answer.totalCount).toBeGreaterThan(0);
  await expect.poll(() => recordTotals(page)).toMatchObject({ Bets: count(answer.totals.bets), Stake: money(answer.totals.stake) });
  await expect(page.locator('table.records tbody tr')).toHaveCount(answer.list.length);
  await expectAxeClean(page);
});

test('on a phone the reports fit the screen; their tables scroll inside', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  for (const item of ['palStatementsAgentCopy', 'agentRevenueReport', 'agentDownlineTransactionDetailsCopy']) {
    await page.goto(`${luzon.url(`agentHome/${item}`, 'EN')}?token=${token}`);
    await expect(page.locator('.records-totals')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), item).toBeLessThanOrEqual(390);
    // The totals' small table by kind fits the phone whole: no sideways scroll inside it.
    for (const region of await page.locator('.records-totals .table-scroll').all())
      expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth), item).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
  }
});
