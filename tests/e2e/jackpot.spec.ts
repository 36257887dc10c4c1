// The lobby's jackpot ticker (specification section 9) against the built sites: a random start of
// 10,000,000 to 20,000,000 that grows by 100 to 500 every 3 to 5 s, the locale's number shape, and
// a tab that keeps its amount across pages. The page's clock is paused and its random source fixed.
import { expect, test } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

/** The number in an amount's text, without its separators (its decimals included). */
const units = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('the jackpot starts at a random 10,000,000 to 20,000,000, grows 100 to 500 every 3 to 5 s, and a reload keeps it', async ({
  page,
}) => {
  // A month after the date the ticker once counted from, when it showed over 200 million.
  const now = Date.parse('2026-12-01T12:00:00Z');
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  // The page's random source, fixed: every draw is the middle of its range.
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  const sp = new SitePage(page, luzon);
  await sp.goto('');
  const jackpot = page.getByRole('link', { name: new RegExp(sp.t('lobby.jackpot')) });
  await expect(jackpot).toHaveAttribute('href', luzon.path('rng'));
  // Not a live region: it would announce itself every few seconds.
  await expect(jackpot).not.toHaveAttribute('aria-live');
  const amount = jackpot.locator('.jackpot-amount');
  const shown = async () => units(await amount.textContent()) / 10 ** luzon.config.currency.decimals;
  await expect.poll(shown).toBe(15_000_000);
  // The amount is part of the link's name, formatted in the page's locale with the currency's decimals.
  const text = await amount.textContent();
  expect(text).toBe((15_000_000).toLocaleString((await sp.html.getAttribute('lang'))!, { minimumFractionDigits: 2 }));
  await expect(jackpot).toHaveAccessibleName(`${sp.t('lobby.jackpot')} ${luzon.config.currency.symbol} ${text}`);
  // The middle delay is 4 s and the middle step 300.
  await page.clock.runFor(3999);
  expect(await shown()).toBe(15_000_000);
  await page.clock.runFor(1);
  await expect.poll(shown).toBe(15_000_300);
  // A reload (or another lobby page) in the tab goes on from what it showed: no fresh start, no drop.
  await page.reload();
  await expect.poll(shown).toBe(15_000_300);
  await page.clock.runFor(4000);
  await expect.poll(shown).toBe(15_000_600);
});
