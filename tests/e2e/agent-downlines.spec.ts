// Downline management (/agentHome/downlineManagmentView) and the agents' announcements against the
// reference gateway: agent01 opens a sub-agent (who opens a member of its own) and a member, sees
// them with balance and last login, searches the whole team, drills into the sub-agent and back
// (the place in the tree is in the URL), and sends money to its direct downline; the operator's
// announcements for agents are listed, sanitised; a member who is not an agent is refused.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import {
  apiLogin,
  expectNoAxeViolations,
  gatewayCall,
  memberInfo,
  oneClickAccount,
  ownAddress,
  openDownline,
} from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const PASSWORD = 'Downline123';
/** agent01's payment password, as the transfer-upline spec sets it (whichever runs first). */
const PAYMENT_PASSWORD = '135790';

/** A name no other test or run has: a prefix and the time in base 36. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 36).toString(36)}`;

/** Opens an account below an agent through the agent centre's own call; its username. */
/** agent01's team as this test makes it: a sub-agent with a member below it, and a direct member who has logged in. */
async function team(page: Page, ip: string) {
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  const sub = await openDownline(page.request, luzon, ip, token, { username: fresh('sa'), password: PASSWORD, agent: true });
  const subToken = (await apiLogin(page.request, luzon, ip, sub, PASSWORD)).value.token as string;
  const deep = await openDownline(page.request, luzon, ip, subToken, { username: fresh('sm'), password: PASSWORD, agent: false });
  const member = await openDownline(page.request, luzon, ip, token, { username: fresh('dm'), password: PASSWORD, agent: false });
  expect((await apiLogin(page.request, luzon, ip, member, PASSWORD)).success).toBe(true);
  return { token, sub, deep, member };
}

const row = (page: Page, account: string) => page.locator(`table.downline-table tr[data-account="${account}"]`);

test('an agent sees its downlines, searches the team, drills into a sub-agent and back, and sends money', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const { token, sub, deep, member } = await team(page, ip);
  credit(luzon.code, 'agent01', 100_00);
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Downline management' })).toBeVisible();

  // The newest accounts come first: the member, then the sub-agent, each as the gateway has it.
  const table = page.getByRole('region', { name: 'Downlines (scrolls sideways)' }).locator('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Account',
    'Type',
    'Balance',
    'Status',
    'Registered',
    'Last login',
    'Team size',
    'Contract',
    'Actions',
  ]);
  // Each downline's row, cell by cell under the headings above.
  for (const [name, cells] of [
    [member, ['Member', '₱ 0.00', 'Online', /\d{4}/, /\d{4}, \d{1,2}:\d\d/, '—', '—', 'Send money']],
    [sub, ['Agent', '₱ 0.00', 'Online', /\d{4}/, /\d{4}, /, '1', 'None', /Send money\s*Offer contract\s*Downlines/]],
  ] as const)
    await expect(row(page, name).locator('td')).toHaveText([...cells]);
  await expect(page.getByRole('navigation', { name: 'Where you are in your team' })).toHaveText('Your team (agent01)');
  await expectAxeClean(page);
  await page.screenshot({ path: test.info().outputPath('downlines-1366.png'), fullPage: true });

  // A direct sub-agent is offered a contract from its row; the row then says the offer waits.
  await row(page, sub)
    .getByRole('button', { name: `Offer contract to ${sub}` })
    .click();
  const offer = page.getByRole('dialog', { name: `Offer a contract to ${sub}` });
  await offer.getByLabel('Contract').selectOption({ label: 'Daily salary contract' });
  await offer.getByLabel('Rate (%)').fill('1.5');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText(`Contract offered to ${sub}: it waits for their answer.`)).toBeVisible();
  await expect(row(page, sub).locator('td[data-column="contract"]')).toHaveText('Daily salary contract (offered)');

  // A search reaches every level: the sub-agent's member, with its upline named.
  await page.getByLabel('Search your team by account').fill(deep.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#account=${deep.toUpperCase()}$`));
  await expect(page.getByText(`1 account in your team matches “${deep.toUpperCase()}”`)).toBeVisible();
  await expect(row(page, deep).getByRole('rowheader')).toHaveText(`${deep}under ${sub}`);
  // Not agent01's own downline: nothing to send it from here.
  await expect(row(page, deep).getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(row(page, member)).toBeVisible();

  // Into the sub-agent's own downlines; the URL keeps the place through a reload; back goes up.
  await page.getByRole('link', { name: `Downlines of ${sub}` }).click();
  const crumbs = page.getByRole('navigation', { name: 'Where you are in your team' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Your team (agent01)', sub]);
  await expect(row(page, deep)).toBeVisible();
  await expect(page.getByText('1 direct downline', { exact: true })).toBeVisible();
  await page.reload();
  await expect(row(page, deep)).toBeVisible();
  await expect(crumbs.getByRole('listitem')).toHaveText(['Your team (agent01)', sub]);
  await page.goBack();
  await expect(row(page, member)).toBeVisible();
  await page.goForward();
  await expect(row(page, deep)).toBeVisible();
  await crumbs.getByRole('link', { name: 'Your team (agent01)' }).click();
  await expect(row(page, member)).toBeVisible();

  // Money to the direct member: the dialog asks the amount and payment password, the row shows the new balance.
  await row(page, member)
    .getByRole('button', { name: `Send money to ${member}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Send money to ${member}` });
  const setUp = dialog.getByRole('button', { name: 'Set a payment password' });
  const amount = dialog.getByLabel('Amount (₱)');
  await expect(setUp.or(amount)).toBeVisible();
  if (await setUp.isVisible()) {
    await dialog.getByLabel('Login password').fill('Demo1234');
    await dialog.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
    await dialog.getByLabel('Payment password again').fill(PAYMENT_PASSWORD);
    await setUp.click();
  }
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page);
  await amount.fill('25.50');
  await dialog.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toHaveText(`Sent ₱ 25.50 to ${member}.`);
  await expect(row(page, member).locator('td[data-column="balance"]')).toHaveText('₱ 25.50');
  // Focus went back to the row's button that opened the dialog.
  await expect(row(page, member).getByRole('button', { name: `Send money to ${member}` })).toBeFocused();
});

test('on a phone the team table scrolls sideways in a labelled region, with the account in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page);
  const { token, member } = await team(page, ip);
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${token}`);
  await expect(row(page, member)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const region = page.getByRole('region', { name: 'Downlines (scrolls sideways)' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.evaluate((el) => el.scrollBy(400, 0));
  await expect(row(page, member).getByRole('rowheader')).toBeInViewport();
  await expectAxeClean(page);
  await page.screenshot({ path: test.info().outputPath('downlines-390.png'), fullPage: true });
  await row(page, member)
    .getByRole('button', { name: `Send money to ${member}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Send money to ${member}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('downlines-transfer-390.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A place outside the team (here, no account at all) is refused in the page's words.
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}#parent=999999999`);
  await expect(page.getByRole('alert')).toContainText('That account is not in your team.');
});

