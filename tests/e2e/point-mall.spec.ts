// /pointMall against the reference gateway: a member whose bets earned points sees them, converts
// some into the main wallet and redeems a good with the payment password; the operator rejects
// the redemption and the points come back; a good paid into an account is approved with a remark
// and the history filters by status; a trial account meets the real-account dialog and asks nothing.
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli } from './support/gateway-db.ts';
import {
  apiLogin,
  expectNoAxeViolations,
  gatewayCall,
  oneClickAccount,
  ownAddress,
  playingMember,
  setPaymentPassword,
  trialToken,
} from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
const points = (n: number) => `${new Intl.NumberFormat('en').format(n)} points`;
const money = (n: number) => `₱ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

/** Presses a good's Redeem: its redeem dialog. */
async function openRedeem(page: Page, good: string): Promise<Locator> {
  await page.locator('[data-good]', { hasText: good }).getByRole('button', { name: 'Redeem' }).click();
  return page.getByRole('dialog', { name: `Redeem ${good}` });
}

/**
 * In a redeem dialog: two units cost `forTwo` points; one, with the payment password, is refused
 * until the field saying where it goes (`to`) is filled, which it then is with `value`.
 */
async function oneUnitPaidTo(
  dialog: Locator,
  { unit, forTwo, paymentPassword, to, value }: { unit: string; forTwo: string; paymentPassword: string; to: string; value: string },
): Promise<void> {
  await dialog.getByLabel(`Quantity (${unit})`).fill('2');
  await expect(dialog.getByTestId('redeem-total')).toHaveText(`In all: ${forTwo} points`);
  await dialog.getByLabel(`Quantity (${unit})`).fill('1');
  await dialog.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.locator('.field-error')).toHaveText('This field cannot be empty.');
  await dialog.getByLabel(to).fill(value);
}

/**
 * The operator approves or rejects a redemption (an item of the history) with the gateway's CLI,
 * giving a remark; reloaded, the page shows the member's points as `left` and the item the remark.
 */
async function operatorDecides(page: Page, item: Locator, decision: 'approve' | 'reject', remark: string, left: number): Promise<void> {
  const id = await item.getAttribute('data-redemption');
  const decided = gatewayCli('redemption', decision, id!, '--reason', remark);
  expect(decided.stdout).toContain(`redemption ${id}: ${decision === 'approve' ? 'APPROVED' : 'REJECTED'}`);
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText(points(left));
  await expect(item).toContainText(`Remark: ${remark}`);
}

test('a member sees the points their bets earned, converts some and redeems a good the operator then rejects', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // Bets of 1 to 3% of the wallet: thousands of points, counted by the gateway.
  const { password, token, auth } = await playingMember(page, luzon, 300_000_00, 30);
  const summary = async () => (await gatewayCall(page.request, luzon, 'GET', '/wps/points/summary', undefined, auth)).value;
  // The bets also ranked the member (VIP, gateway/store/vip.ts): 100 points convert at their rank's rate.
  const { points: earned, vipLevel, convertAmount } = (await summary()) as { points: number; vipLevel: number; convertAmount: number };
  expect(earned).toBeGreaterThan(2_500);

  await page.goto(`${luzon.url('pointMall', 'EN')}?token=${token}`);
  await expect(page.getByTestId('points-balance')).toHaveText(points(earned));
  await expect(page.locator('.point-mall').getByRole('heading', { level: 2 })).toHaveText([
    'Your points',
    'Rewards',
    'Redeem history',
    'Points details',
    'Points rules',
  ]);
  await expect(page.getByText('You earn 1 point for every ₱ 10.00 of valid bets')).toBeVisible();
  await expect(page.locator('table.points-rates tr[aria-current] th')).toHaveText(`VIP ${vipLevel} (yours)`);
  const coin = page.locator('[data-good]', { hasText: 'Commemorative gold coin' });
  await expect(coin.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  // A title breaks between words, never as "Commemora-tive" (the test's Chromium has no hyphenation
  // dictionary, so the style is what can be checked).
  expect(await coin.getByRole('heading').evaluate((h) => getComputedStyle(h).hyphens)).toBe('manual');
  await expect(page.getByText('No redemptions yet.')).toBeVisible();
  await expectAxeClean(page, { include: 'main' });
  await page.screenshot({ path: test.info().outputPath('point-mall-1366.png'), fullPage: true });

  // Convert: the payment password is set in the dialog first; a wrong step is caught before sending.
  const convertButton = page.getByRole('button', { name: 'Convert to balance' });
  await convertButton.click();
  const dialog = page.getByRole('dialog', { name: 'Convert points to balance' });
  await dialog.getByLabel('Login password').fill(password);
  await dialog.getByLabel('Payment password (6 digits)').fill('246801');
  await dialog.getByLabel('Payment password again').fill('246801');
  await dialog.getByRole('button', { name: 'Set a payment password' }).click();
  await dialog.getByLabel('Points to convert').fill('150');
  await dialog.getByLabel('Payment password (6 digits)').fill('246801');
  await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(dialog.locator('.field-error')).toHaveText('Enter a multiple of 100 points.');
  await dialog.getByLabel('Points to convert').fill('300');
  await expect(dialog.getByTestId('convert-gives')).toHaveText(`You get ${money(convertAmount * 3)}`);
  await expect(async () => expectAxeClean(page, { include: 'dialog' })).toPass();
  await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`300 points converted: ${money(convertAmount * 3)} added to your main wallet.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(convertButton).toBeFocused();
  await expect(page.getByTestId('points-balance')).toHaveText(points(earned - 300));

  // Redeem a T-shirt: it needs an address.
  const redeem = await openRedeem(page, 'Club T-shirt');
  await oneUnitPaidTo(redeem, {
    unit: 'piece',
    forTwo: '5,000',
    paymentPassword: '246801',
    to: 'Receiving address',
    value: '12 Rizal St, Makati',
  });
  await redeem.getByRole('button', { name: 'Redeem now' }).click();
  await expect(redeem.getByRole('status')).toHaveText('Club T-shirt redeemed: it is in process. See your redeem history.');
  // Done: the dialog cannot redeem again by a second press, and the points details list the spend without a reload.
  await expect(redeem.getByRole('button', { name: 'Redeem now' })).toBeDisabled();
  const spent = page.locator('section', { has: page.getByRole('heading', { name: 'Points details' }) }).locator('tr[data-kind="REDEEM"]');
  await expect(spent.first().locator('td').nth(2)).toHaveText('-2,500');
  await redeem.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText(points(earned - 300 - 2_500));
  const item = page.locator('[data-redemption]').first();
  await expect(item).toContainText('Club T-shirt × 1 piece');
  await expect(item).toContainText('In process');
  await expect(item).toContainText('To: 12 Rizal St, Makati');

  // The operator rejects it: the points come back, and the history says why.
  await operatorDecides(page, item, 'reject', 'This size is out of stock', earned - 300);
  await expect(item).toContainText('Rejected');
  const details = page.locator('section', { has: page.getByRole('heading', { name: 'Points details' }) });
  await expect(details.locator('tr[data-kind="CONVERT"] td').nth(2)).toHaveText('-300');
  await expect(details.locator('tr[data-kind="REFUND"] td').nth(2)).toHaveText('+2,500');
  expect((await summary()).points).toBe(earned - 300);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.goods-grid')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('point-mall-390.png'), fullPage: true });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > 391 && !e.closest('.table-scroll'))
      .map((e) => `${e.tagName}.${e.className}`)
      .slice(0, 5),
  );
  expect(wide).toEqual([]);
});

