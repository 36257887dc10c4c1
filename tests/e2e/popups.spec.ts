// Announcement popups and the notice modal against the reference gateway's seeded world: popups
// once per session per audience (B visitors, A members), closing remembered, the sanitiser
// against an XSS payload (tests/fixtures), the go-to-promotion button, and the marquee's notice modal.
import { expectAxeClean } from './support/axe.ts';
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../gateway/harness.ts';
import { HOSTILE_ANNOUNCEMENT } from '../fixtures/hostile-announcement.ts';
import { expect, reactLoaded, test } from './support/fixtures.ts';
import { addAnnouncement } from './support/gateway-db.ts';
import { holdRequests } from './support/hold.ts';
import { apiLogin, expectNoAxeViolations, gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
/** The fixture merchant: the hostile announcement is added to it, never to a demo merchant. */
const mirage = site('mirage');
let nextIp = 0;

// These tests are about the popups: do not start with them closed (support/fixtures.ts).
test.use({ popups: true });
test.beforeEach(async ({ page }) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${100 + (test.info().workerIndex % 100)}.${++nextIp}` }),
);

const announcements = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });
const titles = (dialog: Locator) => dialog.getByRole('list', { name: 'Titles' }).getByRole('button');

test('a visitor sees the visitor popups once per session, and closing them is remembered', async ({ page }) => {
  const visitorListRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/MCSFE_getListAnnouncements') && request.url().includes('execution=B'))
      visitorListRequests.push(request.url());
  });
  await page.goto(emerald.url(''));
  const dialog = announcements(page);
  await expect(dialog).toBeVisible();
  // boot.ts asked for the list to decide to load the islands; the popups reuse that answer.
  expect(visitorListRequests).toHaveLength(1);
  await expect(titles(dialog)).toHaveText(['Welcome bonus for new players']);
  // Members' popups are not for visitors.
  await expect(dialog.getByText('Rebate on every bet')).toHaveCount(0);
  await expect(titles(dialog).first()).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('popupsClosed.B'))).toBe('1');

  // Same session: the lobby stays static (no React) and shows no popup.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
  expect(await reactLoaded(page)).toBe(false);
});

test('a visitor who pressed Log in before the popups came is not interrupted when they close it: the popups wait for the next page', async ({
  page,
}) => {
  const release = await holdRequests(page, /MCSFE_getListAnnouncements/);
  await page.goto(emerald.url(''));
  const opener = page.locator('[data-island="header-account"]').getByRole('link', { name: 'Log in' });
  await opener.click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  const came = page.waitForResponse(/MCSFE_getListAnnouncements/);
  release();
  await came;
  await page.waitForTimeout(500);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused();
  // The islands and the visitor's popups both had their list: neither opens over the page they returned to.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await expect(announcements(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('popupsClosed.B'))).toBeNull();
  await page.goto(emerald.url(''));
  await expect(announcements(page)).toBeVisible();
});

// The browser's own sanitiser where it has one (Chromium does), else DOMPurify, loaded then only.
for (const sanitiser of ['native', 'DOMPurify'] as const) {
  test(`an XSS payload in an announcement is inert (${sanitiser})`, async ({ page }) => {
    addAnnouncement(mirage.code, HOSTILE_ANNOUNCEMENT);
    if (sanitiser === 'DOMPurify') await page.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'setHTML'));
    const purify: string[] = [];
    page.on('request', (request) => {
      if (/\/purify\.[^/]*\.js$/.test(request.url())) purify.push(request.url());
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(mirage.url('', 'EN'));
    const dialog = announcements(page);
    await titles(dialog).filter({ hasText: HOSTILE_ANNOUNCEMENT.title }).click();
    const content = dialog.locator('.announcement-content');
    await expect(content).toContainText('Welcome!');
    // The <script> and the handler-carrying image are gone, and the link lost its javascript: URL.
    await expect(content.locator('script, img, [onerror], [onclick]')).toHaveCount(0);
    const claim = content.getByText('claim');
    await expect(claim).toBeVisible();
    expect(await claim.getAttribute('href')).toBeNull();
    await claim.click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('[onerror], [onclick]').length)).toBe(0);
    await expectNoAxeViolations(page);
    expect(purify).toHaveLength(sanitiser === 'DOMPurify' ? 1 : 0);
  });
}

test('a member gets the member popups after logging in, with the go-to-promotion button', async ({ page }) => {
  await page.goto(emerald.url(''));
  await expect(announcements(page)).toBeVisible();
  await announcements(page).getByRole('button', { name: 'Close' }).click();

  await page.locator('[data-island="header-account"]').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo01');
  await login.getByLabel('Password').fill(DEMO.emerald);
  await login.locator('button[type="submit"]').click();

  const dialog = announcements(page);
  await expect(dialog).toBeVisible();
  await expect(titles(dialog).first()).toHaveText('Rebate on every bet');
  // F popups come on top of A only when the gateway called this the account's first login.
  const first = await page.evaluate(() => sessionStorage.getItem('popupsDue.F') === '1');
  expect(await titles(dialog).allTextContents()).toEqual([
    'Rebate on every bet',
    'Weekend tournament',
    'Weekly reload bonus',
    ...(first ? ['Thanks for joining!'] : []),
  ]);
  // The rebate popup has a promotionType, the tournament none.
  const promotion = dialog.getByRole('link', { name: 'Go to promotion' });
  await titles(dialog).filter({ hasText: 'Rebate on every bet' }).click();
  await expect(promotion).toHaveAttribute('href', '/member/rewardCenter#reward-promotions');
  await titles(dialog).filter({ hasText: 'Weekend tournament' }).click();
  await expect(dialog.locator('.announcement-detail h3')).toHaveText('Weekend tournament');
  await expect(promotion).toHaveCount(0);
  await expectNoAxeViolations(page);
  await titles(dialog).filter({ hasText: 'Rebate on every bet' }).click();
  await promotion.click();
  await page.waitForURL(`${emerald.url('member/rewardCenter')}#reward-promotions`);
  // The reward centre opens on the promotion bonuses, a rebate being no ticket of its own.
  await expect(page.locator('#reward-promotions')).toBeFocused();

  // Both audiences are closed for this session now: the lobby shows no popup.
  await page.goto(emerald.url(''));
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
});

