// More ways in, against the reference gateway: SMS login (codes read from the gateway's outbox),
// IP verification on saigon, free play and the trial state, one-click registration, social
// sign-in with both providers and the irreversible link, and the /agent login. Each test comes
// from an address of its own (X-Forwarded-For), so the gateway's per-IP counters never mix.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { lastOutboxId, smsCode } from './support/gateway-db.ts';
import {
  apiLogin,
  expectNoAxeViolations,
  forgetTabSession,
  freshMobiles,
  memberInfo,
  oneClickAccount,
  ownAddress,
  pageToken,
} from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';

const luzon = site('luzon');
const saigon = site('saigon');
const emerald = site('emerald');

const headerAccount = (page: Page) => page.locator('[data-island="header-account"]');

/** Opens the login modal from the header (whatever the page's language). */
async function openLogin(page: Page, s: Site, path = '') {
  await page.goto(s.url(path));
  await headerAccount(page).locator('[data-open-modal="login"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('SMS login: the code from the outbox logs in; the button counts down expiredMinutes × 60 s', async ({ page }) => {
  await ownAddress(page);
  const dialog = await openLogin(page, luzon);
  await dialog.getByRole('tab', { name: 'Code sa SMS' }).click();
  await expect(dialog.getByRole('tab', { name: 'Code sa SMS' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  // A number of the wrong length is refused before anything is sent.
  await dialog.locator('input[name="mobileNum"]').fill('12345');
  await dialog.getByRole('button', { name: 'Kunin ang SMS code' }).click();
  await expect(dialog.getByText('Maglagay ng wastong 10-digit na mobile number.')).toBeVisible();
  const before = lastOutboxId();
  await dialog.locator('input[name="mobileNum"]').fill('9000000001');
  await dialog.getByRole('button', { name: 'Kunin ang SMS code' }).click();
  // The gateway answers expiredMinutes 5: 300 seconds, counting down.
  const countdown = dialog.getByRole('button', { name: /^Ipadala muli sa \d+ s$/ });
  await expect(countdown).toBeDisabled();
  expect(Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1])).toBeGreaterThan(295);
  const code = await smsCode('luzon', '9000000001', before);
  await dialog.locator('input[name="code"]').fill(code);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(
    headerAccount(page)
      .getByRole('button', { name: /demo01/i })
      .or(headerAccount(page).getByText(/1,000\.00/))
      .first(),
  ).toBeVisible();
  const token = await pageToken(page);
  expect((await memberInfo(page.request, luzon, token!)).value.account).toBe('demo01');
});

test('SMS send failure shows the server message; a wrong code is refused', async ({ page }) => {
  // A number of this run's own: a retry within the minute would otherwise meet the first try's resend limit.
  const mobile = freshMobiles(1)[0]!;
  await ownAddress(page);
  let dialog = await openLogin(page, luzon);
  await dialog.getByRole('tab', { name: 'Code sa SMS' }).click();
  await dialog.locator('input[name="mobileNum"]').fill(mobile);
  await dialog.getByRole('button', { name: 'Kunin ang SMS code' }).click();
  await expect(dialog.getByRole('button', { name: /^Ipadala muli sa/ })).toBeDisabled();
  await dialog.locator('input[name="code"]').fill('000000');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('alert')).toHaveText('Mali ang username o password.');
  // A new page has no countdown: a second send within the minute is refused by the gateway.
  dialog = await openLogin(page, luzon);
  await dialog.getByRole('tab', { name: 'Code sa SMS' }).click();
  await dialog.locator('input[name="mobileNum"]').fill(mobile);
  await dialog.getByRole('button', { name: 'Kunin ang SMS code' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).not.toBeEmpty();
  await expect(warning.getByRole('button')).toBeFocused();
  await warning.getByRole('button').click();
  await expect(warning).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Kunin ang SMS code' })).toBeEnabled();
});

test('merchants without MOBILEVERCODELOGIN3 or FREEPLAY3 show neither', async ({ page }) => {
  await ownAddress(page);
  const dialog = await openLogin(page, emerald);
  await expect(dialog.getByRole('button', { name: 'Try it free (play money)' })).toBeVisible();
  // Only the login and sign-up tabs: no username and SMS tabs.
  await expect(dialog.getByRole('tablist')).toHaveAccessibleName('Log in or sign up');
  const vi = await openLogin(page, saigon);
  await expect(vi.getByRole('tablist')).toHaveCount(2);
  await expect(vi.getByRole('button', { name: /miễn phí/ })).toHaveCount(0);
  await expect(vi.getByRole('button', { name: 'Đăng ký một chạm' })).toHaveCount(0);
  await expect(vi.getByRole('button', { name: 'Tiếp tục với Google' })).toBeVisible();
  await expect(vi.getByRole('button', { name: 'Tiếp tục với Facebook' })).toHaveCount(0);
  await expect(vi.getByRole('link', { name: /Đăng ký ngay|điều khoản|Terms/i }).first()).toBeVisible();
});

test('IP verification on saigon: an unseen address needs the code sent to the phone', async ({ page }) => {
  const ip = await ownAddress(page, '203.0.113');
  const dialog = await openLogin(page, saigon);
  const before = lastOutboxId();
  await dialog.locator('input[name="username"]').fill('demo01');
  await dialog.locator('input[name="password"]').fill('Demo1234');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByText(/Chúng tôi đã gửi mã tới \S*0001/)).toBeVisible();
  await expect(dialog.locator('input[name="verificationCode"]')).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.locator('input[name="verificationCode"]').fill('999999');
  await dialog.getByRole('button', { name: 'Xác minh và đăng nhập' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const code = await smsCode('saigon', '900000001', before);
  await dialog.locator('input[name="verificationCode"]').fill(code);
  await dialog.getByRole('button', { name: 'Xác minh và đăng nhập' }).click();
  await expect(dialog).toBeHidden();
  expect((await memberInfo(page.request, saigon, (await pageToken(page))!)).value.account).toBe('demo01');
  // The address is remembered: the next login from it needs no code.
  expect((await apiLogin(page.request, saigon, ip, 'demo01', 'Demo1234')).success).toBe(true);
});

test('free play: a trial account with play money, logged in at /', async ({ page }) => {
  await ownAddress(page);
  // From another page, so arriving at / shows the navigation happened.
  const dialog = await openLogin(page, luzon, 'help');
  const freePlay = page.waitForRequest((r) => r.url().endsWith('/wps/session/login/freeplay'));
  await dialog.getByRole('button', { name: 'Subukan nang libre (play money)' }).click();
  const request = await freePlay;
  expect(request.headers()['x-gateway-version']).toBe('3');
  expect(request.headers()['encryption']).toMatch(/^[0-9a-f ]+$/);
  await expect(page).toHaveURL(luzon.url(''));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const info = await memberInfo(page.request, luzon, (await pageToken(page))!);
  expect(info.value.type).toBe(4);
  expect(info.value.isTrial).toBe(true);
  await expect(headerAccount(page).getByText(/2,000\.00/)).toBeVisible();
});

test('one-click: the generated credentials are shown once, copyable, and work', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: emerald.origin });
  const ip = await ownAddress(page);
  const dialog = await openLogin(page, emerald);
  // MGA asks the age box of every registration: one-click sends nothing until it is ticked.
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/register/oneClick')) sent = true;
  });
  await dialog.getByRole('button', { name: 'One-click sign-up' }).click();
  const age = dialog.getByLabel('I confirm that I am 18 years old or over.');
  await expect(dialog.getByText('Please confirm that you are 18 years old or over.')).toBeVisible();
  await expect(age).toBeFocused();
  expect(sent).toBe(false);
  await expectNoAxeViolations(page);
  await age.check();
  await expect(dialog.getByText('Please confirm that you are 18 years old or over.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'One-click sign-up' }).click();
  await expect(dialog.getByText(/the password will not be shown again/)).toBeVisible();
  const username = (await dialog.locator('[data-credential="username"]').textContent())!;
  const password = (await dialog.locator('[data-credential="password"]').textContent())!;
  expect(username).not.toBe('');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Copy username and password' }).click();
  await expect(dialog.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(password);
  // Already logged in as the new account.
  expect((await memberInfo(page.request, emerald, (await pageToken(page))!)).value.account).toBe(username);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog).toBeHidden();
  expect((await apiLogin(page.request, emerald, ip, username, password)).success).toBe(true);
});

