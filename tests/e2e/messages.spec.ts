// /member/messageV2 and /member/feedback against the reference gateway: a member's notifications
// (worded in the page's language) and the operator's messages, read, deleted and marked read
// with the header bell and the menu badge following; feedback checked in the page and sent with
// an image, answered with the operator's CLI; trial accounts fetch nothing.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { encodePng } from '../../gateway/images/png.ts';
import { expect, test } from './support/fixtures.ts';
import { credit, gatewayCli } from './support/gateway-db.ts';
import { expectNoAxeViolations, freshMember, ownAddress, trialToken } from './support/login-helpers.ts';
import { approveDeposit, depositOrder } from './support/wallet-steps.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');

/** A fresh account of the test's own, logged in: its username and token. */
function member(page: Page): Promise<{ username: string; token: string }> {
  return freshMember(page, luzon);
}

const bell = (page: Page) => page.locator('[data-island="header-account"] .notice-bell');
const menuBadge = (page: Page) => page.locator('.member-menu [data-island="unread-badge"][data-item="messageV2"]');

test('a member reads, deletes and marks messages read; the bell and the menu badge follow', async ({ page }) => {
  test.setTimeout(90_000); // twelve CLI runs
  const { username, token } = await member(page);
  // A deposit the operator credits leaves a notification; then eleven messages from the operator.
  approveDeposit(
    await depositOrder(page.request, luzon, { Authorization: token }, { requestId: `msg-${username}`, channelId: 'maya', amount: 150 }),
  );
  for (let i = 1; i <= 11; i++) {
    const sent = gatewayCli(
      'message',
      'send',
      username,
      '--merchant',
      'luzon',
      '--title',
      `Operator note ${i}`,
      '--body',
      `Line one ${i}\nLine two`,
    );
    expect(sent.stdout).toBe('luzon: sent to 1 member\n');
  }

  await page.goto(`${luzon.url('member/messageV2', 'EN')}?token=${token}`);
  const box = page.locator('.messages');
  await expect(box.getByTestId('messages-summary')).toHaveText('12 messages, 12 unread');
  await expect(bell(page).locator('.badge')).toHaveText('12');
  await expect(menuBadge(page)).toContainText('12');
  const items = box.locator('.message-list > li');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Operator note 11');
  await expect(items.first().getByRole('button')).toContainText('(unread)');
  await expectAxeClean(page, { include: 'main' });

  // Opening one: a dialog with the text, focus inside; Escape closes it and focus comes back.
  const first = items.first().getByRole('button');
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Operator note 11' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.message-body')).toHaveText('Line one 11\nLine two');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await expect(bell(page).locator('.badge')).toHaveText('11');
  await expect(menuBadge(page)).toContainText('11');
  await expect(first).not.toContainText('(unread)');
  await expect(box.getByTestId('messages-summary')).toHaveText('12 messages, 11 unread');

  // The notification, on page 2, worded by the site from its kind.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(items).toHaveCount(2);
  const deposit = items.filter({ hasText: 'Deposit credited' });
  await deposit.getByRole('button').click();
  const depositDialog = page.getByRole('dialog', { name: 'Deposit credited' });
  await expect(depositDialog).toContainText(/Your deposit D\d{8} of ₱ 150\.00 is in your main wallet: ₱ 150\.00 credited\./);
  // Delete from the dialog.
  await depositDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(depositDialog).toBeHidden();
  await expect(box.getByRole('status')).toHaveText('1 message deleted.');
  await expect(box.getByTestId('messages-summary')).toHaveText('11 messages, 10 unread');
  await expect(bell(page).locator('.badge')).toHaveText('10');
  // A phone's header has no bell: the count is on the avatar, named for screen readers.
  await page.setViewportSize({ width: 390, height: 844 });
  const avatar = page.locator('[data-island="header-account"] .avatar-button');
  await expect(bell(page)).toBeHidden();
  await expect(avatar.locator('.avatar-unread')).toBeVisible();
  await expect(avatar.locator('.avatar-unread [aria-hidden="true"]')).toHaveText('10');
  await expect(avatar).toHaveAccessibleName(/10 unread messages/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(avatar.locator('.avatar-unread')).toBeHidden();

  // Several at once, then every one read.
  await page.getByRole('button', { name: 'Page 1' }).click();
  await items.nth(1).getByRole('checkbox').check();
  await items.nth(2).getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Delete selected (2)' }).click();
  await expect(box.getByTestId('messages-summary')).toHaveText('9 messages, 8 unread');
  await expect(menuBadge(page)).toContainText('8');
  await box.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(box.getByRole('status')).toHaveText('Every message is marked as read.');
  await expect(bell(page).locator('.badge')).toHaveCount(0);
  await expect(page.locator('.avatar-unread')).toHaveCount(0);
  await expect(menuBadge(page)).toBeEmpty();
  await expect(box.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(box.locator('.message.unread')).toHaveCount(0);
});