test('a member redeems mobile load into their number, the operator approves it, and the history filters by status', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { password, token, auth } = await playingMember(page, luzon, 300_000_00, 30);
  await setPaymentPassword(page.request, luzon, auth, password, '135790');
  const { points: earned } = (await gatewayCall(page.request, luzon, 'GET', '/wps/points/summary', undefined, auth)).value as {
    points: number;
  };
  expect(earned).toBeGreaterThan(1_500);
  await page.goto(`${luzon.url('pointMall', 'EN')}?token=${token}`);

  // Mobile load is paid into an account: the dialog asks for it (RedeemDialog's account path).
  const load = await openRedeem(page, 'Mobile load 100');
  await expect(load.getByLabel('Receiving address')).toHaveCount(0);
  await oneUnitPaidTo(load, {
    unit: 'voucher',
    forTwo: '2,000',
    paymentPassword: '135790',
    to: 'Account or mobile number to pay into',
    value: '0917 555 0101',
  });
  await expectNoAxeViolations(page);
  await load.getByRole('button', { name: 'Redeem now' }).click();
  await expect(load.getByRole('status')).toHaveText('Mobile load 100 redeemed: it is in process. See your redeem history.');
  await load.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText(points(earned - 1_000));

  // Free spins need nothing more, and stay in process.
  const spins = await openRedeem(page, '10 free spins');
  await spins.getByLabel('Payment password (6 digits)').fill('135790');
  await spins.getByRole('button', { name: 'Redeem now' }).click();
  await expect(spins.getByRole('status')).toContainText('10 free spins redeemed');
  await spins.getByRole('button', { name: 'Close' }).click();

  // The operator approves the load with its reference as the remark: no points move.
  const loadItem = page.locator('[data-redemption]', { hasText: 'Mobile load 100' });
  await operatorDecides(page, loadItem, 'approve', 'Load sent, ref 88120', earned - 1_500);
  await expect(loadItem).toContainText('Mobile load 100 × 1 voucher');
  await expect(loadItem.locator('.status-badge')).toHaveText('Approved');
  await expect(loadItem).toContainText('To: 0917 555 0101');
  const history = page.locator('section[aria-labelledby="points-history-title"]');
  const items = history.locator('[data-redemption] strong');
  await expect(items).toHaveText(['10 free spins', 'Mobile load 100']);

  // Each status asks the gateway for that status's redemptions.
  const filter = history.getByLabel('Status');
  for (const [status, shown] of [
    ['APPROVED', ['Mobile load 100']],
    ['IN_PROCESS', ['10 free spins']],
    ['REJECTED', []],
    ['ALL', ['10 free spins', 'Mobile load 100']],
  ] as const) {
    const asked = page.waitForResponse((r) => r.url().includes('/wps/points/redemptions') && r.url().includes(`status=${status}`));
    await filter.selectOption(status);
    await asked;
    await expect(items).toHaveText([...shown]);
    if (!shown.length) await expect(history.getByText('No redemptions yet.')).toBeVisible();
  }
  await expect(history.locator('[data-redemption]', { hasText: '10 free spins' })).toContainText('In process');
  await history.screenshot({ path: test.info().outputPath('point-mall-history-1366.png') });
});

