// Players' sessions against the reference gateway (a fresh in-memory world per run): the login
// modal and its keyboard behaviour, the logged-in header, logout with
// server-side revocation, /login, guards with the return after login, and a token in the URL.
// Each test logs in from its own IP (X-Forwarded-For), so failure counters never mix.
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { DEMO } from '../gateway/harness.ts';
import { expect, test, REACT_RUNTIME } from './support/fixtures.ts';
import { captchaAnswer } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, gatewayCall, oneClickAccount, ownAddress as ownIp } from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { site, type Site } from './support/sites.ts';

const emerald = site('emerald');
const luzon = site('luzon');
const saigon = site('saigon');
let nextIp = 0;

/** Gives the page an address of its own, as the gateway sees it. */
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${test.info().workerIndex % 250}.${++nextIp}` });
}

const headerAccount = (page: Page) => page.locator('[data-island="header-account"]');

async function logIn(page: Page, s: Site, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(s.config.merchantCode === 'luzon' ? 'Username' : 'Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.locator('button[type="submit"]').click();
}

test.beforeEach(async ({ page }) => ownAddress(page));

test('a visitor downloads no React until a modal opens', async ({ page }) => {
  await page.goto(emerald.url('help'));
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
  expect((await scripts()).filter((n) => REACT_RUNTIME.test(n))).toEqual([]);
  await headerAccount(page).getByRole('link', { name: 'Log in' }).click();
  // The form, not the dialog: its frame (modal-frame.ts) shows before React has come.
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username')).toBeVisible();
  expect((await scripts()).some((n) => REACT_RUNTIME.test(n))).toBe(true);
  expect(page.url()).toBe(emerald.url('help'));
});

test('the login modal takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto(emerald.url(''));
  const opener = headerAccount(page).getByRole('link', { name: 'Log in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${key}`).toBe(true);
  }
  await expectAxeClean(page, { include: 'dialog', tags: AXE_TAGS });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the login and sign-up tabs swap the two modals, by click and by arrow key', async ({ page }) => {
  await page.goto(emerald.url('help'));
  await headerAccount(page).getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  const loginTabs = login.getByRole('tablist', { name: 'Log in or sign up' });
  await expect(loginTabs.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await loginTabs.getByRole('tab', { name: 'Sign up' }).click();
  const register = page.getByRole('dialog', { name: 'Sign up' });
  await expect(register.getByRole('tablist', { name: 'Log in or sign up' }).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(login).toHaveCount(0);
  await expectNoAxeViolations(page);
  await register.getByRole('tab', { name: 'Sign up' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(login.getByRole('tablist', { name: 'Log in or sign up' }).getByRole('tab', { name: 'Log in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(register).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(emerald.url('help'));
});

test('a wrong password is refused in the page language, through rsa-des encryption', async ({ page }) => {
  await page.goto(luzon.url(''));
  await headerAccount(page).getByRole('link', { name: 'Mag-log in' }).click();
  await page.getByRole('dialog').getByLabel('Username').fill('demo01');
  await page.getByRole('dialog').getByLabel('Password').fill('not-the-password');
  await page.getByRole('dialog').getByRole('button', { name: 'Mag-log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mali ang username o password.');
  const login = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/wps/session/key/rsa')));
  expect(login).toBe(true);
});

test('empty fields are refused before anything is sent', async ({ page }) => {
  await page.goto(emerald.url(''));
  await headerAccount(page).getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect(page.getByRole('dialog').getByText('This field cannot be empty.')).toHaveCount(2);
  await expect(page.getByRole('dialog').getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

test('a player logs in, sees the balance, hides it, keeps the session on reload and signs out for good', async ({ page }) => {
  await page.goto(luzon.url(''));
  await headerAccount(page).getByRole('link', { name: 'Mag-log in' }).click();
  await logIn(page, luzon, 'demo01', DEMO.luzon);
  await expect(page.getByRole('dialog')).toBeHidden();
  const balance = headerAccount(page).getByTestId('balance');
  await expect(balance).toHaveText('₱ 1,000.00');
  // demo01 is VIP Bronze from its seeded bets (gateway/seed/vip.ts): the label shows because hasVip is true.
  await expect(headerAccount(page).locator('.vip-label')).toHaveText('Bronze');
  await headerAccount(page).getByRole('button', { name: 'Itago ang balanse' }).click();
  await expect(balance).toHaveText('₱ ****');
  await expect(headerAccount(page).getByRole('link', { name: /Mga mensahe/ })).toContainText('3');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{32}$/);

  await page.reload();
  await expect(balance).toHaveText('₱ ****');

  await headerAccount(page).getByRole('button', { name: 'Demo Player' }).click();
  await headerAccount(page)
    .getByRole('button', { name: /^Kopyahin ang member ID \d+$/ })
    .click();
  const copied = page.getByRole('alertdialog', { name: 'Nakopya na' });
  await expect(copied.getByRole('button')).toBeFocused();
  await copied.getByRole('button').click();
  await expect(copied).toHaveCount(0);
  await headerAccount(page).getByRole('button', { name: 'Mag-log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mag-log out' });
  await expect(confirm.getByRole('button', { name: 'Kanselahin' })).toBeFocused();
  // Signing out goes home: a new page load, even from the home page itself.
  await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Mag-log out' }).click()]);
  await expect(headerAccount(page).getByRole('link', { name: 'Mag-log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The gateway revoked the token: it opens nothing any more.
  const after = await page.request.get(`${luzon.origin}/wps/member/info`, { headers: { Merchant: 'luzon', Authorization: token! } });
  expect(after.status()).toBe(401);
});

test('/login shows the lobby at / with the login dialog; closed, the visitor stays on /, and /register keeps its address', async ({
  page,
}) => {
  await page.goto(emerald.url('login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // Specification section 2: "/login shows the lobby, redirects to / and opens the login popup".
  await expect(page).toHaveURL(emerald.url(''));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(emerald.url(''));
  await page.reload();
  await expect(page.locator('[data-island="header-account"] [data-open-modal="login"]').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // "/register shows the lobby and opens the register popup": no redirect asked, so an invite link's code stays readable.
  await page.goto(`${emerald.url('register')}?referralCode=ABC123`);
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveURL(`${emerald.url('register')}?referralCode=ABC123`);
});

test('/login opens the login modal over the lobby and goes home after logging in', async ({ page }) => {
  await page.goto(emerald.url('login'));
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await logIn(page, emerald, 'demo01', DEMO.emerald);
  await page.waitForURL(emerald.url(''));
  await expect(headerAccount(page).getByTestId('balance')).toHaveText('$ 1,000.00');
});

test('a visitor on a page that needs login is sent to log in, then back where they were going', async ({ page }) => {
  await page.goto(emerald.url('member/securityCenter'));
  // Sent to /login?redirect=…, which shows the lobby at / with the dialog and keeps where to go back to.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(emerald.url(''));
  await logIn(page, emerald, 'demo01', DEMO.emerald);
  await page.waitForURL(emerald.url('member/securityCenter'));
  await expect(headerAccount(page).getByTestId('balance')).toBeVisible();
});

test('a redirect a browser reads as another origin is not followed after logging in: the member goes home', async ({ page }) => {
  // `/\evil.example` starts with one slash, but the browser reads it as `//evil.example`.
  await page.goto(`${emerald.url('login')}?redirect=${encodeURIComponent('/\\evil.example')}`);
  await logIn(page, emerald, 'demo01', DEMO.emerald);
  await page.waitForURL(emerald.url(''));
  await expect(headerAccount(page).getByTestId('balance')).toBeVisible();
});

test('an account locked by failed logins says until when, in the page language', async ({ page }) => {
  const ip = await ownIp(page);
  const { username, password } = await oneClickAccount(page.request, emerald, ip);
  // Ten wrong guesses with every captcha solved, as a matcher would.
  for (let i = 0; i < 10; i++) {
    await gatewayCall(page.request, emerald, 'GET', '/wps/captcha', undefined, { 'X-Forwarded-For': ip });
    const guess = await gatewayCall(
      page.request,
      emerald,
      'POST',
      '/wps/session/login',
      { username, password: `Wrong${i}!x`, type: 'username', captcha: captchaAnswer('emerald', ip) },
      { 'X-Forwarded-For': ip },
    );
    expect(guess.errorCode).toBe('login.failed');
  }
  await page.goto(emerald.url('login'));
  await logIn(page, emerald, username, password);
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toHaveText(
    /^Too many failed logins for this account\. Try again after \d{1,2}:\d{2}( [AP]M)?\.$/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test("saigon's header balance has no decimals: the dong has none", async ({ page }) => {
  const login = await apiLogin(page.request, saigon, '127.0.0.1', 'demo01', DEMO.saigon);
  await page.goto(`${saigon.url('')}?token=${(login.value as { token: string }).token}`);
  await expect(headerAccount(page).getByTestId('balance')).toHaveText('₫ 1.000.000');
});

test('a token in the address starts the session and leaves the address', async ({ page }) => {
  const login = await page.request.post(`${emerald.origin}/wps/session/login`, {
    headers: { Merchant: 'emerald' },
    data: { username: 'demo01', password: DEMO.emerald, type: 'username' },
  });
  const { value } = (await login.json()) as { value: { token: string } };
  await page.goto(`${emerald.url('')}?token=${value.token}`);
  await expect(headerAccount(page).getByTestId('balance')).toHaveText('$ 1,000.00');
  expect(page.url()).toBe(emerald.url(''));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(value.token);
});

test("a link followed before the islands have loaded keeps the address's session", async ({ page }) => {
  const login = await page.request.post(`${emerald.origin}/wps/session/login`, {
    headers: { Merchant: 'emerald' },
    data: { username: 'demo01', password: DEMO.emerald, type: 'username' },
  });
  const { value } = (await login.json()) as { value: { token: string } };
  // The islands' entry held back: only the page's first script has run when the member moves on.
  const release = await holdRequests(page, /\/_astro\/main\.[^/]+\.js$/);
  await page.goto(`${emerald.url('')}?token=${value.token}`);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(value.token);
  await page.goto(emerald.url('member'));
  release();
  await expect(page).toHaveURL(emerald.url('member'));
  await expect(headerAccount(page).getByTestId('balance')).toHaveText('$ 1,000.00');
});

test('a session the gateway ended is forgotten at the next call, which asks to log in again', async ({ page, pageProblems }) => {
  await page.goto(emerald.url('login'));
  await logIn(page, emerald, 'demo01', DEMO.emerald);
  const balance = headerAccount(page).getByTestId('balance');
  await expect(balance).toHaveText('$ 1,000.00');
  // Ended elsewhere (another tab's sign-out, an operator, the idle timeout): the page does not know yet.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const ended = await page.request.delete(`${emerald.origin}/wps/session/logout`, {
    headers: { Merchant: 'emerald', Authorization: token! },
  });
  expect(ended.ok()).toBe(true);
  // The page's next call finds out: the refresh pressed here, or, on a loaded machine, one of the calls
  // the header makes after a login (unread count, avatar) if it went out after the sign-out. Pressed
  // inside the page in one step, so that a header already back to a visitor's is not waited on.
  await page.evaluate(() =>
    document.querySelector<HTMLButtonElement>('[data-island="header-account"] .balance button[aria-busy]')?.click(),
  );
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(headerAccount(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // Chromium logs each refused call (401) as a console error: they are this test's point, not faults.
  const refused = (problem: string) => problem.includes('status of 401');
  expect(pageProblems.some(refused)).toBe(true);
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((problem) => !refused(problem)));
});

test("a member's centre shows the unread badge and, on a desk, a sign-out at the end of its menu (where the side menu's was)", async ({
  page,
}) => {
  const ip = await ownIp(page);
  const token = (await apiLogin(page.request, emerald, ip, 'demo01', DEMO.emerald)).value.token as string;
  const unread = (await gatewayCall(page.request, emerald, 'GET', '/wps/relay/CSP_unreadCount', undefined, { Authorization: token })).value
    .count as number;
  expect(unread).toBeGreaterThan(0);
  await page.goto(`${emerald.url('member/bonusDetails')}?token=${token}`);
  const messages = page.locator('.member-menu').getByRole('link', { name: /Messages/ });
  await expect(messages.locator('.badge')).toHaveText(`${unread} unread`);
  await expect(page.getByTestId('turnover-remaining')).toBeVisible();

  // The member centre's menu is its one navigation on a desk: the site's side menu is not beside it.
  await expect(page.locator('.page-body > .side-menu')).toBeHidden();
  const signOut = page.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name: 'Sign out' });
  await signOut.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signOut).toBeFocused();
  await signOut.click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(emerald.url(''));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(page.locator('.side-menu').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test("a desk member page keeps the side menu's app download, social links and licence in its footer", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownIp(page);
  const token = (await apiLogin(page.request, emerald, ip, 'demo01', DEMO.emerald)).value.token as string;
  await page.goto(`${emerald.url('member/withdraw')}?token=${token}`);
  await expect(headerAccount(page).getByTestId('balance')).toBeVisible();
  await expect(page.locator('.page-body > .side-menu')).toBeHidden();
  const footer = page.locator('footer.site-footer');
  const apps = footer.getByRole('region', { name: 'Download the app' });
  await expect(apps.getByRole('link', { name: 'Lite app' })).toHaveAttribute('href', emerald.config.support.apps.lite!);
  await expect(apps.getByRole('link', { name: 'Install guides and mirror links' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link')).toHaveCount(emerald.config.support.social.length);
  // The licence opens its dialog, as the side menu's link does.
  await footer.getByRole('link', { name: 'View licence' }).click();
  await expect(page.getByRole('dialog', { name: /licen/i })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-footer-1366.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
