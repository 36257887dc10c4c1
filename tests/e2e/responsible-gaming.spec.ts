// /member/responsibleGaming against the reference gateway: each deposit and loss limit set, lowered at
// once and raised (pending, with when it applies), an operator's limit marked before the member
// tries, the deposit form refusing an amount past it with the limit's words, a time-out and a
// self-exclusion ending the session and refusing the next login until when they end, and the
// reality-check dialog on the page's clock.
// Accounts are the tests' own (one-click registrations).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';
import { vendorName } from '../../src/shared/vendors.ts';
import { translator } from '../../src/i18n/translate.ts';

const luzon = site('luzon');
const emerald = site('emerald');

/** A fresh account of the test's own, signed in on a page of the site in English (after `before`, given the session). */
async function signedIn(page: Page, s: Site, path: string, before?: (token: string, ip: string) => Promise<unknown>) {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, s, ip);
  const token = (await apiLogin(page.request, s, ip, account.username, account.password)).value.token as string;
  await before?.(token, ip);
  await page.goto(`${s.url(path, s.defaultLang === 'EN' ? undefined : 'EN')}?token=${token}`);
  return account;
}

/** The English login page refuses the account with `text` in its alert, axe clean. */
async function loginRefused(page: Page, account: { username: string; password: string }, text: string) {
  await page.goto(luzon.url('login', luzon.defaultLang === 'EN' ? undefined : 'EN'));
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(account.username);
  await dialog.locator('input[name="password"]').fill(account.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('alert')).toContainText(text);
  await expectNoAxeViolations(page);
}

test('a member sets, lowers and raises a deposit limit, and the deposit form refuses past it', async ({ page }) => {
  // Three axe runs and two pages on a shared machine.
  test.setTimeout(60_000);
  await signedIn(page, luzon, 'member/responsibleGaming');
  const daily = page.locator('li', { has: page.getByRole('heading', { name: 'Daily deposit limit' }) });
  await expect(daily).toContainText('No limit set.');
  await expectNoAxeViolations(page, 'main');

  const amount = daily.getByLabel('New daily deposit limit', { exact: true });
  await amount.fill('2000');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByRole('status')).toHaveText('Saved.');
  await expect(daily).toContainText('₱ 2,000.00: ₱ 2,000.00 left until');

  await amount.fill('1000');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily).toContainText('₱ 1,000.00: ₱ 1,000.00 left until');

  await amount.fill('5000');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByRole('status')).toContainText('Saved: it applies on');
  // The raise waits 24 hours: the lower limit holds meanwhile.
  await expect(daily).toContainText('₱ 1,000.00: ₱ 1,000.00 left until');
  await expect(daily.locator('.rg-pending')).toContainText('Becomes ₱ 5,000.00 on');
  await expectNoAxeViolations(page, 'main');

  await amount.fill('abc');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.locator('.field-error')).toHaveText('Enter an amount above 0.');

  // The account menu reaches the page in one click.
  await page.locator('.avatar-button').click();
  await expect(page.getByRole('link', { name: 'Responsible gaming' }).first()).toHaveAttribute('href', /member\/responsibleGaming$/);

  await page.goto(luzon.url('member/depositv2', luzon.defaultLang === 'EN' ? undefined : 'EN'));
  await page.getByLabel('Amount (₱)').fill('1500');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('alert')).toContainText('This deposit would pass your deposit limit of ₱ 1,000.00: ₱ 1,000.00 is left until');
  // The refusal on a phone, axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('alert').evaluate((alert) => alert.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('deposit-refused-390.png') });
});