test('a member without enough points is told how many more a good needs', async ({ page }) => {
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.goto(`${luzon.url('pointMall', 'EN')}?token=${token}`);
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');
  const spins = page.locator('[data-good]', { hasText: '10 free spins' });
  await expect(spins.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  await expect(spins).toContainText('500 points more needed');
});

test("on a phone the goods' names break between words, never inside one", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ip = await ownAddress(page);
  const { username, password } = await oneClickAccount(page.request, luzon, ip);
  const token = (await apiLogin(page.request, luzon, ip, username, password)).value.token as string;
  await page.goto(`${luzon.url('pointMall', 'EN')}?token=${token}`);
  const names = page.locator('.goods-card h3');
  await expect(names.filter({ hasText: 'Commemorative gold coin' })).toBeVisible();
  // Every word of every name fits its card's line in the name's own font ("Commemora-tive" did not).
  const split = await names.evaluateAll((headings) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return headings.flatMap((h) => {
      const style = getComputedStyle(h);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return (h.textContent ?? '').split(/\s+/).filter((word) => context.measureText(word).width > h.clientWidth);
    });
  });
  expect(split).toEqual([]);
});

test('a trial account meets the real-account dialog on the points mall, and can neither redeem nor convert', async ({ page }) => {
  const emerald = site('emerald');
  const asked: string[] = [];
  page.on(
    'request',
    (r) => /\/wps\/points\/|MCS2_(convertPoint|redeemPointReward)|ODSFE2_MemTransDet/.test(r.url()) && asked.push(r.url()),
  );
  await page.goto(`${emerald.url('pointMall')}?token=${await trialToken(page, emerald)}`);
  await expect(page.getByRole('dialog', { name: 'Real account needed' })).toBeVisible();
  const island = page.locator('[data-island="pointMall"]');
  await expect(island).toContainText('This feature needs a real account.');
  await expect(island.getByRole('button')).toHaveCount(0);
  await expect(island.locator('[data-good]')).toHaveCount(0);
  expect(asked).toEqual([]);
});
