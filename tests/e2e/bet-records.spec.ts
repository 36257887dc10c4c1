// The betting record (/member/personalHistoryCopy) and profit and loss (/member/personalProfit)
// against the reference gateway: bets the operator's CLI plays for a fresh account show in both,
// by game type and by day of the merchant, with totals that agree; the record pages through them.
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { recordTotals } from './support/records.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { apiLogin, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

test('bets played by the CLI show in the betting record and in profit and loss, with the same totals', async ({ page }) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  credit(luzon.code, account.username, 5000_00);
  const played = gatewayCli('play', account.username, '--merchant', 'luzon', '--bets', '30', '--seed', '1');
  expect(played.stdout, played.stderr).toMatch(new RegExp(`^${account.username} played 30 of 30 bets`));
  const token = (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;

  await page.goto(`${luzon.url('member/personalHistoryCopy', 'EN')}?token=${token}`);
  const summary = page.locator('.records-totals');
  // The period's totals, each figure under its name.
  await expect.poll(() => recordTotals(page)).toMatchObject({ Bets: '30', Stake: expect.stringMatching(/^₱ [\d,]+\.\d\d$/) });
  const totals = await summary.textContent();
  const rows = page.locator('table.records tbody tr');
  await expect(rows).toHaveCount(20);
  await expectAxeClean(page, { include: 'main' });
  // 20 a page: page 2 holds the other 10 bets, and page 1 the first 20 again; the totals are the period's.
  const betIds = () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-bet')));
  const first = await betIds();
  const pager = page.locator('nav.pagination');
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(rows).toHaveCount(10);
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const second = await betIds();
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  await expect(summary).toHaveText(totals!);
  await pager.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(rows).toHaveCount(20);
  expect(await betIds()).toEqual(first);
  // One game type: fewer bets, and only of that type.
  const type = page.getByLabel('Game type');
  await type.selectOption({ index: 1 });
  const chosen = await type.locator('option:checked').textContent();
  await expect(summary).not.toHaveText(totals!);
  for (const row of await rows.all()) await expect(row).toContainText(chosen!);

  await page.goto(`${luzon.url('member/personalProfit', 'EN')}?token=${token}`);
  await expect(page.locator('.records-totals')).toHaveText(totals!);
  await expect(page.locator('table.records tfoot')).toContainText('30');
  await expect(page.locator('table.records tbody tr').first()).toContainText(/\d{4}/);
  await expectAxeClean(page, { include: 'main' });
});