// Every other limit follows the daily deposit limit's rules: lowered at once, raised after 24 hours.
for (const [kind, period] of [
  ['deposit', 'Weekly'],
  ['deposit', 'Monthly'],
  ['loss', 'Daily'],
  ['loss', 'Weekly'],
  ['loss', 'Monthly'],
] as const) {
  test(`at 390 px a member sets, lowers and raises a ${period.toLowerCase()} ${kind} limit, axe clean in each state`, async ({ page }) => {
    // Three axe runs on a shared machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, luzon, 'member/responsibleGaming');
    const row = page.locator('li', { has: page.getByRole('heading', { name: `${period} ${kind} limit` }) });
    const amount = row.getByLabel(`New ${period} ${kind} limit`);
    const save = row.getByRole('button', { name: 'Save' });
    await expect(row).toContainText('No limit set.');

    await amount.fill('8000');
    await save.click();
    await expect(row.getByRole('status')).toHaveText('Saved.');
    await expect(row).toContainText('₱ 8,000.00: ₱ 8,000.00 left until');
    await expectNoAxeViolations(page, 'main');

    // Lowering applies at once.
    await amount.fill('3000');
    await save.click();
    await expect(row).toContainText('₱ 3,000.00: ₱ 3,000.00 left until');
    await expect(row.locator('.rg-pending')).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');

    // Raising waits: shown pending with when it applies, the lower limit holding meanwhile.
    await amount.fill('9000');
    await save.click();
    await expect(row.getByRole('status')).toContainText('Saved: it applies on');
    await expect(row.locator('.rg-pending')).toContainText('Becomes ₱ 9,000.00 on');
    await expect(row).toContainText('₱ 3,000.00: ₱ 3,000.00 left until');
    await expectNoAxeViolations(page, 'main');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.screenshot({ path: test.info().outputPath(`${period.toLowerCase()}-${kind}-limit-390.png`) });
  });
}

test('at 390 px a member takes a time-out, axe clean before, on confirming, once taken and at the refused login', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signedIn(page, luzon, 'member/responsibleGaming');
  const section = page.getByRole('region', { name: 'Take a time-out' });
  await section.getByLabel('For', { exact: true }).selectOption({ label: '7 days' });
  await expectNoAxeViolations(page, 'main');
  const take = section.getByRole('button', { name: 'Start the time-out' });
  await expect(take).toBeDisabled();
  await section.getByRole('checkbox').check();
  await expect(take).toBeEnabled();
  await expectNoAxeViolations(page, 'main');
  await section.screenshot({ path: test.info().outputPath('time-out-form-390.png') });
  await take.click();
  const taken = page.getByRole('status').filter({ hasText: 'Your time-out has started. You can log in again on' });
  await expect(taken).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await taken.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('time-out-taken-390.png') });

  await loginRefused(page, account, 'This account is taking a time-out until');
  await page.screenshot({ path: test.info().outputPath('time-out-login-390.png') });
});

test('a limit the operator set is marked on the page in each of its languages, and a raise is stopped before it is sent', async ({
  page,
}) => {
  // Four page loads with axe on each, on a shared machine.
  test.setTimeout(90_000);
  const account = await signedIn(page, luzon, 'member/responsibleGaming');
  const set = gatewayCli(
    'protection',
    'limit',
    account.username,
    '--merchant',
    luzon.code,
    '--kind',
    'deposit',
    '--period',
    'WEEK',
    '--amount',
    '4000',
  );
  expect(set.status, set.stderr).toBe(0);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/member/protection/limit')) sent++;
  });
  for (const lang of luzon.config.languages.offered) {
    const t = translator(lang);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(luzon.url('member/responsibleGaming', lang === luzon.defaultLang ? undefined : lang));
      const name = t('island.rg.deposit.WEEK');
      const row = page.locator('li', { has: page.getByRole('heading', { name }) });
      // "Set by the operator until <date>", before the member tries anything; no removal offered.
      const [before, after] = t('island.rg.operatorSet', { time: '@' }).split('@') as [string, string];
      await expect(row.locator('.rg-locked')).toContainText(before);
      await expect(row.locator('.rg-locked')).toContainText(after);
      await expect(row.getByRole('button', { name: t('island.rg.remove') })).toHaveCount(0);
      await expectNoAxeViolations(page, 'main');
      await row.screenshot({ path: test.info().outputPath(`operator-limit-${lang}-${width}.png`) });
    }
    // A member's own limit is not marked.
    await expect(
      page.locator('li', { has: page.getByRole('heading', { name: t('island.rg.deposit.DAY') }) }).locator('.rg-locked'),
    ).toHaveCount(0);
  }
  const row = page.locator('li', { has: page.getByRole('heading', { name: translator('EN')('island.rg.deposit.WEEK') }) });
  await page.goto(luzon.url('member/responsibleGaming', luzon.defaultLang === 'EN' ? undefined : 'EN'));
  await row.getByLabel('New weekly deposit limit', { exact: true }).fill('5000');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.locator('.field-error')).toContainText(
    'Your operator set this limit: you can lower it, but not raise or remove it before',
  );
  expect(sent).toBe(0);
  // Lowering is still the member's, and the mark stays.
  await row.getByLabel('New weekly deposit limit', { exact: true }).fill('3000');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('₱ 3,000.00: ₱ 3,000.00 left until');
  await expect(row.locator('.rg-locked')).toContainText('Set by the operator until');
  expect(sent).toBe(1);
});