test('an agent opens a downline member: its balance and latest activity, and sends it money from there (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page);
  const { token, member } = await team(page, ip);
  credit(luzon.code, 'agent01', 100_00);
  credit(luzon.code, member, 50_00);
  expect(gatewayCli('play', member, '--merchant', luzon.code, '--bets', '3', '--seed', '1').status).toBe(0);
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${token}`);

  // The account is a link to its detail, first in its row, in view on a phone.
  const link = row(page, member).getByRole('link', { name: member, exact: true });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/#member=\d+$/);
  const id = Number(new URL(page.url()).hash.split('=')[1]);
  await expect(page.getByRole('heading', { level: 2, name: member })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Where you are in your team' }).getByRole('listitem')).toHaveText([
    'Your team (agent01)',
    member,
  ]);
  // What the gateway says of it: its balance, its three bets and its movements (the credit first of them).
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  const detail = (await gatewayCall(page.request, luzon, 'GET', `/wps/agent/downline/detail?id=${id}`, undefined, auth)).value;
  const peso = (n: number) => `₱ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(n)}`;
  const balance = page.locator('[data-fact="balance"]');
  await expect(balance).toHaveText(peso(detail.member.balance));
  await expect(page.locator('[data-fact="upline"]')).toHaveText('agent01');
  const bets = page.getByRole('region', { name: 'Latest bets' }).locator('tbody tr');
  await expect(bets).toHaveCount(3);
  const movements = page.getByRole('region', { name: 'Latest transactions' }).locator('tbody tr');
  await expect(movements.last()).toHaveAttribute('data-kind', 'opening');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('downline-member-390.png'), fullPage: true });

  // Send money from here: the dialog speaks of sending to this member, not of withdrawals.
  await page.getByRole('button', { name: 'Send money' }).click();
  const dialog = page.getByRole('dialog', { name: `Send money to ${member}` });
  const setUp = dialog.getByRole('button', { name: 'Set a payment password' });
  const amount = dialog.getByLabel('Amount (₱)');
  await expect(setUp.or(amount)).toBeVisible();
  await expect(dialog).not.toContainText(/withdraw|payout/i);
  if (await setUp.isVisible()) {
    await expect(dialog).toContainText('Money you send to another member is confirmed with a six-digit payment password');
    await dialog.getByLabel('Login password').fill('Demo1234');
    await dialog.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
    await dialog.getByLabel('Payment password again').fill(PAYMENT_PASSWORD);
    await setUp.click();
  }
  await expect(dialog.getByTestId('transfer-available')).toHaveText(/^You can send up to ₱\s[\d,.]+ from your main wallet\.$/);
  await expect(dialog).toContainText(`It arrives in ${member}'s main wallet at once`);
  await page.screenshot({ path: test.info().outputPath('downline-member-send-390.png') });
  await amount.fill('12.50');
  await dialog.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toHaveText(`Sent ₱ 12.50 to ${member}.`);
  // The detail follows: the new balance, the transfer the newest movement.
  await expect(balance).toHaveText(peso(detail.member.balance + 12.5));
  await expect(movements.first()).toHaveAttribute('data-kind', 'member.transfer');
  await expect(movements.first()).toContainText('+₱ 12.50');
  await expect(page.getByRole('button', { name: 'Send money' })).toBeFocused();

  // Back goes to the team, the rows in view again.
  await page.goBack();
  await expect(row(page, member).locator('td[data-column="balance"]')).toHaveText(peso(detail.member.balance + 12.5));
});

