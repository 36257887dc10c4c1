// /member/rewardCenter against the reference gateway: opening each kind of ticket as a member (the
// prize the gateway drew, the balance and the menu's badge following), reduced motion, claiming a
// raffle prize after the operator's draw, and a trial account.
import { expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gatewayCli } from './support/gateway-db.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress, playingMember, trialToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');
// A merchant that offers free play.
const emerald = site('emerald');
const KINDS = ['RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG'] as const;

/** A fresh member of luzon holding one ticket of each kind (the operator's grant), logged in. */
async function memberWithTickets(page: Page) {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, luzon, ip);
  for (const kind of KINDS) expect(gatewayCli('tickets', 'grant', account.username, kind, '1', '--merchant', 'luzon').status).toBe(0);
  const token = (await apiLogin(page.request, luzon, ip, account.username, account.password)).value.token as string;
  return { ...account, token, auth: { Authorization: token, 'X-Forwarded-For': ip } };
}

const badge = (page: Page) => page.locator('.member-menu a[href$="/rewardCenter"] .badge');
const card = (page: Page, kind: string) => page.locator(`.reward-card[data-kind="${kind}"]`);

/** The header's balance as a number (₱ 1,234.50 → 1234.5). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

test('a member opens an envelope, spins the wheel and cracks an egg, each paid once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const member = await memberWithTickets(page);
  await page.goto(`${luzon.url('member/rewardCenter', 'EN')}?token=${member.token}`);
  await expect(badge(page)).toHaveText('3 rewards to claim');
  await expect(page.getByText('3 rewards to claim now.')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await expectAxeClean(page, { include: 'main' });
  await page.screenshot({ path: test.info().outputPath('reward-centre-1366.png'), fullPage: true });

  const buttons = { RED_ENVELOPE: 'Open an envelope', WHEEL: 'Spin the wheel', GOLDEN_EGG: 'Crack an egg' } as const;
  let paid = 0;
  for (const [i, kind] of KINDS.entries()) {
    const opening = page.waitForResponse((r) => r.url().includes('/wps/rewards/tickets/open'));
    await card(page, kind).getByRole('button', { name: buttons[kind] }).click();
    const answer = (await (await opening).json()).value as { prize: number; segment: number };
    // The animation plays the gateway's answer, then the result is said.
    const status = card(page, kind).getByRole('status');
    if (answer.prize > 0) await expect(status).toHaveText(`You won ₱ ${answer.prize.toFixed(2)}: it is in your main wallet as a bonus.`);
    else await expect(status).toHaveText('No prize this spin. Better luck next time!');
    paid += answer.prize;
    await expect(card(page, kind)).toContainText('You hold 0.');
    await expect(card(page, kind).getByRole('button')).toBeDisabled();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(paid, 2);
    if (i < 2) await expect(badge(page)).toHaveText(`${2 - i} ${i === 1 ? 'reward' : 'rewards'} to claim`);
    else await expect(badge(page)).toHaveCount(0);
    await expect(page.locator('table.reward-history tbody tr')).toHaveCount(i + 1);
  }
  // Envelopes and eggs always pay: the balance moved.
  expect(paid).toBeGreaterThan(0);
  const history = (await gatewayCall(page.request, luzon, 'GET', '/wps/rewards/tickets', undefined, member.auth)).value;
  const opened = history.history.find((h: { kind: string }) => h.kind === 'GOLDEN_EGG');
  const again = await gatewayCall(
    page.request,
    luzon,
    'POST',
    '/wps/rewards/tickets/open',
    { requestId: `again-${member.username}`, ticketId: opened.ticketId },
    member.auth,
  );
  expect(again.errorCode).toBe('reward.ticket.opened');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('reward-centre-390.png'), fullPage: true });
  await page.locator('.reward-centre').screenshot({ path: test.info().outputPath('reward-centre-content-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Each prize is a bonus with its turnover requirement on bonusDetails (the egg's at 5×).
  await page.goto(`${luzon.url('member/bonusDetails', 'EN')}?token=${member.token}`);
  const egg = page.locator('tr[data-bonus]', { hasText: 'Golden egg' });
  const eggPrize = `₱ ${opened.prize.toFixed(2)}`;
  await expect(egg.locator('td').nth(2)).toHaveText(eggPrize);
  await expect(egg.locator('td').nth(3)).toContainText(`/ ₱ ${(opened.prize * 5).toFixed(2)}`);
  await expect(page.locator('tr[data-bonus]', { hasText: 'Red envelope' })).toHaveCount(1);
});

test('with reduced motion nothing moves: the envelope, the wheel and the egg just show their result', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const member = await memberWithTickets(page);
  await page.goto(`${luzon.url('member/rewardCenter', 'EN')}?token=${member.token}`);
  // Each kind's moving parts (src/styles/centre/rewards.css): none animates, before or after the answer.
  const parts = { RED_ENVELOPE: '.envelope-flap, .envelope-card', WHEEL: '.wheel-disc', GOLDEN_EGG: '.egg, .egg-top, .egg-prize' } as const;
  const buttons = { RED_ENVELOPE: 'Open an envelope', WHEEL: 'Spin the wheel', GOLDEN_EGG: 'Crack an egg' } as const;
  for (const kind of KINDS) {
    const ticket = card(page, kind);
    const opening = page.waitForResponse((r) => r.url().includes('/wps/rewards/tickets/open'));
    await ticket.getByRole('button', { name: buttons[kind] }).click();
    const { prize } = (await (await opening).json()).value as { prize: number };
    await expect(ticket.getByRole('status')).toHaveText(/You won|No prize|was empty/);
    await expect(ticket.locator('.reward-stage')).toHaveAttribute('data-phase', 'shown');
    expect(await ticket.locator(parts[kind]).evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))).toEqual(
      parts[kind].split(', ').map(() => 'none'),
    );
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    // The envelope's card and the egg's prize show the drawn amount at once; the wheel stands on its slice.
    if (kind !== 'WHEEL')
      await expect(ticket.locator(kind === 'RED_ENVELOPE' ? '.envelope-card' : '.egg-prize')).toHaveText(`₱ ${prize.toFixed(2)}`);
  }
});

test('a member claims a raffle prize once after the operator draws the raffle', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // A raffle of the test's own from now, with a prize for every member who bets in it (20 alike),
  // one entry per ₱1 of valid bets: the member's bets win one of them whoever else bets meanwhile.
  const prizes = Array.from({ length: 20 }, () => '77').join(',');
  const opened = gatewayCli(
    'raffle',
    'open',
    '--merchant',
    'luzon',
    '--title',
    'Test raffle',
    '--prizes',
    prizes,
    '--entry',
    '1',
    '--days',
    '1',
  );
  expect(opened.status, opened.stderr).toBe(0);
  const member = await playingMember(page, luzon, 5_000_00, 3);
  await page.goto(`${luzon.url('member/rewardCenter', 'EN')}?token=${member.token}`);
  const raffle = page.locator('section.raffle');
  await expect(raffle.getByRole('heading', { name: 'Test raffle' })).toBeVisible();
  await expect(page.getByTestId('raffle-entries')).toContainText(/You have [1-9][0-9,]* entr/);
  await expect(raffle.getByRole('list', { name: 'Prizes' }).getByRole('listitem')).toHaveCount(20);
  await expect(raffle.locator('.raffle-win')).toHaveCount(0);

  // The operator draws it as its draw time would (a day on).
  const drawn = gatewayCli('raffle', 'draw', '--merchant', 'luzon', '--at', new Date(Date.now() + 86_400_000 + 60_000).toISOString());
  expect(drawn.stdout).toMatch(/luzon: raffle \d+ drawn, [1-9]\d* winners?/);
  await page.reload();
  const won = raffle.locator('.raffle-win');
  await expect(won).toHaveCount(1);
  await expect(won).toContainText('You won prize');
  await expect(won).toContainText('of Test raffle: ₱ 77.00');
  await expect(badge(page)).toHaveText(/^[1-9]\d* rewards? to claim$/);
  const before = await headerBalance(page);
  const count = Number(/\d+/.exec((await badge(page).textContent()) ?? '')?.[0]);
  await expectAxeClean(page, { include: 'main' });
  await won.getByRole('button', { name: 'Claim the prize' }).click();
  await expect(won.getByRole('status')).toHaveText('₱ 77.00 added to your main wallet as a bonus.');
  await expect(won).toContainText('Claimed');
  await raffle.screenshot({ path: test.info().outputPath('raffle-1366.png') });
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 77, 2);
  if (count > 1) await expect(badge(page)).toHaveText(`${count - 1} ${count === 2 ? 'reward' : 'rewards'} to claim`);
  else await expect(badge(page)).toHaveCount(0);
  // Claimed once: another request for it is refused.
  const prizeId = Number(await won.getAttribute('data-prize'));
  const again = await gatewayCall(
    page.request,
    luzon,
    'POST',
    '/wps/relay/MCS2_claimRafflePromotion',
    { requestId: `again-${member.username}`, prizeId },
    member.auth,
  );
  expect(again.errorCode).toBe('raffle.prize.claimed');
});

test('a trial account is told it needs a real account and asks nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/wps/rewards/') && calls.push(r.url()));
  const token = await trialToken(page, emerald);
  await page.goto(`${emerald.url('member/rewardCenter')}?token=${token}`);
  const dialog = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-island="rewardCenter"]')).toContainText('A real account is needed for this.');
  expect(calls).toEqual([]);
});
