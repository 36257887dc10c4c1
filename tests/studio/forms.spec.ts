// The studio's form widgets in Chromium, on a copy of tenants/: a field reset to the layer (or
// preset) it overrides, and a help article's Markdown previewed as the site renders it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { tenantsDir } from '../../core/config/paths.ts';
import { E2E_BASE_PORT } from '../../scripts/lib/e2e-sites.ts';
import { type StudioOnCopy, studioOnCopy } from '../../scripts/studio/on-copy.ts';
import { expectAxeClean } from '../e2e/support/axe.ts';
import { openStudioBrand } from './support.ts';

// Beside studio.spec.ts's studio (+80, +81) and the server test's (+82).
const PORT = E2E_BASE_PORT + 84;

let running: StudioOnCopy | undefined;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await studioOnCopy(PORT);
});
test.afterAll(() => running?.stop());

const openBrand = (page: Page, name: RegExp) => openStudioBrand(page, running!.url, name);

test("a value the brand overrides is reset to its preset's: the key leaves the file, the rest stays as it was", async ({ page }) => {
  test.setTimeout(150_000);
  await openBrand(page, /Luzon Play/);
  // The first preview is compiled by Astro's dev server (a process of its own) on two shared cores.
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator('img[alt="Luzon Play"]').first()).toBeAttached({
    timeout: 90_000,
  });
  const radius = page.locator('[id="root/theme/radius"]');
  await expect(radius).toHaveValue('10');
  const group = page.locator('[id="root/theme/radius__layer"]');
  await expect(group).toContainText('preset:casino sets 14');
  // A choice the brand leaves to its preset shows the preset's, not the list's first value.
  const elevation = page.locator('[id="root/theme/elevation"]');
  await expect(elevation).toHaveValue('');
  await expect(elevation.locator('option:checked')).toHaveText('raised (not set here)');
  // A value no layer sets has nothing to be reset to.
  await expect(page.locator('[id="root/theme/primary__layer"]')).toHaveCount(0);
  await group.getByRole('button', { name: /^Reset to preset:casino/ }).click();
  await expect(radius).toHaveValue('');
  await expect(group).toContainText('From preset:casino: 14');
  await page.locator('.form-pane .savebar').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.form-pane .savebar .status')).toHaveText('Saved.', { timeout: 30_000 });
  const original = await readFile(join(tenantsDir, 'luzon.json'), 'utf8');
  expect(await readFile(join(running!.tenants, 'luzon.json'), 'utf8')).toBe(original.replace(/,\n\s*"radius": 10\n/, '\n'));
  // Opened again, the field is the preset's.
  await page.reload();
  await openBrand(page, /Luzon Play/);
  await expect(group).toContainText('From preset:casino: 14');
});

test("a help article's Markdown is previewed as the site renders it: a heading, and raw HTML shown as text", async ({ page }) => {
  await openBrand(page, /Emerald Bay/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Content' }).click();
  const body = page.locator('textarea[id$="/markdown"]').first();
  const id = await body.getAttribute('id');
  const preview = page.locator(`[id="${id}__preview"]`);
  await body.fill('## Title\n\nYou must be **18** or older. <img src=x onerror="document.title=1">');
  await expect(preview.getByRole('heading', { level: 2, name: 'Title' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('18');
  await expect(preview).toContainText('<img src=x onerror="document.title=1">');
  await expect(preview.locator('img')).toHaveCount(0);
  await expectAxeClean(page, { exclude: 'iframe' });
});

test('the registration fields are one table: a row a field, the layers’ rule under the file’s, a change written as one key', async ({
  page,
}) => {
  await openBrand(page, /Emerald Bay/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Registration' }).click();
  const table = page.locator('.rule-table table');
  // Username: shown and required by the defaults layer, its rule and length the brand's own.
  const username = table.getByRole('row', { name: /^Username/ });
  await expect(username).toContainText('partly from layers/defaults.json');
  await expect(username.getByRole('checkbox', { name: 'Username: shown' })).toBeChecked();
  await expect(username.getByRole('combobox', { name: 'Username: rule' })).toHaveValue('ALNUM');
  // Not required any more, over the layer's required: the file says false.
  await username.getByRole('checkbox', { name: 'Username: required' }).uncheck();
  await expect(username.getByRole('checkbox', { name: 'Username: required' })).not.toBeChecked();
  // Telegram is not asked for; ask for it, required.
  const telegram = table.getByRole('row', { name: /^Telegram/ });
  await expect(telegram.getByRole('checkbox', { name: 'Telegram: required' })).toBeDisabled();
  await telegram.getByRole('checkbox', { name: 'Telegram: shown' }).check();
  await telegram.getByRole('checkbox', { name: 'Telegram: required' }).check();
  await telegram.getByRole('spinbutton', { name: 'Telegram: most characters' }).fill('32');
  await expectAxeClean(page, { exclude: 'iframe' });
  await page.locator('.form-pane .savebar').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.form-pane .savebar .status')).toHaveText('Saved.', { timeout: 30_000 });
  const saved = JSON.parse(await readFile(join(running!.tenants, 'emerald.json'), 'utf8'));
  expect(saved.registration.fields.telegram).toEqual({ enabled: true, required: true, maxLength: 32 });
  const original = JSON.parse(await readFile(join(tenantsDir, 'emerald.json'), 'utf8'));
  expect(saved.registration.fields.username).toEqual({ ...original.registration.fields.username, required: false });
});

test('the currency code is picked from the ISO 4217 list, or typed', async ({ page }) => {
  await openBrand(page, /Saigon Star/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Currency' }).click();
  const code = page.locator('[id="root/code"]');
  await expect(code).toHaveValue('VND');
  const list = page.locator(`datalist[id="${await code.getAttribute('list')}"]`);
  await expect(list.locator('option[value="VND"]')).toHaveCount(1);
  await expect(list.locator('option[value="PHP"]')).toHaveCount(1);
  expect(await list.locator('option').count()).toBeGreaterThan(100);
});
