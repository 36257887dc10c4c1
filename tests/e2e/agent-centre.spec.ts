// The agent centre (/agentHome): each menu item is a page of its own that survives a reload; the
// landing page and Team overview show what the agent's direct downlines and whole team did in a
// period, as the gateway counts it; a member who is not an agent is sent to /agent.
import { expectAxeClean } from './support/axe.ts';
import { dayIn, periodOf, presetDays } from '../../core/periods.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli } from './support/gateway-db.ts';
import {
  apiLogin,
  forgetTabSession,
  freshMember,
  gatewayCall,
  oneClickAccount,
  openDownline,
  ownAddress,
} from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');

test('an agent lands on the team overview, and every menu item is a page of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  // A downline registered today: at least one new member in the period.
  await oneClickAccount(page.request, luzon, ip, 'AGENT01');
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome', 'EN')}?token=${token}`);
  // The landing is the team overview itself, marked so in the menu: not a page that repeats it.
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'Team overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/agentHome\/agentTeamOverview$/);

  const table = page.locator('table.team-overview');
  await expect(table.getByRole('columnheader')).toHaveText(['In the period', 'Direct downlines', 'Whole team']);
  await expect(table.getByRole('rowheader')).toHaveText([
    'Team size',
    'New members',
    'Active members (with bets)',
    'Deposits',
    'Withdrawals',
    'Valid bets',
    'Profit (stakes less payouts)',
  ]);
  // The page shows the gateway's figures for the last 7 days of the merchant's time zone: the seeded
  // bets of down01 and of agent01's demo team (gateway/seed/team.ts) at every level below it.
  const { start, end } = periodOf(
    ...(Object.values(presetDays('last7', dayIn(Date.now(), luzon.config.timezone))) as [string, string]),
    luzon.config.timezone,
  );
  const answer = await gatewayCall(page.request, luzon, 'GET', `/wps/agent/team/overview?startTime=${start}&endTime=${end}`, undefined, {
    Authorization: token,
    'X-Forwarded-For': ip,
  });
  const money = (n: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(n));
  const row = (name: string) => table.locator(`tr[data-figure="${name}"] td`);
  await expect(row('validBet')).toHaveText([`₱ ${money(answer.value.direct.validBet)}`, `₱ ${money(answer.value.team.validBet)}`]);
  expect(Number((await row('newMembers').nth(0).textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  expect(Number((await row('members').nth(1).textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
    Number((await row('members').nth(0).textContent())!.replace(/\D/g, '')),
  );
  await expectAxeClean(page);

  // Each menu item is a page: luzon has every contract flag on, so all twelve are there.
  const menu = page.getByRole('navigation', { name: 'Agent centre' });
  const links = await menu.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links).toHaveLength(12);
  for (const href of links) expect((await page.request.get(href)).status(), href).toBe(200);

  await menu.getByRole('link', { name: 'Team overview' }).click();
  await expect(page).toHaveURL(/\/en\/agentHome\/agentTeamOverview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  // The period is the page's own: a preset changes what it asks for.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row('newMembers').nth(0)).not.toHaveText('0');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(table.locator('tr[data-figure="members"]')).toBeVisible();

  // An item whose page comes later says so, on a page of its own.
  await menu.getByRole('link', { name: 'Betting record' }).click();
  await expect(page).toHaveURL(/\/en\/agentHome\/personalHistoryCopy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
});

test('a member who is not an agent is sent to /agent', async ({ page }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.goto(`${luzon.url('agentHome/agentTeamOverview', 'EN')}?token=${token}`);
  await page.waitForURL(/\/en\/agent$/);
});

test('on a phone the team overview fits the screen as a table, and the drawer is one list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome', 'EN')}?token=${token}`);
  const table = page.locator('table.team-overview');
  await expect(table.locator('tr[data-figure="profit"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Three columns fit a phone: a table with its head once, not a card per figure repeating "In the period".
  await expect(table.getByRole('columnheader', { name: 'In the period' })).toBeVisible();
  expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table');
  await expect(page.getByText('In the period')).toHaveCount(1);
  expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
  await expectAxeClean(page);

  // The drawer: the menu and the header's shortcuts as one list, each item once, on one left edge, in one style.
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Deposit' })).toBeVisible();
  const items = await drawer.locator('a, .agent-who').evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        name: el.textContent!.trim(),
        // Where its text starts: the box's edge and its padding.
        left: Math.round(el.getBoundingClientRect().left + Number.parseFloat(style.paddingInlineStart)),
        weight: style.fontWeight,
        background: style.backgroundColor,
        border: style.borderTopWidth,
      };
    }),
  );
  const names = items.map((i) => i.name);
  expect(names).toEqual([...new Set(names)]);
  for (const name of ['Announcements', 'Downline management', 'Deposit', 'Withdraw', 'Messages', 'Customer service', 'Sign out'])
    expect(names).toContain(name);
  expect(names.some((name) => name.endsWith('agent01'))).toBe(true);
  expect(new Set(items.map((i) => i.left)), JSON.stringify(items)).toEqual(new Set([items[0]!.left]));
  // One style: the links of the menu and of the shortcuts alike (the current item aside, which is marked).
  const plain = items.filter((i) => i.name !== 'Team overview');
  expect(new Set(plain.map((i) => `${i.weight} ${i.border}`)), JSON.stringify(plain)).toEqual(new Set(['400 0px']));
  expect(new Set(plain.map((i) => i.background))).toEqual(new Set(['rgba(0, 0, 0, 0)']));
  await page.screenshot({ path: test.info().outputPath('agent-drawer-390.png') });
});

test('an agent opens an account that can log in at once, and shares an invitation link', async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome/registerCenter', 'EN')}?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create accounts' })).toBeVisible();
  await expect(page.getByTestId('invite-link')).toHaveText(`https://${luzon.config.site.domains[0]}/en/register?affiliateCode=AGENT01`);
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' }).locator('svg')).toBeVisible();

  const form = page.locator('form', { has: page.getByRole('button', { name: 'Open the account' }) });
  // The member forms' spacing: fields a clear step apart, not 8 px.
  const tops = await form.locator('.field').evaluateAll((fields) => fields.map((f) => f.getBoundingClientRect()));
  for (let i = 1; i < tops.length; i++) expect(tops[i]!.top - tops[i - 1]!.bottom).toBeGreaterThanOrEqual(12);
  const username = `op${Date.now().toString(36).slice(-8)}`;
  await form.getByLabel('Username').fill(username);
  // luzon's password rule wants letters and digits mixed: the gateway says so by the field.
  await form.getByLabel('Password', { exact: true }).fill('onlyletters');
  await form.getByLabel('Password again').fill('onlyletters');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.locator('#field-password-error')).toHaveText('Use 6 to 20 characters with both letters and digits.');
  await form.getByLabel('Password', { exact: true }).fill('Opened123');
  await form.getByLabel('Password again').fill('Opened124');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.locator('#field-confirmPassword-error')).toHaveText('The confirmation does not match the password.');
  await form.getByLabel('Password again').fill('Opened123');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.getByRole('status')).toHaveText(`Member ${username} is in your team and can log in now.`);
  await expect(form.getByLabel('Username')).toHaveValue('');
  await expectAxeClean(page);

  // The new member logs in with that password, below agent01.
  const login = await apiLogin(page.request, luzon, ip, username, 'Opened123');
  expect(login.success, JSON.stringify(login)).toBe(true);
  // The same name again is taken.
  await form.getByLabel('Username').fill(username.toUpperCase());
  await form.getByLabel('Password', { exact: true }).fill('Opened123');
  await form.getByLabel('Password again').fill('Opened123');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.getByRole('alert')).toHaveText('This username is already taken.');
});

