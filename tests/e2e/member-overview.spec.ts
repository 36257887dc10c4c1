// /member: the overview a member lands on — who they are, their balance, their unread messages,
// and a shortcut to every member-centre item — against the reference gateway, on a wide screen
// and on a phone.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken, freshMember, memberInfo } from './support/login-helpers.ts';
import { approveDeposit, depositOrder } from './support/wallet-steps.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

/** A fresh luzon member with ₱ 1,234.50 and one credited deposit of ₱ 500 (so one unread notification). */
async function memberWithNews(page: Page): Promise<{ token: string; username: string; id: number }> {
  const { username, ip, token } = await freshMember(page, luzon, 1_234_50);
  const auth = { Authorization: token, 'X-Forwarded-For': ip };
  approveDeposit(await depositOrder(page.request, luzon, auth, { requestId: `overview-${username}`, channelId: 'bdo', amount: 500 }));
  const { id } = (await memberInfo(page.request, luzon, token)).value as { id: number };
  return { token, username, id };
}

test('a member sees their account, balance and unread messages, and a shortcut to every item', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { token, username, id } = await memberWithNews(page);
  await page.goto(`${luzon.url('member', 'EN')}?token=${token}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  const account = page.locator('.overview-account');
  await expect(account.getByRole('heading', { name: username })).toBeVisible();
  await expect(account).toContainText(`Account ${username}`);
  await expect(account).toContainText(`Member ID ${id}`);
  // A fresh account has no VIP level: no label.
  await expect(account.locator('.vip-label')).toHaveCount(0);
  await expect(page.getByTestId('overview-balance')).toHaveText('₱ 1,734.50');
  await expect(page.getByTestId('overview-unread')).toHaveText('1 unread message');

  // One navigation in one order: at a desk the menu beside the overview, Overview first, then every
  // item in the order of the shortcuts (the phone's navigation, hidden here); no site side menu.
  const shortcuts = page.locator('.member-shortcuts');
  await expect(shortcuts).toBeHidden();
  await expect(page.locator('.page-body > .side-menu')).toBeHidden();
  await expect(shortcuts.locator('h3')).toHaveText(['Money', 'Records', 'Rewards', 'Account and messages']);
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  // (Every link of the markup: demo01, without an upline, has Transfer to upline hidden in both.)
  const items = await menu.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  const linked = await shortcuts.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  expect(items).toEqual([luzon.path('member', 'EN'), ...linked]);
  // Every item but Transfer funds: luzon keeps one wallet, with nothing to transfer between.
  expect(linked).toHaveLength(15);
  await expect(menu.getByRole('link', { name: /Messages/ }).locator('.badge')).toHaveText('1 unread');
  // The balance card's Deposit and Withdraw side by side, at one width.
  const [deposit, withdraw] = await page
    .locator('.overview-card', { has: page.getByTestId('overview-balance') })
    .locator('.overview-actions .btn')
    .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
  expect(withdraw!.top).toBe(deposit!.top);
  expect(Math.abs(withdraw!.width - deposit!.width)).toBeLessThanOrEqual(1);

  await expectAxeClean(page);

  // Copying the member ID says so in a dialog that takes the focus and gives it back.
  const copy = account.getByRole('button', { name: 'Copy' });
  await copy.click();
  const copied = page.getByRole('alertdialog', { name: 'Copied' });
  await expect(copied).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(copied).toBeHidden();
  await expect(copy).toBeFocused();

  // The hidden balance stays hidden here too.
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('overview-balance')).toHaveText('₱ ****');

  await account.page().getByRole('link', { name: 'Open messages' }).click();
  await expect(page).toHaveURL(/\/en\/member\/messageV2$/);
});

test('a VIP member sees their label', async ({ page }) => {
  const token = await demoMemberToken(page, luzon);
  await page.goto(`${luzon.url('member', 'EN')}?token=${token}`);
  // demo01 is VIP Bronze from its seeded bets (gateway/seed/vip.ts).
  await expect(page.locator('.overview-account .vip-label')).toHaveText('Bronze');
});

test('on a phone the overview is one column and the shortcuts replace the menu row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await memberWithNews(page);
  await page.goto(`${luzon.url('member', 'EN')}?token=${token}`);
  await expect(page.getByTestId('overview-balance')).toHaveText('₱ 1,734.50');
  await expect(page.getByRole('navigation', { name: 'Member centre' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAxeClean(page);

  await page.locator('.member-shortcuts').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/en\/member\/depositv2$/);
  await expect(page.getByRole('navigation', { name: 'Member centre' })).toBeVisible();
});

test('on a phone the menu comes within the first screen, the VIP benefits after it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await demoMemberToken(page, luzon);
  await page.goto(`${luzon.url('member', 'EN')}?token=${token}`);
  // demo01's VIP card, with every rank's benefits, has loaded.
  await expect(page.getByTestId('vip-rank')).toBeVisible();
  const shortcuts = page.locator('.member-shortcuts');
  const [menu, vip] = await Promise.all([shortcuts.boundingBox(), page.locator('.vip-card').boundingBox()]);
  expect(menu!.y).toBeLessThan(844);
  expect(vip!.y).toBeGreaterThan(menu!.y + menu!.height);
});

test("on a phone the member menu's row shows the current item whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await demoMemberToken(page, luzon);
  // The first page starts the session: the referral entry shows only once member info says so.
  let query = `?token=${token}`;
  for (const item of ['referral', 'feedback', 'manualRebate', 'securityCenter', 'responsibleGaming', 'messageV2']) {
    await page.goto(`${luzon.url(`member/${item}`, 'EN')}${query}`);
    query = '';
    const menu = page.getByRole('navigation', { name: 'Member centre' });
    const current = menu.locator('a[aria-current="page"]');
    await expect(current).toBeVisible();
    // Once the unread badges before it have come (they widen the items).
    await expect(menu.locator('.badge').first()).toBeVisible();
    const shown = (a: Element) => {
      const { left, right } = a.getBoundingClientRect();
      return left >= 0 && right <= window.innerWidth ? 'whole' : `from ${left} to ${right}`;
    };
    await expect.poll(() => current.evaluate(shown), { message: item }).toBe('whole');
  }
});
