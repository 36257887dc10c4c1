// Agent contracts on luzon, which has every contract kind on and AGENTPOLICY3: an
// upline offers its sub-agent a daily salary contract from the agent centre, and the downline
// answers in the contract modal after logging in on /agent (accept, reject, agree to end); the
// upline asks to end one; a settlement run by the CLI shows on both sides with what it was
// computed from. Each test makes its own upline, downline and player below agent01.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, forgetTabSession, gatewayCall, ownAddress, openDownline } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const PASSWORD = 'Contract123';
const PAGE = 'agentHome/agentDailyWages2';
const RELAY = '/wps/relay/MCS2_processDailySalContract';
let serial = 0;

/** Opens an account below an agent (a sub-agent unless `member`); its name. */
async function openBelow(request: APIRequestContext, ip: string, token: string, member = false): Promise<string> {
  // The merchant's rule: 6 to 12 letters and digits, a letter first.
  const username = `c${Date.now().toString(36).slice(-6)}${test.info().workerIndex}${(++serial).toString(36)}`;
  return openDownline(request, luzon, ip, token, { username, password: PASSWORD, agent: !member });
}

async function login(request: APIRequestContext, ip: string, username: string): Promise<string> {
  const answer = await apiLogin(request, luzon, ip, username, PASSWORD);
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value.token as string;
}

/** A sub-agent of agent01 (the upline of the test) and its own sub-agent (the downline), both new. */
async function pair(page: Page): Promise<{ ip: string; upline: string; uplineToken: string; downline: string }> {
  const ip = await ownAddress(page);
  const agent01 = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  const upline = await openBelow(page.request, ip, agent01);
  const uplineToken = await login(page.request, ip, upline);
  const downline = await openBelow(page.request, ip, uplineToken);
  return { ip, upline, uplineToken, downline };
}

/** A contract call as someone, straight to the gateway. */
async function relay(request: APIRequestContext, ip: string, token: string, body: object) {
  const answer = await gatewayCall(request, luzon, 'POST', RELAY, body, { Authorization: token, 'X-Forwarded-For': ip });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value as { id: number };
}

const offer = (downline: string) => ({ action: 'OFFER', downline, tiers: [{ rate: 1, validBet: 0, activeMembers: 0 }] });

/** The downline logs in on /agent in a browser of its own: the centre opens, and the contract modal over it. */
async function downlineSession(browser: Browser, ip: string, downline: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const page = await context.newPage();
  await page.goto(luzon.url('agent', 'EN'));
  const form = page.locator('[data-island="agent-login"]');
  await form.locator('input[name="username"]').fill(downline);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(luzon.url('agentHome', 'EN'));
  return page;
}

test('an offer made in the centre is accepted by the downline in the modal after login', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { ip, uplineToken, upline, downline } = await pair(page);
  await page.goto(`${luzon.url(PAGE, 'EN')}?token=${uplineToken}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily salary' })).toBeVisible();
  const row = page.locator(`tr[data-account="${downline}"]`);
  await expect(row).toContainText('None');
  await row.getByRole('button', { name: 'Offer contract' }).click();
  const dialog = page.getByRole('dialog', { name: `Offer a contract to ${downline}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Contract')).toBeFocused();
  await dialog.getByLabel('Rate (%)').fill('1.5');
  await dialog.getByLabel('Valid bet at least').fill('100');
  await dialog.getByRole('button', { name: 'Add a tier' }).click();
  await dialog.getByRole('group', { name: 'Tier 2' }).getByLabel('Rate (%)').fill('2');
  await dialog.getByRole('group', { name: 'Tier 2' }).getByLabel('Valid bet at least').fill('5000');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('offer-1366.png') });
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Withdraw offer' })).toBeFocused();
  await expect(row).toContainText('Offered (up to 2%), waiting for an answer');

  const own = await downlineSession(browser, ip, downline, 390);
  const modal = own.getByRole('dialog', { name: 'Contracts' });
  await expect(modal).toContainText(`Your upline ${upline} offers you this contract:`);
  await expect(modal).toContainText("Tier 1: 1.5% of the team's valid bet, from ₱ 100.00");
  await expect(modal).toContainText("Tier 2: 2% of the team's valid bet, from ₱ 5,000.00");
  await expectNoAxeViolations(own);
  await own.screenshot({ path: test.info().outputPath('modal-390.png') });
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toContainText('Nothing waits for your answer now.');
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();
  await own.goto(luzon.url(PAGE, 'EN'));
  await expect(own.getByTestId('own-contract')).toContainText(`Active with ${upline} since`);
  // Asked once per session: the modal does not come back.
  await expect(own.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(own, 'main');
  await own.screenshot({ path: test.info().outputPath('own-390.png'), fullPage: true });
  await page.reload();
  await expect(row).toContainText('Active (up to 2%)');
  await own.context().close();
});