/**
 * Goes through the gateway's consent page for a provider as an email. It comes back to /login, shown
 * as the lobby at / (specification section 2), whose dialog asks what to do with a new identity; an
 * identity already linked logs straight in.
 */
async function consent(page: Page, s: Site, provider: 'Google' | 'Facebook', email: string, buttonName: string) {
  const dialog = await openLogin(page, s);
  await dialog.getByRole('button', { name: buttonName }).click();
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(s.url(''));
  return page.getByRole('dialog');
}

/** The member's session once the login has gone through: the header shows the account. */
async function signedInToken(page: Page): Promise<string> {
  await expect(headerAccount(page).getByTestId('balance')).toBeVisible();
  // A loaded machine can still be finishing the login's last navigation: the token is read where it lands.
  let token: string | null = null;
  await expect.poll(async () => (token = await pageToken(page).catch(() => null))).not.toBeNull();
  return token!;
}

test('social sign-in with Google: a new identity makes a new account', async ({ page }) => {
  await ownAddress(page);
  const email = `g${Date.now()}@example.com`;
  const dialog = await consent(page, luzon, 'Google', email, 'Magpatuloy gamit ang Google');
  await expect(dialog.getByText(email)).toBeVisible();
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  await expectNoAxeViolations(page);
  // PAGCOR asks the age box of every registration: the new account waits for it.
  await dialog.getByRole('button', { name: 'Gumawa ng bagong account' }).click();
  await expect(dialog.getByText('Pakikumpirma na ikaw ay 21 taong gulang o higit pa.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Kinukumpirma kong ako ay 21 taong gulang o higit pa.').check();
  await dialog.getByRole('button', { name: 'Gumawa ng bagong account' }).click();
  const info = await memberInfo(page.request, luzon, await signedInToken(page));
  expect(info.success).toBe(true);
  expect(info.value.passwordKnown).toBe(false);
  // The same identity again logs straight in to that account.
  await forgetTabSession(page, luzon);
  await consent(page, luzon, 'Google', email, 'Magpatuloy gamit ang Google');
  expect((await memberInfo(page.request, luzon, await signedInToken(page))).value.account).toBe(info.value.account);
});

test('social sign-in cancelled on the consent page says so and logs nobody in', async ({ page }) => {
  await ownAddress(page);
  const dialog = await openLogin(page, luzon);
  await dialog.getByRole('button', { name: 'Magpatuloy gamit ang Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(luzon.url(''));
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Kinansela ang pag-sign in.');
  expect(await pageToken(page)).toBeNull();
});

test('social sign-in with Facebook: linking to an existing account needs the explicit confirmation', async ({ page }) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  const email = `f${Date.now()}@example.com`;
  const dialog = await consent(page, luzon, 'Facebook', email, 'Magpatuloy gamit ang Facebook');
  await dialog.getByRole('button', { name: 'I-link sa aking kasalukuyang account' }).click();
  await dialog.locator('input[name="username"]').fill(account.username);
  await dialog.locator('input[name="password"]').fill(account.password);
  await expectNoAxeViolations(page);
  // Not ticked: nothing is sent.
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/social/link')) sent = true;
  });
  await dialog.getByRole('button', { name: 'I-link nang permanente at mag-log in' }).click();
  await expect(dialog.getByText('Lagyan ng tsek ang kahong ito para kumpirmahin ang permanenteng link.')).toBeVisible();
  expect(sent).toBe(false);
  await dialog.getByLabel('Nauunawaan ko na permanente ang link na ito at hindi na maaaring bawiin.').check();
  await dialog.getByRole('button', { name: 'I-link nang permanente at mag-log in' }).click();
  expect((await memberInfo(page.request, luzon, await signedInToken(page))).value.account).toBe(account.username);
  // The link holds: Facebook with that email now logs in to the account directly.
  await forgetTabSession(page, luzon);
  await consent(page, luzon, 'Facebook', email, 'Magpatuloy gamit ang Facebook');
  expect((await memberInfo(page.request, luzon, await signedInToken(page))).value.account).toBe(account.username);
});

