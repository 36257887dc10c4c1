// The studio in Chromium, on a copy of tenants/: edit a brand and see its preview follow,
// a colour too faint flagged on its field, two tabs on one file, and the server refusing strangers.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { tenantsDir } from '../../core/config/paths.ts';
import { E2E_BASE_PORT } from '../../scripts/lib/e2e-sites.ts';
import { type StudioOnCopy, studioOnCopy } from '../../scripts/studio/on-copy.ts';
import { expectAxeClean } from '../e2e/support/axe.ts';
import { openStudioBrand } from './support.ts';

// Inside the browser suite's block of ports, above its sites (the gateway takes +90).
const PORT = E2E_BASE_PORT + 80;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let base: string;
let tenants: string;
let url: string;
let running: StudioOnCopy | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await studioOnCopy(PORT);
  ({ base, tenants, url } = running);
});

test.afterAll(() => running?.stop());

const openBrand = (page: Page, name: RegExp) => openStudioBrand(page, url, name);

test('a new brand name and primary colour show in the preview within 2 s of saving, and the log says who', async ({ page }) => {
  test.setTimeout(120_000);
  await openBrand(page, /Emerald Bay/);
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  // The preview's first start (gateway world, Astro's first compile) is slow; the reload after a save is the point.
  await expect(preview.locator('img[alt="Emerald Bay"]').first()).toBeAttached({ timeout: 90_000 });
  // Vite reloads a new preview's page once it has bundled what the page imports: the save is timed from a settled page.
  let navigated = Date.now();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) navigated = Date.now();
  });
  await expect.poll(() => Date.now() - navigated, { timeout: 30_000 }).toBeGreaterThan(2_000);
  await page.locator('[id="root/name"]').fill('Emerald Cove');
  await page.locator('[id="root/theme/primary"]').fill('#22c55e');
  const saved = page.waitForResponse((r) => r.url().includes('/api/file') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const started = Date.now();
  await expect(preview.locator('img[alt="Emerald Cove"]').first()).toBeAttached({ timeout: 2_000 });
  await expect
    .poll(() => preview.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--sf-primary').trim()), {
      timeout: 2_000 - (Date.now() - started),
    })
    .toBe('#22c55e');
  await expect(page.locator('.form-pane .savebar .status')).toHaveText('Saved.', { timeout: 15_000 });
  const file = await readFile(join(tenants, 'emerald.json'), 'utf8');
  const original = await readFile(join(tenantsDir, 'emerald.json'), 'utf8');
  // Only the two values changed: the file's order and layout are the repository's.
  expect(file).toBe(
    original.replace('"name": "Emerald Bay"', '"name": "Emerald Cove"').replace('"primary": "#10b981"', '"primary": "#22c55e"'),
  );
  const log = page.getByRole('region', { name: 'Changes to emerald.json' });
  await expect(log.getByRole('row').nth(1)).toContainText('Ana Reyes');
  await expect(log.getByRole('row').nth(1)).toContainText('/brand/name, /brand/theme/primary');
});

test('a colour with too little contrast is flagged on its field', async ({ page }) => {
  await openBrand(page, /Saigon Star/);
  const field = page.locator('[id="root/theme/onPrimary"]');
  const primary = await page.locator('[id="root/theme/primary"]').inputValue();
  await field.fill(primary);
  // The live reading, as the operator types.
  await expect(page.locator('[id="root/theme/onPrimary__contrast"]')).toContainText(
    'onPrimary on primary: 1.00:1 too little contrast (needs 4.5:1)',
  );
  // The validator's problem, on the field once it was left.
  await field.blur();
  await expect(page.locator('.form-group', { has: field }).locator('.error-detail')).toContainText(
    'contrast ratio of 1.00:1, below 4.5:1',
    { timeout: 10_000 },
  );
  // Untouched fields show nothing yet.
  await expect(page.locator('.error-detail')).toHaveCount(1);
});

test('two tabs editing one brand: the second save is told the file changed, and can reload', async ({ browser }) => {
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openBrand(first, /Visayas Win/);
  await openBrand(second, /Visayas Win/);
  await first.locator('[id="root/name"]').fill('Visayas First');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.locator('.form-pane .savebar .status')).toHaveText('Saved.', { timeout: 15_000 });
  await second.locator('[id="root/name"]').fill('Visayas Second');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByRole('alert')).toContainText('The file changed since you opened it', { timeout: 15_000 });
  expect(JSON.parse(await readFile(join(tenants, 'visayas.json'), 'utf8')).brand.name).toBe('Visayas First');
  await second.getByRole('button', { name: 'Reload the file (drops your edits)' }).click();
  await expect(second.locator('[id="root/name"]')).toHaveValue('Visayas First');
  await context.close();
});

test('a request without the token, from another origin or for a path outside tenants/ is refused and writes nothing', async ({
  browser,
  playwright,
}) => {
  const before = await readFile(join(tenants, 'luzon.json'), 'utf8');
  const body = { content: { ...JSON.parse(before), timezone: 'Asia/Tokyo' }, hash: '', operator: 'mallory' };
  const stranger = await playwright.request.newContext();
  expect((await stranger.put(`${ORIGIN}/api/file?path=luzon.json`, { data: body, headers: { origin: ORIGIN } })).status()).toBe(403);
  expect((await stranger.get(`${ORIGIN}/api/file?path=luzon.json`)).status()).toBe(403);
  await stranger.dispose();
  // The operator's own browser, asked by a page elsewhere: its cookie goes along, the Origin gives it away.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  expect(cookies).toMatch(/skinforge-studio=/);
  const own = await playwright.request.newContext({ extraHTTPHeaders: { cookie: cookies } });
  expect((await own.put(`${ORIGIN}/api/file?path=luzon.json`, { data: body, headers: { origin: 'http://evil.example' } })).status()).toBe(
    403,
  );
  for (const path of ['../package.json', '/etc/hosts', 'layers/../../escape.json'])
    expect(
      (await own.put(`${ORIGIN}/api/file?path=${encodeURIComponent(path)}`, { data: body, headers: { origin: ORIGIN } })).status(),
    ).toBe(403);
  await own.dispose();
  await context.close();
  expect(await readFile(join(tenants, 'luzon.json'), 'utf8')).toBe(before);
  await expect(readFile(join(base, 'escape.json'))).rejects.toThrow(/ENOENT/);
});