test('a lower offer says so; the downline rejects it and keeps the contract it has', async ({ page, browser }) => {
  const { ip, uplineToken, downline } = await pair(page);
  const first = await relay(page.request, ip, uplineToken, { ...offer(downline), tiers: [{ rate: 2, validBet: 0, activeMembers: 0 }] });
  const downToken = await login(page.request, ip, downline);
  await relay(page.request, ip, downToken, { action: 'ACCEPT', contractId: first.id });
  await relay(page.request, ip, uplineToken, offer(downline));

  const own = await downlineSession(browser, ip, downline);
  const modal = own.getByRole('dialog', { name: 'Contracts' });
  await expect(modal.getByTestId('replaces')).toHaveText(
    "Its top rate (1%) is lower than your current contract's (2%): accepting it ends your current contract.",
  );
  await modal.getByRole('button', { name: 'Reject' }).click();
  await expect(modal).toContainText('Nothing waits for your answer now.');
  await own.keyboard.press('Escape');
  await own.goto(luzon.url(PAGE, 'EN'));
  await expect(own.getByTestId('own-contract')).toContainText('Tier 1: 2% of the team');
  await expect(own.getByTestId('own-contract').getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await own.context().close();
});

test('the upline asks to end a contract; the downline agrees after login and it ends', async ({ page, browser }) => {
  const { ip, uplineToken, downline } = await pair(page);
  const offered = await relay(page.request, ip, uplineToken, offer(downline));
  await relay(page.request, ip, await login(page.request, ip, downline), { action: 'ACCEPT', contractId: offered.id });

  await page.goto(`${luzon.url(PAGE, 'EN')}?token=${uplineToken}`);
  const row = page.locator(`tr[data-account="${downline}"]`);
  await row.getByRole('button', { name: 'Terminate' }).click();
  await expect(row.getByRole('button', { name: 'Yes' })).toBeFocused();
  await row.getByRole('button', { name: 'Yes' }).click();
  await expect(row).toContainText('you asked to end it');

  const own = await downlineSession(browser, ip, downline);
  const modal = own.getByRole('dialog', { name: 'Contracts' });
  await expect(modal).toContainText('asks to end this contract.');
  await modal.getByRole('button', { name: 'Agree to end it' }).click();
  await expect(modal).toContainText('Nothing waits for your answer now.');
  await own.keyboard.press('Escape');
  await own.goto(luzon.url(PAGE, 'EN'));
  await expect(own.getByTestId('own-contract')).toContainText('You have no contract of this kind with your upline.');
  await page.reload();
  await expect(row).toContainText('None');
  await own.context().close();
});

test('a settlement by the CLI shows on both sides, with what it was computed from', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { ip, upline, uplineToken, downline } = await pair(page);
  const offered = await relay(page.request, ip, uplineToken, offer(downline));
  const downToken = await login(page.request, ip, downline);
  await relay(page.request, ip, downToken, { action: 'ACCEPT', contractId: offered.id });
  // A player in the downline's team plays today (all its bets count towards the 1 % salary).
  const player = await openBelow(page.request, ip, downToken, true);
  credit('luzon', player, 1_000_00);
  expect(gatewayCli('play', player, '--merchant', 'luzon', '--bets', '20', '--seed', '1').status).toBe(0);
  // Today (in Manila) closes at the next midnight there: settle everything closed a minute after it.
  const midnight = Date.parse(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T16:00:00Z`);
  const settled = gatewayCli('contracts', 'settle', '--merchant', 'luzon', '--at', new Date(midnight + 60_000).toISOString());
  expect(settled.status, settled.stderr).toBe(0);

  const now = Date.now();
  const list = await gatewayCall(page.request, luzon, 'GET', `${RELAY}?startTime=${now - 86_400_000}&endTime=${now + 1}`, undefined, {
    Authorization: downToken,
    'X-Forwarded-For': ip,
  });
  const record = list.value.records.list[0];
  expect(record).toMatchObject({ upline, downline, tier: 1, rate: 1, basis: 'VALID_BET' });
  expect(record.amount).toBe(Math.floor(record.validBet * 100 * 0.01) / 100);
  const money = (n: number) => `₱ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(n)}`;

  await page.goto(`${luzon.url(PAGE, 'EN')}?token=${downToken}`);
  await page.getByRole('button', { name: 'Today' }).click();
  const mine = page.locator(`tr[data-settlement="${record.id}"]`);
  await expect(mine).toContainText(upline);
  await expect(mine).toContainText(`valid bet ${money(record.validBet)}`);
  await expect(mine).toContainText(`Tier 1: 1% of ${money(record.base)} valid bet`);
  await expect(mine.locator('td.num')).toHaveText(money(record.amount));
  await expectNoAxeViolations(page, 'main');
  await page.screenshot({ path: test.info().outputPath('records-1366.png'), fullPage: true });

  // The upline's side, in a tab of its own: a signed-in tab takes no other account's token (decision 0025).
  await forgetTabSession(page, luzon);
  await page.goto(`${luzon.url(PAGE, 'EN')}?token=${uplineToken}`);
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByLabel('Show').selectOption('PAID');
  const theirs = page.locator(`tr[data-settlement="${record.id}"]`);
  await expect(theirs).toContainText(downline);
  await expect(theirs.locator('td.num')).toHaveText(money(record.amount));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('records-390.png'), fullPage: true });
});

test('the dialog offers a dividend with its period and active-member minimums, and a real-time salary with its rates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { ip, uplineToken, downline } = await pair(page);
  await page.goto(`${luzon.url('agentHome/agentDividendRecordCopy2', 'EN')}?token=${uplineToken}`);
  const row = page.locator(`tr[data-account="${downline}"]`);
  await row.getByRole('button', { name: 'Offer contract' }).click();
  const dialog = page.getByRole('dialog', { name: `Offer a contract to ${downline}` });
  await expect(dialog.getByLabel('Contract')).toHaveValue('DIVIDEND');
  await dialog.getByLabel('Settlement').selectOption('WEEKLY');
  await dialog.getByLabel('Rate (%)').fill('10');
  await dialog.getByLabel('Valid bet at least').fill('1000');
  await dialog.getByLabel('Active members at least').fill('3');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('dividend-390.png') });
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(row).toContainText('Offered (up to 10%)');

  // The same dialog from the dividend page offers another kind: the real-time salary's two rates.
  await row.getByRole('button', { name: 'Withdraw offer' }).click();
  await row.getByRole('button', { name: 'Yes' }).click();
  await expect(row).toContainText('None');
  await row.getByRole('button', { name: 'Offer contract' }).click();
  await dialog.getByLabel('Contract').selectOption('REALTIME');
  await expect(dialog.getByLabel('Rate (%)', { exact: true })).toHaveCount(0);
  await dialog.getByLabel(/^Loss rate/).fill('12.5');
  await dialog.getByLabel(/^Win rate/).fill('0.25');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();

  const downToken = await login(page.request, ip, downline);
  const now = Date.now();
  const ask = (path: string) =>
    gatewayCall(page.request, luzon, 'GET', `${path}?startTime=${now - 60_000}&endTime=${now}`, undefined, {
      Authorization: downToken,
      'X-Forwarded-For': ip,
    });
  expect((await ask('/wps/relay/MCS2_processDividendReq')).value.offer).toBeNull();
  expect((await ask('/wps/relay/MCSFE_processRealTimeSalaryContract')).value.offer).toMatchObject({
    status: 'PENDING',
    period: 'SLOT5',
    winRate: 0.25,
    lossRate: 12.5,
    tiers: [],
  });
  // The real-time page lists it.
  await page.goto(`${luzon.url('agentHome/agentRealtimeSalary', 'EN')}?token=${uplineToken}`);
  await expect(row).toContainText('Offered (up to 12.5%)');
});