test('agent login from /agent goes to /agentHome', async ({ page }) => {
  await ownAddress(page);
  await page.goto(luzon.url('agent'));
  const form = page.locator('[data-island="agent-login"]');
  // With JavaScript the form does not say that logging in needs it, not even before the island takes over.
  await expect(form.getByText('Kailangan ng JavaScript para makapag-log in.')).toHaveCount(0);
  // The form becomes the island once the visitor starts using it; what was typed is kept.
  await form.locator('input[name="username"]').click();
  await page.keyboard.type('agent01');
  await expect(form.getByRole('button', { name: 'Mag-log in' })).toBeEnabled();
  await expect(form.locator('input[name="username"]')).toHaveValue('agent01');
  await form.locator('input[name="password"]').fill('Demo1234');
  await expectNoAxeViolations(page, '[data-island="agent-login"]');
  await form.getByRole('button', { name: 'Mag-log in' }).click();
  await expect(page).toHaveURL(luzon.url('agentHome'));
  expect((await memberInfo(page.request, luzon, (await pageToken(page))!)).value.isAgent).toBe(true);
});

test("the agent centre shows the agent's clock and account, and its sign-out ends the session", async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome')}?token=${token}`);
  const header = page.locator('.agent-header');
  // The merchant's time, ticking: two readings a second apart differ.
  const clock = header.locator('[data-island="agent-clock"] time');
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: luzon.config.timezone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
  );
  expect([hour, (hour + 1) % 24]).toContain(Number((await clock.textContent())!.slice(0, 2)));
  await expect(header.locator('[data-island="agent-account"]')).toHaveText(/agent01$/);
  // The centre opens on the team overview.
  await expect(page.locator('table.team-overview tr[data-figure="members"] th')).toHaveText('Laki ng team');

  await header.getByRole('link', { name: 'Mag-log out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mag-log out' }).click();
  await expect(page).toHaveURL(luzon.url('agent'));
  expect(await pageToken(page)).toBeNull();
  expect((await memberInfo(page.request, luzon, token)).success).toBe(false);
  // The centre is closed to the browser now.
  await page.goto(luzon.url('agentHome'));
  await expect(page).toHaveURL(luzon.url('agent'));
});

