// System status first, switched with the gateway's own CLI against the running e2e gateway's
// database file (it reads the status per call, so the switch shows on the next page load).
// Maintenance closes a whole merchant: playwright.config.ts runs this file after every other one,
// and its tests one after another, each putting the merchant back to normal.
// Alone: `npx playwright test --no-deps tests/e2e/status.spec.ts` (without --no-deps the whole
// 'site' project it depends on runs first).
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { translator } from '../../src/i18n/translate.ts';
import { expect, reactLoaded, test } from './support/fixtures.ts';
import { gatewayCli as operatorCli } from './support/gateway-db.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');
const luzon = site('luzon');
let nextIp = 0;

test.describe.configure({ mode: 'serial' });

/** Runs `node gateway/cli.ts …` on the e2e gateway's database. */
function gatewayCli(...args: string[]): void {
  const run = operatorCli(...args);
  expect(run.status, run.stderr).toBe(0);
}

/** Gives the page an address of its own, as the gateway sees it, and returns it. */
async function ownAddress(page: Page): Promise<string> {
  const ip = `203.0.113.${++nextIp}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  return ip;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectAxeClean(page, { tags: AXE_TAGS });
}

test.afterEach(() => {
  for (const s of [emerald, luzon]) gatewayCli('status', 'normal', '--merchant', s.config.merchantCode);
});

test('maintenance sends every page to the maintenance screen, and home again when it ends', async ({ page }) => {
  await ownAddress(page);
  gatewayCli('status', 'maintenance', '--merchant', 'emerald');
  await page.goto(emerald.url('help'));
  await page.waitForURL(emerald.url('maintenance'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'mailto:help@emeraldbay.example');
  await page.waitForLoadState('networkidle');
  expect(await reactLoaded(page)).toBe(false);
  await expectNoAxeViolations(page);
  // The other merchants stay open.
  await page.goto(luzon.url(''));
  await page.waitForLoadState('networkidle');
  expect(page.url()).toBe(luzon.url(''));

  gatewayCli('status', 'normal', '--merchant', 'emerald');
  await page.goto(emerald.url('maintenance'));
  await page.waitForURL(emerald.url(''));
});

test('region restriction shows the restricted screen with the visitor IP', async ({ page }) => {
  const ip = await ownAddress(page);
  gatewayCli('restrict-ip', ip, '--merchant', 'luzon');
  await page.goto(luzon.url('help'));
  await page.waitForURL(luzon.url('restricted'));
  await expect(page.locator('[data-island="visitor-ip"]')).toHaveText(ip);
  await expect(page.getByRole('link', { name: translator(luzon.defaultLang)('cs.contact') })).toBeVisible();
  await expectNoAxeViolations(page);
  // Another visitor of the same merchant is not restricted.
  await ownAddress(page);
  await page.goto(luzon.url('restricted'));
  await page.waitForURL(luzon.url(''));
});

test('the merchant-wide restriction from the CLI restricts every visitor', async ({ page }) => {
  const ip = await ownAddress(page);
  gatewayCli('status', 'restricted', '--merchant', 'emerald');
  await page.goto(emerald.url(''));
  await page.waitForURL(emerald.url('restricted'));
  await expect(page.locator('[data-island="visitor-ip"]')).toHaveText(ip);
});

test('maintenance wins over region restriction', async ({ page }) => {
  const ip = await ownAddress(page);
  gatewayCli('restrict-ip', ip, '--merchant', 'emerald');
  await page.goto(emerald.url(''));
  await page.waitForURL(emerald.url('restricted'));
  gatewayCli('status', 'maintenance', '--merchant', 'emerald');
  await page.reload();
  await page.waitForURL(emerald.url('maintenance'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
  await expect(page.locator('[data-island="visitor-ip"]')).toHaveCount(0);
});