test('messages in the page language, the empty state, and a failure said in words', async ({ page }) => {
  const { username, token } = await member(page);
  credit('luzon', username, 500_00);
  await page.goto(`${luzon.url('member/messageV2')}?token=${token}`);
  await expect(page.locator('.messages-empty')).toHaveText(
    'Wala pang mensahe. Dito lalabas ang mga deposito, withdrawal at sagot sa iyong feedback.',
  );
  // A notification in Filipino from its kind; an operator's message as written.
  const order = await depositOrder(
    page.request,
    luzon,
    { Authorization: token },
    { requestId: `msg-ty-${username}`, channelId: 'maya', amount: 200 },
  );
  gatewayCli('deposit', 'fail', String(order.orderId), '--reason', 'no payment arrived');
  await page.reload();
  await expect(page.locator('.message-list > li')).toHaveText([/Hindi natuloy ang deposito/]);
  await page.locator('.message-open').click();
  await expect(page.getByRole('dialog')).toContainText('Walang nabawas sa iyong wallet.');
  await page.keyboard.press('Escape');

  // The gateway unreachable: the list says so in the page's language and offers to retry.
  await page.route('**/wps/relay/CSP_messageList*', (route) =>
    route.fulfill({ json: { success: false, value: null, message: 'busy', errorCode: 'function.not.available' } }),
  );
  await page.reload();
  await expect(page.locator('[data-island="messageV2"]').getByRole('alert')).toBeVisible();
  await expect(page.locator('[data-island="messageV2"]').getByRole('button', { name: 'Subukang muli' })).toBeVisible();
});

const PNG = Buffer.from(encodePng(2, 2, new Uint8Array(16).fill(120), 4));

test('a member sends feedback, checked in the page, and reads the operator’s reply', async ({ page }) => {
  const { username, token } = await member(page);
  let uploads = 0;
  page.on('request', (r) => r.url().includes('/wps/upload/image') && uploads++);
  // Reached from the help page and the member menu.
  await page.goto(`${luzon.url('help', 'EN')}?token=${token}`);
  await page.locator('.help-feedback').getByRole('link', { name: 'Feedback' }).click();
  await page.waitForURL(luzon.url('member/feedback', 'EN'));
  await expect(page.locator('.member-menu').getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
  const form = page.locator('form.feedback-form');
  await expect(page.locator('.feedback-history')).toContainText('You have not sent any feedback yet.');

  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.locator('.field-error')).toHaveText([
    'Choose what your feedback is about.',
    'The description must be between 5 and 300 words.',
  ]);
  await form.getByLabel('Question type').selectOption({ label: 'Deposits' });
  const content = form.getByLabel('Description');
  await content.fill('my deposit is late');
  await expect(form.locator('#feedback-content-hint')).toHaveText('Between 5 and 300 words (4 so far).');
  await content.fill(Array.from({ length: 301 }, () => 'word').join(' '));
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.locator('.field-error')).toHaveText(['The description must be between 5 and 300 words.']);
  await content.fill('my deposit D12345678 is late since morning');

  const images = form.getByLabel('Images (optional)');
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
  for (const [files, message] of [
    [[png('a.png'), png('b.png'), png('c.png'), png('d.png')], 'Choose at most 3 images.'],
    [[{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }], 'anim.gif is not a png or jpg image.'],
    [[{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }], 'huge.png is larger than 5 MB.'],
  ] as const) {
    await images.setInputFiles([...files]);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.locator('.field-error')).toHaveText([message]);
    await expect(images).toHaveAttribute('aria-invalid', 'true');
  }
  expect(uploads).toBe(0);
  await expectAxeClean(page, { include: 'main' });

  await images.setInputFiles([png('screen.png')]);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByRole('status')).toContainText(/Thank you: your feedback no\. \d+ is sent\./);
  expect(uploads).toBe(1);
  await expect(content).toHaveValue('');
  const item = page.locator('.feedback-item').first();
  await expect(item).toContainText('Deposits');
  await expect(item).toContainText('1 image');
  await expect(item).toContainText('my deposit D12345678 is late since morning');
  await expect(item).toContainText('Waiting for a reply.');
  const id = (await item.getAttribute('data-feedback'))!;

  const listed = gatewayCli('feedback', 'list', '--merchant', 'luzon', '--limit', '50');
  expect(listed.stdout).toMatch(new RegExp(`${id}  \\S+  luzon  ${username}  DEPOSIT  1 image\\(s\\)  0 replies`));
  expect(gatewayCli('feedback', 'reply', id, '--text', 'It is credited now, sorry for the wait.').status).toBe(0);
  await page.reload();
  await expect(item.locator('.feedback-reply')).toContainText('It is credited now, sorry for the wait.');
  await expect(bell(page).locator('.badge')).toHaveText('1');
  await expectAxeClean(page, { include: 'main' });

  // The reply's message links back here.
  await bell(page).click();
  await page.locator('.message-open').first().click();
  const dialog = page.getByRole('dialog', { name: 'Reply to your feedback' });
  await expect(dialog).toContainText('We replied to your feedback: It is credited now, sorry for the wait.');
  await expect(dialog.getByRole('link', { name: 'See your feedback' })).toHaveAttribute('href', '/en/member/feedback');
});

test('a trial account fetches no messages, unread count or feedback', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => /CSP_|\/wps\/feedback|upload\/image/.test(r.url()) && calls.push(r.url()));
  await ownAddress(page, '198.19');
  const token = await trialToken(page, emerald);
  for (const item of ['messageV2', 'feedback']) {
    await page.goto(`${emerald.url(`member/${item}`)}?token=${token}`);
    const dialog = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(dialog).toBeVisible();
    await expect(page.locator(`[data-island="${item}"]`)).toContainText('A real account is needed for this.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(emerald.url(''));
  }
  await expect(bell(page)).toHaveCount(0);
  expect(calls).toEqual([]);
});