test('a non-agent is refused at /agent and keeps no session; a member reaching /agentHome goes to /agent', async ({ page }) => {
  await ownAddress(page);
  await page.goto(luzon.url('agent'));
  const form = page.locator('[data-island="agent-login"]');
  await form.locator('input[name="username"]').click();
  await expect(form.getByRole('button', { name: 'Mag-log in' })).toBeEnabled();
  await form.locator('input[name="username"]').fill('demo01');
  await form.locator('input[name="password"]').fill('Demo1234');
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
  await form.getByRole('button', { name: 'Mag-log in' }).click();
  const token = ((await (await answer).json()) as { value: { token: string } }).value.token;
  await expect(form.getByRole('alert')).toHaveText('Hindi ito agent account. Sa pangunahing site nagla-log in ang mga miyembro.');
  expect(page.url()).toBe(luzon.url('agent'));
  expect(await pageToken(page)).toBeNull();
  await expect.poll(async () => (await memberInfo(page.request, luzon, token)).success).toBe(false);
  // A logged-in member sent to the agent centre lands on /agent.
  const dialog = await openLogin(page, luzon);
  await dialog.locator('input[name="username"]').fill('demo01');
  await dialog.locator('input[name="password"]').fill('Demo1234');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await page.goto(luzon.url('agentHome'));
  await expect(page).toHaveURL(luzon.url('agent'));
});

test('the login modal links to the terms, forgot password and registration', async ({ page }) => {
  await ownAddress(page);
  let dialog = await openLogin(page, emerald);
  await expect(dialog.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', emerald.path('help#term'));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  dialog = await openLogin(page, emerald);
  await dialog.getByRole('button', { name: 'No account? Register now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
});
