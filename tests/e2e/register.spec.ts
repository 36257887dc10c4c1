// Registration against the reference gateway: each demo merchant's own field set and pattern
// errors in the page's language, mobile registration with its SMS code, the affiliate code from
// the URL (valid and refused), the referral code, terms and minimum age, one submit only, axe.
import type { Locator, Page, Request } from '@playwright/test';
import { type MessageKey, translator } from '../../src/i18n/translate.ts';
import { accountWithUpline } from './support/accounts-db.ts';
import { expect, test } from './support/fixtures.ts';
import { lastOutboxId, smsCode } from './support/gateway-db.ts';
import { expectNoAxeViolations, memberInfo, openHeaderDialog, ownAddress, pageToken, resendCountdown } from './support/login-helpers.ts';
import { site, type Site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');
const saigon = site('saigon');

test.beforeEach(async ({ page }) => void (await ownAddress(page, '198.19')));

/** A name no other test (or run of this one) takes: a letter, then base-36 digits. */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${test.info().workerIndex}${Math.floor(Math.random() * 100)}`;

/** Opens the register modal from the visitor header's Sign up link. */
const openRegister = (page: Page, s: Site, query = '') => openHeaderDialog(page, s, 'register', query);

/** The form fields' names: their label keys without the form. prefix. */
type FormField<K = MessageKey> = K extends `form.${infer F}` ? F : never;

/** Fills the dialog's fields, in order, by their form.* label keys. */
async function fillForm(dialog: Locator, t: ReturnType<typeof translator>, values: Partial<Record<FormField, string>>) {
  for (const [key, value] of Object.entries(values) as [FormField, string][])
    await dialog.getByLabel(t(`form.${key}`), { exact: true }).fill(value);
}

/** Records the page's calls to a gateway path. */
function callsTo(page: Page, path: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push(url);
  });
  return seen;
}

/**
 * The JSON bodies the page sends to a gateway path, read in the page as fetch is called (the
 * client sends Request objects whose bodies the browser does not report) and kept across loads.
 */
async function bodiesTo(page: Page, path: string): Promise<Array<Record<string, unknown>>> {
  const bodies: Array<Record<string, unknown>> = [];
  await page.exposeFunction('recordBody', (text: string) => bodies.push(JSON.parse(text) as Record<string, unknown>));
  await page.addInitScript((watched: string) => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === watched)
        await (window as unknown as { recordBody: (t: string) => Promise<void> }).recordBody(await request.clone().text());
      return original(request);
    };
  }, path);
  return bodies;
}

/** Clicks and waits for the page that the click leads to (success goes to the lobby). */
async function landAfter(page: Page, click: () => Promise<void>): Promise<void> {
  const load = page.waitForEvent('load');
  await click();
  await load;
}

/** Waits for the lobby to show the new session (the visitor's Sign up link gone), then reads the token. */
async function loggedIn(page: Page, s: Site): Promise<string> {
  const t = translator(s.defaultLang);
  await expect(page.locator('[data-island="header-account"]').getByRole('link', { name: t('header.register') })).toHaveCount(0);
  await expect(page).toHaveURL(s.url(''));
  const token = await pageToken(page);
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  return token!;
}

/** Presses Register and waits for the lobby the new player lands in, logged in: the session's token. */
async function registered(page: Page, dialog: Locator, t: ReturnType<typeof translator>, s: Site): Promise<string> {
  await landAfter(page, () => dialog.getByRole('button', { name: t('header.register') }).click());
  return loggedIn(page, s);
}

/** A valid new luzon player, its whole field set filled (password Secret123). */
const luzonPlayer = (username: string, payeeName: string, birthday: string) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  payeeName,
  birthday,
});

async function acceptTermsAndAge(dialog: ReturnType<Page['getByRole']>, t: ReturnType<typeof translator>, age: number) {
  await dialog.getByRole('checkbox', { name: t('island.register.terms') }).check();
  await dialog.getByRole('checkbox', { name: t('island.register.age', { age }) }).check();
}

test('luzon: its field set, pattern errors in Filipino with min and max, then a registered, logged-in player', async ({
  page,
  request,
}) => {
  const { dialog, t } = await openRegister(page, luzon);
  expect(luzon.defaultLang).toBe('TY');
  for (const name of [
    'form.username',
    'form.password',
    'form.confirmPassword',
    'form.mobileNum',
    'form.payeeName',
    'form.email',
    'form.birthday',
    'form.affiliateCode',
  ] as const) {
    await expect(dialog.getByLabel(t(name), { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel(t('form.nickname'), { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel(t('form.verificationCode'), { exact: true })).toHaveCount(0);
  // Required fields are starred and the form says what the star means; optional ones are not.
  await expect(dialog.getByText(t('island.register.requiredNote'))).toBeVisible();
  const star = (name: 'form.username' | 'form.affiliateCode') =>
    dialog.locator('label', { hasText: t(name) }).evaluate((label) => getComputedStyle(label, '::after').content);
  expect(await star('form.username')).toContain('*');
  expect(await star('form.affiliateCode')).toBe('none');
  await expect(dialog.getByLabel(t('form.username'), { exact: true })).toHaveAttribute('aria-required', 'true');
  // Only the login and sign-up tabs: no username and mobile tabs.
  await expect(dialog.getByRole('tablist')).toHaveAccessibleName(t('island.auth.kinds'));
  await expect(dialog.getByLabel(t('form.username'), { exact: true })).toBeFocused();

  await fillForm(dialog, t, {
    username: '1bad',
    password: 'onlyletters',
    confirmPassword: 'different1',
    payeeName: 'Juan',
    birthday: '01-02-1990',
    email: 'not-an-email',
  });
  await acceptTermsAndAge(dialog, t, 21);
  const registers = callsTo(page, '/wps/member/register');
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('reg_pattern_LETTER_FIRST_ALNUM', { min: 6, max: 12 }))).toBeVisible();
  await expect(dialog.getByText(t('reg_pattern_ALNUM_MIXED', { min: 6, max: 20 }))).toBeVisible();
  await expect(dialog.getByText(t('error.confirm_password_error'))).toBeVisible();
  await expect(dialog.getByText(t('reg_pattern_FULL_NAME', { min: 3, max: 40 }))).toBeVisible();
  await expect(dialog.getByText(t('reg_pattern_DATE_YMD', { min: 10, max: 10 }))).toBeVisible();
  await expect(dialog.getByText(t('reg_pattern_EMAIL', { min: 5, max: 60 }))).toBeVisible();
  await expect(dialog.getByLabel(t('form.username'), { exact: true })).toBeFocused();
  expect(registers).toHaveLength(0);
  await expectNoAxeViolations(page);

  const username = unique('lz');
  await fillForm(dialog, t, luzonPlayer(username, 'Juan Dela Cruz', '1990-02-01'));
  // Email is optional on luzon: left empty it passes.
  await dialog.getByLabel(t('form.email'), { exact: true }).fill('');
  expect((await memberInfo(request, luzon, await registered(page, dialog, t, luzon))).value.account).toBe(username);
});

test('emerald: email and nickname, the STRONG password rule, required email; one submit only', async ({ page, request }) => {
  const sent = await bodiesTo(page, '/wps/member/register');
  const { dialog, t } = await openRegister(page, emerald);
  for (const name of ['form.username', 'form.password', 'form.confirmPassword', 'form.email', 'form.nickname'] as const) {
    await expect(dialog.getByLabel(t(name), { exact: true })).toBeVisible();
  }
  for (const name of ['form.payeeName', 'form.birthday', 'form.mobileNum'] as const)
    await expect(dialog.getByLabel(t(name), { exact: true })).toHaveCount(0);
  await expect(dialog.getByText(t('island.register.age', { age: 18 }))).toBeVisible();

  const username = unique('em');
  await fillForm(dialog, t, { username, password: 'weakpass1', confirmPassword: 'weakpass1', nickname: 'Lucky 7' });
  await acceptTermsAndAge(dialog, t, 18);
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('reg_pattern_STRONG', { min: 8, max: 32 }))).toBeVisible();
  await expect(dialog.getByText(t('input_cannot_empty'))).toBeVisible();
  await expect(dialog.getByText(t('reg_pattern_LETTERS_SPACES', { min: 2, max: 20 }))).toBeVisible();

  await fillForm(dialog, t, {
    password: 'Strong#Pass1',
    confirmPassword: 'Strong#Pass1',
    email: `${username}@example.com`,
    nickname: 'Lucky Seven',
  });
  const registers = callsTo(page, '/wps/member/register');
  await landAfter(page, () => dialog.getByRole('button', { name: t('header.register') }).dblclick());
  const token = await loggedIn(page, emerald);
  expect(registers).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    username,
    email: `${username}@example.com`,
    nickname: 'Lucky Seven',
    registerMethod: 'WEB',
    login: true,
    loginDeviceId: expect.any(String),
  });
  const info = await memberInfo(request, emerald, token);
  expect(info.value).toMatchObject({ account: username, nickname: 'Lucky Seven' });
});

test('terms and the merchant minimum age (21 on luzon) must be ticked before anything is sent', async ({ page }) => {
  const { dialog, t } = await openRegister(page, luzon);
  const registers = callsTo(page, '/wps/member/register');
  await fillForm(dialog, t, luzonPlayer(unique('tm'), 'Maria Clara', '1995-05-05'));
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('island.register.termsRequired'))).toBeVisible();
  await expect(dialog.getByText(t('island.register.ageRequired', { age: 21 }))).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: t('island.register.terms') })).toBeFocused();
  await dialog.getByRole('checkbox', { name: t('island.register.terms') }).check();
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('island.register.termsRequired'))).toHaveCount(0);
  await expect(dialog.getByText(t('island.register.ageRequired', { age: 21 }))).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: t('island.register.age', { age: 21 }) })).toBeFocused();
  expect(registers).toHaveLength(0);
});

test('saigon: mobile registration through the reference phone-auth provider, with countdown and passwords (MOBILENUMPASSREG3)', async ({
  page,
  request,
}) => {
  const { dialog, t } = await openRegister(page, saigon);
  // saigon proves numbers through its provider (registration.phoneAuth: reference), not the platform's SMS call.
  const starts = callsTo(page, '/wps/phone-auth/start');
  const confirms = callsTo(page, '/wps/phone-auth/confirm');
  const platformSends = callsTo(page, '/wps/verification/sms/register');
  expect(saigon.defaultLang).toBe('VI');
  await expect(dialog.getByRole('tablist')).toHaveAccessibleName(t('island.auth.kinds'));
  await expect(dialog.getByLabel(t('form.username'), { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel(t('form.countryDialingCode'))).toHaveValue('84');
  const mobile = dialog.getByLabel(t('form.mobileNum'), { exact: true });
  await expect(mobile).toBeFocused();
  const send = dialog.getByRole('button', { name: t('island.sms.getCode') });
  await send.click();
  await expect(dialog.getByText(t('input_cannot_empty'))).toBeVisible();

  const number = `91${String(Date.now()).slice(-5)}${test.info().workerIndex}${Math.floor(Math.random() * 10)}`;
  await mobile.fill(number);
  const before = lastOutboxId();
  await send.click();
  // The gateway's codes last 5 minutes: the button waits 5 × 60 s, showing the seconds left.
  const countdown = resendCountdown(dialog, t, '\\d+');
  await expect(countdown).toBeDisabled();
  const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(seconds).toBeGreaterThan(290);
  expect(seconds).toBeLessThanOrEqual(300);
  const code = await smsCode('saigon', number, before);

  await fillForm(dialog, t, {
    verificationCode: code === '000000' ? '111111' : '000000',
    password: 'Saigon123',
    confirmPassword: 'Saigon123',
  });
  await acceptTermsAndAge(dialog, t, 18);
  await dialog.getByRole('button', { name: t('header.register') }).click();
  // The provider refuses a wrong code in the page's language, and nothing is registered.
  await expect(dialog.getByText(t('error.sms.code.invalid'))).toBeVisible();
  expect(confirms).toHaveLength(1);

  await dialog.getByLabel(t('form.verificationCode'), { exact: true }).fill(code);
  const registers = callsTo(page, '/wps/member/register/mobile');
  const token = await registered(page, dialog, t, saigon);
  expect(registers).toHaveLength(1);
  expect((await memberInfo(request, saigon, token)).value.account).toBe(number);
  expect([starts.length, confirms.length, platformSends.length]).toEqual([1, 2, 0]);
});

test('an affiliate code in the URL is checked and links the new player to the agent', async ({ page }) => {
  const t = translator(luzon.defaultLang);
  await page.goto(`${luzon.url('register')}?affiliateCode=AGENT01`);
  const dialog = page.getByRole('dialog', { name: t('island.register.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t('form.affiliateCode'), { exact: true })).toHaveCount(0);
  await expect(dialog.getByText('AGENT01')).toBeVisible();
  const username = unique('af');
  await fillForm(dialog, t, luzonPlayer(username, 'Jose Rizal', '1991-06-19'));
  await acceptTermsAndAge(dialog, t, 21);
  const checks = callsTo(page, '/wps/agent/affiliate');
  await registered(page, dialog, t, luzon);
  expect(checks).toHaveLength(1);
  expect(checks[0]!.searchParams.get('code')).toBe('AGENT01');
  expect(accountWithUpline('luzon', username)).toEqual({ username, upline: 'agent01' });
});

test('an unknown affiliate code from the URL opens the invitation_code_error dialog and registers nothing', async ({ page }) => {
  const { dialog, t } = await openRegister(page, luzon, '?affiliateCode=NOBODY42');
  const username = unique('iv');
  await fillForm(dialog, t, luzonPlayer(username, 'Andres Bonifacio', '1993-11-30'));
  await acceptTermsAndAge(dialog, t, 21);
  const registers = callsTo(page, '/wps/member/register');
  await dialog.getByRole('button', { name: t('header.register') }).click();
  const warning = page.getByRole('alertdialog', { name: t('error.invitation_code_error') });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: t('island.confirm') })).toBeFocused();
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: t('island.confirm') }).click();
  await expect(warning).toBeHidden();
  // The register modal stays, and the refused code is replaced by the editable field.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t('form.affiliateCode'), { exact: true })).toHaveValue('');
  expect(registers).toHaveLength(0);
  expect(accountWithUpline('luzon', username)).toBeUndefined();
});

test('the referralCode query parameter is sent with the registration', async ({ page }) => {
  const t = translator(emerald.defaultLang);
  const sent = await bodiesTo(page, '/wps/member/register');
  await page.goto(`${emerald.url('register')}?referralCode=FRIEND7`);
  const dialog = page.getByRole('dialog', { name: t('island.register.title') });
  const username = unique('rf');
  await fillForm(dialog, t, {
    username,
    password: 'Strong#Pass1',
    confirmPassword: 'Strong#Pass1',
    email: `${username}@example.com`,
  });
  await acceptTermsAndAge(dialog, t, 18);
  await registered(page, dialog, t, emerald);
  expect(sent).toEqual([expect.objectContaining({ username, referralCode: 'FRIEND7' })]);
});

test('the register modal passes axe, keeps focus inside and links back to login', async ({ page }) => {
  const { dialog, t } = await openRegister(page, saigon);
  await expectNoAxeViolations(page);
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: t('island.register.backToLogin') }).click();
  await expect(page.getByRole('dialog', { name: t('island.login.title') })).toBeVisible();
  await expect(dialog).toBeHidden();
});

/** Answers the register settings with the gateway's own, the username's pattern replaced by an operator's. */
async function operatorUsernamePattern(page: Page, patternId: string, acceptedPattern: string): Promise<void> {
  await page.route('**/wps/system/setting/register*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { value: Record<string, Record<string, unknown>> };
    answer.value['username'] = { ...answer.value['username'], patternId, acceptedPattern, minLength: 4, maxLength: 40 };
    await route.fulfill({ json: answer });
  });
}

test("an operator's own acceptedPattern is checked; a ReDoS pattern is not run and cannot freeze the page", async ({ page }) => {
  await operatorUsernamePattern(page, 'OP_CODE', '^[a-z]{3}[0-9]+$');
  let { dialog, t } = await openRegister(page, luzon);
  const registers = callsTo(page, '/wps/member/register');
  await fillForm(dialog, t, { username: 'Abc12', password: 'Secret123', confirmPassword: 'Other1234' });
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('reg_pattern_OTHER', { min: 4, max: 40 }))).toBeVisible();
  await fillForm(dialog, t, { username: 'abc12' });
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('reg_pattern_OTHER', { min: 4, max: 40 }))).toHaveCount(0);

  // ^(a+)+$ on 30 a's and a '!' would backtrack for minutes: the page refuses to run it (docs/site.md).
  await page.unrouteAll();
  await operatorUsernamePattern(page, 'OP_A', '^(a+)+$');
  ({ dialog, t } = await openRegister(page, luzon));
  await fillForm(dialog, t, { username: `${'a'.repeat(30)}!`, password: 'Secret123', confirmPassword: 'Other1234' });
  const started = Date.now();
  await dialog.getByRole('button', { name: t('header.register') }).click();
  await expect(dialog.getByText(t('error.confirm_password_error'))).toBeVisible({ timeout: 3000 });
  expect(await page.evaluate(() => 'responsive')).toBe('responsive');
  expect(Date.now() - started).toBeLessThan(3000);
  expect(registers).toHaveLength(0);
});