test('a loss limit, once lost, stops transfers into game wallets and launches; raising it waits', async ({ page }) => {
  let auth: Record<string, string> = {};
  const account = await signedIn(page, emerald, 'member/responsibleGaming', async (token, ip) => {
    auth = { Authorization: token, 'X-Forwarded-For': ip };
  });
  credit(emerald.code, account.username, 10_000_00);
  const daily = page.locator('li', { has: page.getByRole('heading', { name: 'Daily loss limit' }) });
  await daily.getByLabel('New daily loss limit', { exact: true }).fill('50');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily).toContainText('$ 50.00: $ 50.00 left until');

  const transfer = (to: string, amount: number) =>
    gatewayCall(
      page.request,
      emerald,
      'POST',
      '/wps/relay/GCS_walletTransfer',
      { requestId: `rg-e2e-${Date.now()}-${to}`, from: 'MAIN', to, amount },
      auth,
    );
  const moved = await transfer('PG', 5000);
  expect(moved.success, JSON.stringify(moved)).toBe(true);
  // The operator's play (the bets path the other tests use) caps each stake at what the limit leaves; seed 2's first bet loses it.
  const played = gatewayCli('play', account.username, '--merchant', emerald.code, '--bets', '20', '--seed', '2');
  expect(played.stdout).toContain('(a loss limit stopped play)');

  await page.reload();
  await expect(daily).toContainText('$ 50.00: $ 0.00 left until');
  // A raise waits 24 hours, shown as pending; the spent limit holds meanwhile.
  await daily.getByLabel('New daily loss limit', { exact: true }).fill('100');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByRole('status')).toContainText('Saved: it applies on');
  await expect(daily.locator('.rg-pending')).toContainText('Becomes $ 100.00 on');
  await expect(daily).toContainText('$ 50.00: $ 0.00 left until');
  await expectNoAxeViolations(page, 'main');

  await page.goto(emerald.url('member/transferFund'));
  const form = page.locator('form.wallet-form');
  await form.getByLabel('To').selectOption({ label: vendorName('EVO') });
  await form.getByLabel('Amount ($)').fill('10');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your loss limit of $ 50.00 stops play until');

  const games = await gatewayCall(page.request, emerald, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=5', undefined, auth);
  const nodeId = (games.value.games as Array<{ nodeId: number }>)[0]!.nodeId;
  const launched = await gatewayCall(
    page.request,
    emerald,
    'GET',
    `/wps/game/launchGame?nodeId=${nodeId}&accountType=1&launchMode=GLS`,
    undefined,
    auth,
  );
  expect(launched).toMatchObject({ success: false, errorCode: 'loss.limit.reached', value: { limit: 50, left: 0 } });
});

const BREAKS = [
  {
    region: 'Take a time-out',
    length: '1 day',
    button: 'Start the time-out',
    taken: 'Your time-out has started. You can log in again on',
    refused: 'This account is taking a time-out until',
  },
  {
    region: 'Self-exclusion',
    length: '6 months',
    button: 'Exclude myself',
    taken: 'You are self-excluded until',
    refused: 'This account is self-excluded until',
  },
];