test('publish shows the changed field and pages against the live release, then Make live; an earlier one goes live again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openBrand(page, /Emerald Cove/);
  const releases = page.getByRole('region', { name: 'Releases' });
  const status = releases.getByRole('status');
  const diff = releases.getByRole('region', { name: /^Release \S+ against/ });
  const built = /^Release (\S+) is built, not live yet: its changes are below\.$/;
  const live = () => readFile(join(base, 'dist', 'emerald', 'index.html'), 'utf8');
  await releases.getByRole('button', { name: 'Publish' }).click();
  await expect(status).toHaveText(built, { timeout: 110_000 });
  const first = built.exec((await status.textContent())!)![1]!;
  // Built, not live: the first release has nothing to compare with, every page is new.
  await expect(diff).toContainText('against nothing: no release is live yet');
  await expect(readFile(join(base, 'dist', 'emerald', 'index.html'))).rejects.toThrow(/ENOENT/);
  await diff.getByRole('button', { name: 'Make live' }).click();
  await expect(status).toHaveText(`Release ${first} is live.`);
  const firstPage = await live();
  expect(firstPage).toContain('Emerald Cove');
  // A draft with edits not saved is not published.
  await page.locator('[id="root/name"]').fill('Emerald Reef');
  await expect(releases.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.locator('.form-pane').getByRole('button', { name: 'Save', exact: true }).click();
  await releases.getByRole('button', { name: 'Publish' }).click();
  await expect(status).toHaveText(built, { timeout: 110_000 });
  const second = built.exec((await status.textContent())!)![1]!;
  await expect(diff.getByRole('heading', { level: 3 })).toHaveText(`Release ${second} against the live release ${first}`);
  await expect(diff.getByRole('row', { name: '/brand/name "Emerald Cove" "Emerald Reef"' })).toBeVisible();
  await expect(diff.getByRole('listitem').filter({ hasText: /^Changed: \d+/ })).toContainText('/index.html');
  expect(await live()).toBe(firstPage);
  await diff.getByRole('button', { name: 'Make live' }).click();
  await expect(status).toHaveText(`Release ${second} is live (was ${first}).`);
  expect(await live()).toContain('Emerald Reef');
  await expect(releases.getByRole('row')).toHaveCount(3);
  // Any release against the live one, from the list.
  const earlier = releases.getByRole('row', { name: new RegExp(first) });
  await earlier.getByRole('button', { name: 'Diff with live' }).click();
  await expect(diff.getByRole('row', { name: '/brand/name "Emerald Reef" "Emerald Cove"' })).toBeVisible();
  await diff.getByRole('button', { name: 'Close' }).click();
  await earlier.getByRole('button', { name: 'Make live again' }).click();
  await expect(status).toContainText(`Release ${first} is live again`);
  expect(await live()).toBe(firstPage);
  const log = page.getByRole('region', { name: 'Changes to emerald.json' });
  await expect(log.getByRole('row').nth(1)).toContainText('made an earlier release live');
  await expect(log.getByRole('row').nth(2)).toContainText('made a new release live');
});

test('an uploaded logo is sized into the brand assets and shows in the preview once saved', async ({ page }) => {
  test.setTimeout(120_000);
  await openBrand(page, /Emerald Reef/);
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.locator('img[alt="Emerald Reef"]').first()).toBeAttached({ timeout: 90_000 });
  // A photo far larger than a header needs: kept at most 1024 px on a side.
  const photo = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#f43f5e' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload an image for Logo (PNG, JPEG, WebP or SVG)')
    .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('[id="root/logo__upload"]')).toContainText('1024 × 256 px');
  const path = await page.locator('[id="root/logo"]').inputValue();
  expect(path).toMatch(/^assets\/emerald\/logo-[0-9a-f]{8}\.png$/);
  expect((await sharp(await readFile(join(tenants, path))).metadata()).width).toBe(1024);
  await page.locator('.form-pane .savebar').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(preview.locator(`img[alt="Emerald Reef"][src*="${path}"]`).first()).toBeAttached({ timeout: 5_000 });
});

for (const width of [1366, 768]) {
  test(`axe-clean and keyboard-usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await page.getByLabel('Your name (for the audit log)').fill('Ana Reyes');
    // A layer opens as a brand does, saying which brands a save reaches.
    await page
      .getByRole('navigation', { name: 'Layers' })
      .getByRole('button', { name: /families\/ph/ })
      .click();
    await expect(page.getByText('A layer: a save changes every brand that extends it (luzon, visayas).')).toBeVisible({ timeout: 30_000 });
    // The keyboard alone: search, open a brand, move between sections.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await page.keyboard.type('luzon');
    await expect(page.getByRole('navigation', { name: 'Brands' }).getByRole('button')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Luzon Play/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /Luzon Play/ })).toBeVisible();
    const layout = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Languages' });
    await layout.focus();
    await page.keyboard.press('Enter');
    await expect(layout).toHaveAttribute('aria-pressed', 'true');
    // The preview is the site's own page, checked by the site's specs: the studio around it here.
    await expectAxeClean(page, { exclude: 'iframe' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