test('an agent cannot open an account outside its team: the gateway refuses it, and the page says so', async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  // A member with no upline, and agent01's own sub-agent's upline (agent01 itself): neither is below agent01.
  const outsider = await oneClickAccount(page.request, luzon, ip);
  const outsiderToken = (await apiLogin(page.request, luzon, ip, outsider.username, outsider.password)).value.token as string;
  const outsiderId = (await memberInfo(page.request, luzon, outsiderToken)).value.id as number;
  const agentId = (await memberInfo(page.request, luzon, token)).value.id as number;
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  for (const id of [outsiderId, agentId]) {
    const answer = await gatewayCall(page.request, luzon, 'GET', `/wps/agent/downline/detail?id=${id}`, undefined, auth);
    expect(answer, String(id)).toMatchObject({ success: false, errorCode: 'agent.downline.unknown' });
  }
  // A sub-agent cannot open its upline's other downlines either.
  const sub = await openDownline(page.request, luzon, ip, token, { username: fresh('so'), password: PASSWORD, agent: true });
  const subToken = (await apiLogin(page.request, luzon, ip, sub, PASSWORD)).value.token as string;
  const sibling = await openDownline(page.request, luzon, ip, token, { username: fresh('sn'), password: PASSWORD, agent: false });
  const siblingId = (await memberInfo(page.request, luzon, (await apiLogin(page.request, luzon, ip, sibling, PASSWORD)).value.token)).value
    .id;
  const asSub = { Authorization: subToken, 'X-Forwarded-For': ip };
  expect((await gatewayCall(page.request, luzon, 'GET', `/wps/agent/downline/detail?id=${siblingId}`, undefined, asSub)).errorCode).toBe(
    'agent.downline.unknown',
  );
  // In the page: the detail's address of an outsider shows the refusal, with nothing of the account.
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${token}#member=${outsiderId}`);
  await expect(page.getByRole('alert')).toContainText('That account is not in your team.');
  await expect(page.getByText(outsider.username)).toHaveCount(0);
});

test("a sub-agent's downlines beyond a page are paged, the page kept in the URL", async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  const sub = await openDownline(page.request, luzon, ip, token, { username: fresh('sp'), password: PASSWORD, agent: true });
  const subToken = (await apiLogin(page.request, luzon, ip, sub, PASSWORD)).value.token as string;
  // 21 members below the sub-agent, one at a time so the first is the oldest: a page of 20, then one.
  const names: string[] = [];
  for (let i = 0; i < 21; i++)
    names.push(
      await openDownline(page.request, luzon, ip, subToken, {
        username: `c${sub.slice(2)}${String(i).padStart(2, '0')}`,
        password: PASSWORD,
        agent: false,
      }),
    );
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${token}`);
  await page.getByRole('link', { name: `Downlines of ${sub}` }).click();
  await expect(page.getByText('21 direct downlines', { exact: true })).toBeVisible();
  await expect(page.locator('table.downline-table tbody tr')).toHaveCount(20);
  await expect(row(page, names[20]!)).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/#parent=\d+&page=2$/);
  await expect(page.locator('table.downline-table tbody tr')).toHaveCount(1);
  await expect(row(page, names[0]!)).toBeVisible();
  await page.reload();
  await expect(row(page, names[0]!)).toBeVisible();
  await page.goBack();
  await expect(row(page, names[20]!)).toBeVisible();
});

test("the agents' announcements are listed newest first, dated, their HTML sanitised", async ({ page }) => {
  const ip = await ownAddress(page);
  const title = fresh('Agent notice ');
  const posted = gatewayCli(
    'announce',
    '--agents',
    '--merchant',
    luzon.code,
    '--title',
    title,
    '--body',
    '<p>Read <b>this</b>.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  );
  expect(posted.status, posted.stderr).toBe(0);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome/agentAnnouncement', 'EN')}?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const items = page.locator('.agent-news-item');
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(items.first().locator('.agent-news-body')).toHaveText('Read this.');
  await expect(items.first().locator('.agent-news-body script, .agent-news-body img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 2, name: 'Commission statements for last month are ready' })).toBeVisible();
  const dates = await items.locator('time').evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
  expect(dates.length).toBeGreaterThanOrEqual(4);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  await expectAxeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('announcements-390.png'), fullPage: true });
});

test('a member who is not an agent is refused: sent to /agent, and the calls say agent.only', async ({ page }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip, 'AGENT01');
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  expect((await gatewayCall(page.request, luzon, 'GET', '/wps/agent/downlines', undefined, auth)).errorCode).toBe('agent.only');
  expect((await gatewayCall(page.request, luzon, 'GET', '/wps/agent/announcements', undefined, auth)).errorCode).toBe('agent.only');
  await page.goto(`${luzon.url('agentHome/downlineManagmentView', 'EN')}?token=${token}`);
  await page.waitForURL(/\/en\/agent$/);
});