for (const b of BREAKS) {
  test(`${b.region} at 390 px: the session ends and the login says until when, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await signedIn(page, luzon, 'member/responsibleGaming');
    const section = page.getByRole('region', { name: b.region });
    await section.getByLabel('For', { exact: true }).selectOption({ label: b.length });
    const take = section.getByRole('button', { name: b.button });
    await expect(take).toBeDisabled();
    await section.getByRole('checkbox').check();
    await take.click();
    await expect(page.getByRole('status').filter({ hasText: b.taken })).toBeVisible();

    await loginRefused(page, account, b.refused);
  });
}

test("a person listed on the jurisdiction's self-exclusion register (NDRS for PAGCOR) cannot log in, and is told why", async ({ page }) => {
  const ip = await ownAddress(page);
  const tag = `${Date.now().toString(36).slice(-5)}${test.info().workerIndex}`;
  const account = { username: `nd${tag}`.slice(0, 12), password: 'Abc12345', email: `nd${tag}@example.com` };
  const made = await gatewayCall(
    page.request,
    luzon,
    'PUT',
    '/wps/member/register',
    { ...account, confirmPassword: account.password, payeeName: 'Nora Dela Cruz', birthday: '1990-01-01', ageConfirmed: true },
    { 'X-Forwarded-For': ip },
    true,
  );
  expect(made.success, JSON.stringify(made)).toBe(true);
  expect(gatewayCli('exclusion-register', 'add', 'NDRS', '--email', account.email).status).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginRefused(page, account, 'You are listed on the NDRS self-exclusion register');
  await page.screenshot({ path: test.info().outputPath('exclusion-register-390.png') });
  expect(gatewayCli('exclusion-register', 'remove', 'NDRS', '--email', account.email).status).toBe(0);
});

test("the reality check comes at the member's interval with the session's figures, and keep playing waits for the next", async ({
  page,
}) => {
  // The page's clock is the test's: five minutes pass at once.
  await page.clock.install();
  const asked = page.waitForResponse((r) => r.url().endsWith('/wps/member/realityCheck'));
  await signedIn(page, luzon, '', (token, ip) =>
    gatewayCall(
      page.request,
      luzon,
      'PUT',
      '/wps/member/protection/realityCheck',
      { minutes: 5 },
      { Authorization: token, 'X-Forwarded-For': ip },
    ),
  );
  // The reminder is timed from the login the gateway reports.
  expect((await (await asked).json()).value.intervalMinutes).toBe(5);
  // The page's other calls answered first: jumping the clock would time out one still on its way.
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('04:00');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been logged in for 5 minutes. Since then:');
  await expect(dialog.locator('dd')).toHaveText(['₱ 0.00', '₱ 0.00', '₱ 0.00']);
  await expect(dialog.getByRole('link', { name: 'See my history' })).toHaveAttribute('href', /member\/personalHistoryCopy$/);
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('reality-check-1366.png') });
  // Keep playing asks the gateway for the session again and times the next reminder from its answer:
  // the clock moves on only once that answer is in (moved before it, the next one would be the one after).
  const askedAgain = page.waitForResponse((r) => r.url().endsWith('/wps/member/realityCheck'));
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toHaveCount(0);
  await askedAgain;
  // The next one, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.fastForward('05:00');
  await expect(dialog).toContainText('You have been logged in for 10 minutes.');
  await page.screenshot({ path: test.info().outputPath('reality-check-390.png') });
});

test("on a phone, the account tab's page links the tools in one click", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, luzon, '');
  await page.getByRole('navigation', { name: 'Shortcuts', exact: true }).getByRole('link', { name: 'Account' }).click();
  // The account page's own link, once it is there: before the navigation ends, the lobby's footer has a
  // "Responsible gaming" link of its own (to the help page).
  await expect(page).toHaveURL(/\/member\/?$/);
  await page.locator('main').getByRole('link', { name: 'Responsible gaming' }).first().click();
  await expect(page).toHaveURL(/member\/responsibleGaming$/);
  await expect(page.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
});

for (const width of [390, 1366]) {
  test(`the page at ${width} px, signed in`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, luzon, 'member/responsibleGaming');
    await expect(page.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: test.info().outputPath(`responsible-gaming-${width}.png`), fullPage: true });
  });
}