test("the gateway's flags narrow the agent menu at run time: an item it turns off for the agent is hidden", async ({ page }) => {
  // subsub01 (a sub-agent of the demo team) is in no other spec's session: its flag changes no one else's test.
  const ip = await ownAddress(page);
  const off = gatewayCli('agent-flags', 'off', 'subsub01', 'hourSalary', '--merchant', 'luzon');
  expect(off.status, off.stderr).toBe(0);
  try {
    const token = (await apiLogin(page.request, luzon, ip, 'subsub01', 'Demo1234')).value.token as string;
    const info = await gatewayCall(page.request, luzon, 'GET', '/wps/member/info', undefined, {
      Authorization: token,
      'X-Forwarded-For': ip,
    });
    expect(info.value).toMatchObject({ enableCt: true, salary: true, hourSalary: false, enableSalary: true, enableContract: true });
    await page.goto(`${luzon.url('agentHome', 'EN')}?token=${token}`);
    // luzon's config has every kind: the build's menu lists the hourly salary, the gateway's flag hides it.
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(menu.getByRole('link', { name: 'Daily salary' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Hourly salary' })).toBeHidden();
    // The next page paints without it from the first frame (the session remembers the flags).
    await menu.getByRole('link', { name: 'Dividend contracts' }).click();
    await expect(page).toHaveURL(/agentDividendRecordCopy2/);
    // Once the new document is parsed (its boot script has run): the address changes before that.
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.dataset['agentOff'])).toBe('hourSalary');
    await expect(menu.getByRole('link', { name: 'Hourly salary' })).toBeHidden();
    // The gateway refuses the kind for this agent too.
    const now = Date.now();
    const hourly = await gatewayCall(
      page.request,
      luzon,
      'GET',
      `/wps/relay/MCS2_processContractHourSalary?startTime=${now - 60_000}&endTime=${now}`,
      undefined,
      { Authorization: token, 'X-Forwarded-For': ip },
    );
    expect(hourly.errorCode).toBe('function.not.available');
  } finally {
    gatewayCli('agent-flags', 'on', 'subsub01', 'hourSalary', '--merchant', 'luzon');
  }
});

test("a top agent's contract page shows what it pays: no empty card of a contract with an upline it has not, nothing to choose", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  const listed = (side: string) =>
    page.waitForResponse(async (r) => r.url().includes('MCS2_processDailySalContract') && (await r.json()).value?.records.side === side);
  const paid = listed('PAID');
  await page.goto(`${luzon.url('agentHome/agentDailyWages2', 'EN')}?token=${token}`);
  // The page asks for no side: the gateway lists the agent's own, what it pays.
  expect(new URL((await paid).url()).searchParams.has('side')).toBe(false);
  await expect(page.getByRole('heading', { level: 2, name: 'Contracts with my downlines' })).toBeVisible();
  await expect(page.getByTestId('own-contract')).toHaveCount(0);
  await expect(page.getByLabel('Show')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Its downlines' contracts, three columns, stay a table on the phone, whole.
  const contracts = page.locator('table.downline-contracts');
  expect(await contracts.evaluate((el) => getComputedStyle(el).display)).toBe('table');
  expect(await contracts.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);

  // A sub-agent (with an upline, without a contract) sees its paid side first, and may choose the other.
  const sub = await openDownline(page.request, luzon, ip, token, {
    username: `ct${Date.now().toString(36).slice(-7)}`,
    password: 'Contract123',
    agent: true,
  });
  const subToken = (await apiLogin(page.request, luzon, ip, sub, 'Contract123')).value.token as string;
  await forgetTabSession(page, luzon);
  await page.goto(`${luzon.url('agentHome/agentDailyWages2', 'EN')}?token=${subToken}`);
  await expect(page.getByTestId('own-contract')).toContainText('You have no contract of this kind with your upline.');
  await expect(page.getByLabel('Show')).toHaveValue('PAID');
  const received = listed('RECEIVED');
  await page.getByLabel('Show').selectOption('RECEIVED');
  expect(new URL((await received).url()).searchParams.get('side')).toBe('RECEIVED');
});

test('the member menu shows "Transfer to upline" only with someone to send to, and "Transfer funds" only with wallets to move between', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  // A member without an upline: no one to send money to, so no item; luzon keeps one wallet, so no transfers between wallets.
  const loner = await oneClickAccount(page.request, luzon, ip);
  const lonerToken = (await apiLogin(page.request, luzon, ip, loner.username, loner.password)).value.token as string;
  await page.goto(`${luzon.url('member/securityCenter', 'EN')}?token=${lonerToken}`);
  await expect(menu.getByRole('link', { name: 'Security centre' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset['transfer'] === 'off');
  await expect(menu.getByRole('link', { name: 'Transfer to upline' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Transfer funds' })).toHaveCount(0);
  await page.goto(luzon.url('member', 'EN'));
  await expect(page.locator('.member-shortcuts').getByRole('link', { name: 'Transfer to upline' })).toBeHidden();

  // agent01's downline has its upline to send to: the item is there, from the first paint of the next page.
  await forgetTabSession(page, luzon);
  const downline = await oneClickAccount(page.request, luzon, ip, 'AGENT01');
  const downToken = (await apiLogin(page.request, luzon, ip, downline.username, downline.password)).value.token as string;
  await page.goto(`${luzon.url('member/securityCenter', 'EN')}?token=${downToken}`);
  await expect(menu.getByRole('link', { name: 'Transfer to upline' })).toBeVisible();
  await menu.getByRole('link', { name: 'Transfer to upline' }).click();
  // A new member sets its payment password first, told what it confirms: money sent, not withdrawals.
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer to upline' })).toBeVisible();
  await expect(page.getByText('Money you send to another member is confirmed with a six-digit payment password')).toBeVisible();

  // emerald keeps a wallet per game provider: "Transfer funds" is in its menu.
  const { token } = await freshMember(page, emerald, 0);
  await page.goto(`${emerald.url('member/securityCenter', 'EN')}?token=${token}`);
  await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Transfer funds' })).toBeVisible();
});