test("a popup advertising a promotion lands the member on that promotion's own card in the reward centre", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, emerald, ip);
  const token = (await apiLogin(page.request, emerald, ip, username, password)).value.token as string;
  const popups = await gatewayCall(page.request, emerald, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=A', undefined, {
    'X-Forwarded-For': ip,
  });
  const { promotionId } = popups.value.popup.find((p: { title: string }) => p.title === 'Weekly reload bonus');
  expect(promotionId).toEqual(expect.any(Number));

  await page.goto(`${emerald.url('')}?token=${token}`);
  const dialog = announcements(page);
  await titles(dialog).filter({ hasText: 'Weekly reload bonus' }).click();
  const promotion = dialog.getByRole('link', { name: 'Go to promotion' });
  await expect(promotion).toHaveAttribute('href', `/member/rewardCenter#reward-promotion-${promotionId}`);
  await promotion.click();
  await page.waitForURL(`${emerald.url('member/rewardCenter')}#reward-promotion-${promotionId}`);
  // Its own card, not issued to this member yet: focused, in view and marked, with its state and the join it allows.
  const card = page.getByRole('listitem', { name: 'Weekly reload: $ 20.00 on a $ 200.00 deposit' });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  // Below the sticky header, not under it.
  const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
  expect(await card.evaluate((li) => li.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  await expect(card).toHaveAttribute('data-landed', '');
  await expect(card.locator('.promotion-state')).toHaveText('Open');
  await expect(card).toContainText('Bonus $ 20.00 · Join, then deposit at least $ 200.00');
  await expectAxeClean(page, { include: 'main' });
  await page.screenshot({ path: test.info().outputPath('landed-1366.png') });

  await card.getByRole('button', { name: 'Join' }).click();
  await expect(card.getByRole('status')).toHaveText('You joined “Weekly reload: $ 20.00 on a $ 200.00 deposit”.');
  await expect(card.locator('.promotion-state')).toHaveText('Joined: waiting for your deposit');
  const list = await gatewayCall(page.request, emerald, 'GET', '/wps/relay/MCSFE_getPromotionList', undefined, {
    Authorization: token,
    'X-Forwarded-For': ip,
  });
  expect(list.value.list.find((p: { promotionId: number }) => p.promotionId === promotionId).state).toBe('JOINED');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('landed-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the marquee opens the notice modal, without the promotion button', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popupsClosed.B', '1'));
  await page.goto(emerald.url(''));
  await page.waitForLoadState('networkidle');
  expect(await reactLoaded(page)).toBe(false);
  const marquee = page.getByRole('region', { name: 'Notices' }).getByRole('button');
  await marquee.click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(dialog).toBeVisible();
  await expect(titles(dialog)).toHaveCount(4);
  await expect(titles(dialog).first()).toBeFocused();
  await titles(dialog).filter({ hasText: 'New vendor: Kingmaker card games' }).click();
  const link = dialog.locator('.announcement-content').getByRole('link', { name: 'card games' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(dialog.getByRole('link', { name: 'Go to promotion' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(marquee).toBeFocused();
});

test('notices are paged 9 a page', async ({ page }) => {
  // The seeded world has 4 notices; paging is checked with 20 made-up ones served in their place.
  await page.route('**/wps/relay/MCSFE_getListAnnouncements?*types=PL*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { player: Array<Record<string, unknown>> } };
    const base = body.value.player[0]!;
    body.value.player = Array.from({ length: 20 }, (_, i) => ({
      ...base,
      id: 1000 + i,
      title: `Notice ${i + 1}`,
      content: `<p>Body ${i + 1}</p>`,
    }));
    await route.fulfill({ response, json: body });
  });
  await page.addInitScript(() => sessionStorage.setItem('popupsClosed.B', '1'));
  await page.goto(emerald.url(''));
  await page.getByRole('region', { name: 'Notices' }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(titles(dialog)).toHaveCount(9);
  await expect(dialog.getByText('Page 1 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(titles(dialog).first()).toHaveText('Notice 10');
  await expect(dialog.locator('.announcement-detail h3')).toHaveText('Notice 10');
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(titles(dialog)).toHaveText(['Notice 19', 'Notice 20']);
  await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test("the notice modal asks for the promotion announcements (PR) and shows the audience's in a tab, each with the go-to-promotion button", async ({
  page,
}) => {
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/MCSFE_getListAnnouncements') && url.searchParams.get('types')?.includes('PR')) asked.push(url);
  });
  await page.addInitScript(() => sessionStorage.setItem('popupsClosed.B', '1'));
  await page.goto(emerald.url(''));
  await page.getByRole('region', { name: 'Notices' }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(titles(dialog)).toHaveCount(4);
  expect(asked.map((u) => u.searchParams.get('execution'))).toEqual(['B']);
  await dialog.getByRole('tab', { name: 'Promotions' }).click();
  // The seeded world's promotion announcement for visitors (B); the members' (A) are not theirs.
  await expect(titles(dialog)).toHaveText(['50% first deposit bonus']);
  await expect(dialog.locator('.announcement-detail h3')).toHaveText('50% first deposit bonus');
  await expect(dialog.getByRole('link', { name: 'Go to promotion' })).toHaveAttribute('href', /\/member\/rewardCenter#/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('tab', { name: 'Notices' }).click();
  await expect(dialog.getByRole('link', { name: 'Go to promotion' })).toHaveCount(0);
});
