// The promotions page against the reference gateway: a visitor's static cards (built from the
// gateway), a member's state in each promotion with the action it allows, applying with an image
// in the dialog, the operator's approval or rejection through the CLI, the claim (balance moves,
// once), the apply dialog's checks of the images, rules with unsafe HTML, and a trial account's
// needs-a-real-account dialog. Each test makes its own account and, where it needs one, its own
// promotion (the CLI), so none depends on another.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { encodePng } from '../../gateway/images/png.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli } from './support/gateway-db.ts';
import { apiLogin, expectNoAxeViolations, gatewayCall, oneClickAccount, ownAddress, trialToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const DAY = 86_400_000;

const island = (page: Page) => page.locator('[data-island="promotions"]');
const card = (page: Page, id: number) => page.locator(`[data-promotion="${id}"]`);

/** A promotion of luzon's own for one test (the operator's CLI): its id. */
function addPromotion(
  title: string,
  kind: 'APPLY' | 'AUTO',
  turnover = 0,
  rules = '<p>Show us a win.</p><ul><li>One bonus each.</li></ul>',
): number {
  const now = Date.now();
  const added = gatewayCli(
    'promotion',
    'add',
    '--merchant',
    'luzon',
    '--title',
    title,
    '--rules',
    rules,
    '--starts',
    new Date(now - DAY).toISOString(),
    '--ends',
    new Date(now + 7 * DAY).toISOString(),
    '--audience',
    'ALL',
    '--kind',
    kind,
    '--bonus',
    '50',
    '--turnover',
    String(turnover),
    ...(kind === 'AUTO' ? ['--min-deposit', '100'] : []),
  );
  expect(added.status, added.stderr).toBe(0);
  return Number(/promotion (\d+) added/.exec(added.stdout)?.[1]);
}

/** The id of a member's application to a promotion, as the operator lists them. */
function applicationOf(username: string, promotionId: number): string {
  const listed = gatewayCli('applications', '--merchant', 'luzon');
  const line = listed.stdout.split('\n').find((l) => l.includes(` promotion ${promotionId} `) && l.includes(` ${username} `));
  expect(line, listed.stdout).toBeTruthy();
  return line!.trim().split(/\s+/)[0]!;
}

async function member(page: Page) {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;
  const call = (path: string, body: unknown) =>
    gatewayCall(page.request, luzon, 'POST', path, body, { Authorization: token, 'X-Forwarded-For': ip });
  return { ...account, ip, token, call };
}

const PNG = Buffer.from(encodePng(4, 4, new Uint8Array(64).fill(200), 4));
// A jpg as the gateway knows one, by its first bytes (SOI, a JFIF APP0 segment), ended by EOI.
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

test('a visitor gets the static promotions built from the gateway, and is asked to log in to take part', async ({ page }) => {
  await ownAddress(page);
  await page.goto(luzon.url('promotions', 'EN'));
  // The seeded ones a visitor may see are in the HTML, in the operator's order; members-only ones are not.
  const titles = island(page).locator('.promotion-card h2');
  await expect(titles.first()).toHaveText('Welcome deposit bonus 50%');
  for (const title of ['Share your big win', 'New member first deposit gift', 'Holiday festival', "Last month's slots tournament"])
    await expect(titles.filter({ hasText: title })).toHaveCount(1);
  await expect(titles.filter({ hasText: 'Weekly reload' })).toHaveCount(0);
  const welcome = island(page).locator('.promotion-card', { hasText: 'Welcome deposit bonus 50%' });
  await expect(welcome).toContainText('50% bonus up to ₱ 500.00');
  await expect(welcome).toContainText('Join, then deposit at least ₱ 100.00');
  await welcome.getByText('Rules').click();
  await expect(welcome.locator('.promotion-rules')).toContainText('One bonus per member.');
  // No island started: the page is static until the visitor logs in.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /Promotions\.[\w-]+\.js/.test(r.name)))).toBe(
    false,
  );
  await welcome.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome.getByRole('button', { name: 'Join' })).toBeFocused();
  await expectNoAxeViolations(page, 'main');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('promotions-visitor-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a member sees their state in each promotion and the action it allows', async ({ page }) => {
  const m = await member(page);
  const suffix = m.username.slice(-6);
  const issued = addPromotion(`Issued ${suffix}`, 'APPLY');
  const rejected = addPromotion(`Rejected ${suffix}`, 'APPLY');
  const claimed = addPromotion(`Claimed ${suffix}`, 'APPLY');
  const inProcess = addPromotion(`Process ${suffix}`, 'APPLY', 3);
  const joined = addPromotion(`Joined ${suffix}`, 'AUTO');
  const applying = addPromotion(`Applying ${suffix}`, 'APPLY');
  for (const id of [issued, rejected, claimed, inProcess, applying])
    expect((await m.call('/wps/relay/MCSFE_applyPromotion', { promotionId: id, comment: 'my win' })).success).toBe(true);
  expect((await m.call('/wps/relay/MCSFE_joinPromotion', { promotionId: joined })).success).toBe(true);
  expect(gatewayCli('application', 'approve', applicationOf(m.username, issued)).status).toBe(0);
  for (const id of [claimed, inProcess]) expect(gatewayCli('application', 'approve', applicationOf(m.username, id)).status).toBe(0);
  expect(gatewayCli('application', 'reject', applicationOf(m.username, rejected), '--reason', 'No win in the picture').status).toBe(0);
  for (const id of [claimed, inProcess])
    expect((await m.call('/wps/relay/MCSFE_claimPromotion', { requestId: `claim-${id}-${m.username}`, promotionId: id })).success).toBe(
      true,
    );

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${luzon.url('promotions', 'EN')}?token=${m.token}`);
  const state = (id: number) => card(page, id).locator('.promotion-state');
  await expect(state(issued)).toHaveText('Bonus issued');
  await expect(card(page, issued).getByRole('button', { name: 'Claim ₱ 50.00' })).toBeVisible();
  await expect(state(rejected)).toHaveText('Application rejected');
  await expect(card(page, rejected)).toContainText('Reason: No win in the picture');
  await expect(state(claimed)).toHaveText('Claimed');
  await expect(card(page, claimed)).toContainText('Your bonus: ₱ 50.00');
  await expect(state(inProcess)).toHaveText('Claimed: bet it through to withdraw');
  await expect(state(joined)).toHaveText('Joined: waiting for your deposit');
  await expect(state(applying)).toHaveText('Application under review');
  for (const id of [rejected, claimed, inProcess, joined, applying]) await expect(card(page, id).getByRole('button')).toHaveCount(0);
  const seeded = (text: string) => island(page).locator('.promotion-card', { hasText: text });
  await expect(seeded('Weekly reload').locator('.promotion-state')).toHaveText('Open');
  await expect(seeded('Weekly reload').getByRole('button', { name: 'Join' })).toBeVisible();
  await expect(seeded('Share your big win').getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(seeded('Holiday festival').locator('.promotion-state')).toHaveText('Coming soon');
  await expect(seeded("Last month's slots tournament").locator('.promotion-state')).toHaveText('Closed');
  await expectAxeClean(page, { include: 'main' });
  await page.screenshot({ path: test.info().outputPath('promotions-states-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('promotions-states-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a member applies with an image, the operator approves through the CLI and the member claims once', async ({ page }) => {
  const m = await member(page);
  const id = addPromotion(`Screenshot contest ${m.username.slice(-6)}`, 'APPLY');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${luzon.url('promotions', 'EN')}?token=${m.token}`);
  await card(page, id).getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply: Screenshot contest/ });
  await expect(dialog.getByLabel('Comment')).toBeFocused();
  await page.keyboard.type('x'.repeat(141));
  await expect(dialog.getByText('141 of 140 characters')).toBeVisible();
  await dialog.getByLabel('Images (optional)').setInputFiles([{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(dialog.getByText('anim.gif is not a png or jpg image.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('The comment is at most 140 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('promotions-apply-1366.png') });
  await dialog.getByLabel('Comment').fill('A 500× win on the slots');
  await dialog.getByLabel('Images (optional)').setInputFiles([{ name: 'win.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(dialog.getByText('23 of 140 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(island(page).getByRole('status')).toHaveText(/Your application for “Screenshot contest \w+” was sent\./);
  await expect(card(page, id).locator('.promotion-state')).toHaveText('Application under review');

  const listed = gatewayCli('applications', '--merchant', 'luzon').stdout;
  expect(listed).toMatch(new RegExp(`promotion ${id}\\s+${m.username}\\s+1 image\\(s\\)\\s+A 500× win on the slots`));
  expect(gatewayCli('application', 'approve', applicationOf(m.username, id)).status).toBe(0);
  await page.reload();
  const balance = page.locator('[data-island="header-account"]').getByTestId('balance');
  await expect(balance).toContainText('0.00');
  await card(page, id).getByRole('button', { name: 'Claim ₱ 50.00' }).click();
  await expect(island(page).getByRole('status')).toHaveText('₱ 50.00 added to your main wallet.');
  await expect(balance).toContainText('50.00');
  await expect(card(page, id).locator('.promotion-state')).toHaveText('Claimed');
  // The same claim again (another tab) pays nothing more.
  const again = await m.call('/wps/relay/MCSFE_claimPromotion', { requestId: `again-${m.username}`, promotionId: id });
  expect(again.errorCode).toBe('promotion.claimed');
  await page.setViewportSize({ width: 390, height: 844 });
  await card(page, id).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('promotions-claimed-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the apply dialog refuses a fourth image and one over 5 MB before sending anything, and takes a jpg', async ({ page }) => {
  const m = await member(page);
  const id = addPromotion(`Photo check ${m.username.slice(-6)}`, 'APPLY');
  const sent: string[] = [];
  page.on('request', (r) => /\/wps\/upload\/image|MCSFE_applyPromotion/.test(r.url()) && sent.push(r.url()));
  await page.goto(`${luzon.url('promotions', 'EN')}?token=${m.token}`);
  await card(page, id).getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply: Photo check/ });
  const images = dialog.getByLabel('Images (optional)');
  const send = dialog.getByRole('button', { name: 'Send application' });

  await images.setInputFiles(['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect(dialog.locator('#apply-images-error')).toHaveText('Choose at most 3 images.');
  await expect(images).toHaveAttribute('aria-invalid', 'true');
  await send.click();
  await expect(dialog.locator('#apply-images-error')).toHaveText('Choose at most 3 images.');
  // A png of 5 MB and one byte: refused by its size, in the page.
  const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
  PNG.copy(huge);
  await images.setInputFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: huge }]);
  await expect(dialog.locator('#apply-images-error')).toHaveText('huge.png is larger than 5 MB.');
  await send.click();
  await expect(dialog.locator('#apply-images-error')).toHaveText('huge.png is larger than 5 MB.');
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);

  // A jpg passes, is uploaded as one and goes with the application.
  await images.setInputFiles([{ name: 'win.jpg', mimeType: 'image/jpeg', buffer: JPG }]);
  await expect(dialog.locator('#apply-images-error')).toHaveCount(0);
  await expect(images).not.toHaveAttribute('aria-invalid');
  await dialog.getByLabel('Comment').fill('A jpg of my win');
  const uploaded = page.waitForResponse((r) => r.url().includes('/wps/upload/image'));
  await send.click();
  expect((await (await uploaded).json()).value).toMatchObject({ mime: 'image/jpeg', size: JPG.length });
  await expect(dialog).toHaveCount(0);
  await expect(card(page, id).locator('.promotion-state')).toHaveText('Application under review');
  const listed = gatewayCli('applications', '--merchant', 'luzon').stdout;
  expect(listed).toMatch(new RegExp(`promotion ${id}\\s+${m.username}\\s+1 image\\(s\\)\\s+A jpg of my win`));
});

test('rules carrying a script or a handler render sanitised for a member, and the static cards carry text only', async ({ page }) => {
  const m = await member(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // What an operator's careless paste (or a compromised back office) could send: every way of running script.
  const rules = [
    '<p>Deposit &amp; win</p>',
    '<script>window.pwned = "script"; alert("script")</script>',
    // An image the sanitiser keeps (a root-relative address) that fails as one: it is a page.
    `<img src="${luzon.path('help', 'EN')}" alt="" onerror="window.pwned = 'onerror'; alert('onerror')">`,
    '<svg onload="window.pwned = \'svg\'"><circle r="1"></circle></svg>',
    '<iframe srcdoc="<script>parent.pwned = \'iframe\'</script>"></iframe>',
    '<p><a href="javascript:window.pwned = \'link\'">Read more</a></p>',
  ].join('');
  const id = addPromotion(`Unsafe rules ${m.username.slice(-6)}`, 'APPLY', 0, rules);
  await page.goto(`${luzon.url('promotions', 'EN')}?token=${m.token}`);
  const content = card(page, id).locator('.promotion-content');
  await card(page, id).getByText('Rules', { exact: true }).click();
  await expect(content).toContainText('Deposit & win');
  await expect(content.getByText('Read more')).toBeVisible();
  // The picture stays, without its handler: once it has failed to load, nothing ran.
  const img = content.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true);
  await content.getByText('Read more').click();
  expect(await content.locator('script, iframe, svg, [onerror], [onload], [href^="javascript:"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The build wrote every static card's rules as paragraphs of text (src/build-time/html-text.ts).
  const html = await (await page.request.get(luzon.url('promotions', 'EN'))).text();
  const cards = [...html.matchAll(/<div class="promotion-content">([\s\S]*?)<\/div>/g)].map((c) => c[1]);
  expect(cards.length).toBeGreaterThan(3);
  for (const inner of cards) expect(inner).toMatch(/^(<p>[^<>]+<\/p>)+$/);
});

test("an issued bonus counts in the reward centre's badge and is claimed there too, once", async ({ page }) => {
  const m = await member(page);
  const id = addPromotion(`Reward desk ${m.username.slice(-6)}`, 'APPLY', 2);
  expect((await m.call('/wps/relay/MCSFE_applyPromotion', { promotionId: id, comment: 'please' })).success).toBe(true);
  expect(gatewayCli('application', 'approve', applicationOf(m.username, id)).status).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${luzon.url('member/rewardCenter', 'EN')}?token=${m.token}`);
  const badge = page.locator('.member-menu a[href$="/rewardCenter"] .badge');
  await expect(badge).toHaveText('1 reward to claim');
  const bonus = page.locator(`#reward-promotions [data-promotion="${id}"]`);
  await expect(bonus).toContainText(`Reward desk ${m.username.slice(-6)}`);
  await expect(bonus).toContainText('₱ 50.00 to claim · valid bets of 2× the bonus before a withdrawal');
  await expectNoAxeViolations(page, 'main');
  await bonus.getByRole('button', { name: 'Claim the bonus' }).click();
  await expect(bonus.getByRole('status')).toHaveText('₱ 50.00 added to your main wallet.');
  await expect(bonus.getByRole('button')).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toContainText('50.00');
  // Paid once, as a bonus with the promotion's turnover requirement.
  const details = await gatewayCall(
    page.request,
    luzon,
    'GET',
    `/wps/member/bonus/details?startTime=${Date.now() - DAY}&endTime=${Date.now() + DAY}`,
    undefined,
    {
      Authorization: m.token,
      'X-Forwarded-For': m.ip,
    },
  );
  expect(details.value.list).toEqual([expect.objectContaining({ source: 'promotion', amount: 50, turnoverRequired: 100 })]);
  await page.reload();
  await expect(page.locator('#reward-promotions')).toContainText('No promotion bonus is waiting to be claimed.');
});

test('a rejected application shows the reason, and the member is told in a message', async ({ page }) => {
  const m = await member(page);
  const id = addPromotion(`Lucky table ${m.username.slice(-6)}`, 'APPLY');
  expect((await m.call('/wps/relay/MCSFE_applyPromotion', { promotionId: id, comment: '' })).success).toBe(true);
  const rejected = gatewayCli('application', 'reject', applicationOf(m.username, id), '--reason', 'The photo is not from our site');
  expect(rejected.stdout).toContain('REJECTED');
  await page.goto(`${luzon.url('promotions', 'EN')}?token=${m.token}`);
  await expect(card(page, id).locator('.promotion-state')).toHaveText('Application rejected');
  await expect(card(page, id)).toContainText('Reason: The photo is not from our site');
  await page.goto(`${luzon.url('member/messageV2', 'EN')}?token=${m.token}`);
  await expect(page.getByText('Promotion application rejected')).toBeVisible();
});

test('a trial account sees the promotions but gets the needs-a-real-account dialog to take part', async ({ page }) => {
  await ownAddress(page);
  const emerald = site('emerald');
  const token = await trialToken(page, emerald);
  await page.goto(`${emerald.url('promotions')}?token=${token}`);
  const share = island(page).locator('.promotion-card', { hasText: 'Share your big win' });
  // The island's card (with the account's state), not the static one a session's page hides.
  await expect(share.locator('.promotion-state')).toHaveText('Open');
  await share.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('dialog', { name: 'Real account needed' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share.getByRole('button', { name: 'Apply' })).toBeFocused();
  const refused = await gatewayCall(
    page.request,
    emerald,
    'POST',
    '/wps/relay/MCSFE_joinPromotion',
    { promotionId: 1 },
    { Authorization: token },
  );
  expect(refused.errorCode).toBe('in_need_true_account');
});

test('a failed load says so and tries again', async ({ page, pageProblems }) => {
  const m = await member(page);
  await page.route('**/MCSFE_getPromotionList*', (route) => route.abort());
  await page.goto(`${luzon.url('promotions', 'EN')}?token=${m.token}`);
  await expect(island(page).getByRole('alert')).toHaveText(/The promotions could not be loaded\./);
  // The browser logs the aborted requests; those errors are the test's own doing.
  expect(pageProblems.every((p) => p.includes('net::ERR_FAILED'))).toBe(true);
  pageProblems.length = 0;
  await page.unroute('**/MCSFE_getPromotionList*');
  await island(page).getByRole('button', { name: 'Try again' }).click();
  await expect(island(page).locator('.promotion-card', { hasText: 'Weekly reload' }).locator('.promotion-state')).toHaveText('Open');
});

test('a bonus claimed on the Filipino page reads in English on the English bonus details, and in Filipino on the Filipino one', async ({
  page,
}) => {
  const m = await member(page);
  const suffix = m.username.slice(-6);
  const id = addPromotion(`Half again ${suffix}`, 'APPLY');
  expect(gatewayCli('promotion', 'edit', String(id), '--title', `Kalahati pa ${suffix}`, '--language', 'TY').status).toBe(0);
  expect((await m.call('/wps/relay/MCSFE_applyPromotion', { promotionId: id, comment: 'Para sa akin', imageIds: [] })).success).toBe(true);
  expect(gatewayCli('application', 'approve', applicationOf(m.username, id)).status).toBe(0);

  // Claimed on luzon's default page, in Filipino.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${luzon.url('promotions')}?token=${m.token}`);
  await expect(card(page, id)).toContainText(`Kalahati pa ${suffix}`);
  await card(page, id).getByRole('button').click();
  await expect(card(page, id).getByRole('button')).toHaveCount(0);

  for (const [language, title, other] of [
    ['EN', `Half again ${suffix}`, `Kalahati pa ${suffix}`],
    ['TY', `Kalahati pa ${suffix}`, `Half again ${suffix}`],
  ] as const) {
    await page.goto(luzon.url('member/bonusDetails', language));
    const row = page.locator('tr[data-bonus]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(title);
    await expect(row).not.toContainText(other);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await page.screenshot({ path: test.info().outputPath(`bonus-details-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  }
});
