// What the studio's browser specs share: opening a brand as an operator does.
import { expect, type Page } from '@playwright/test';

/** Opens the studio at `url`, names the operator and opens the brand whose button matches `name`. */
export async function openStudioBrand(page: Page, url: string, name: RegExp): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Your name (for the audit log)').fill('Ana Reyes');
  await page.getByRole('button', { name }).click();
  // The preview starts in a process of its own; on two shared cores the editor can still take a few seconds.
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 20_000 });
}
