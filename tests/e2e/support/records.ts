// What a records page (RecordsView) shows above its table, read as the member reads it.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The period's totals (RecordsView's Figures): each figure by its name, its spaces plain ones (money has no-break spaces). */
export function recordTotals(page: Page): Promise<Record<string, string>> {
  return page.locator('.records-totals').evaluate((totals) => {
    const text = (node: Node | null) => (node?.textContent ?? '').replace(/\s+/g, ' ');
    return Object.fromEntries([...totals.querySelectorAll('dl > div')].map((item) => [text(item.firstChild), text(item.lastChild)]));
  });
}

/** The rows of a records table, first to last, each holding every one of its texts (an empty list: a row not looked at). */
export async function expectRowTexts(rows: Locator, texts: string[][]): Promise<void> {
  for (const [index, parts] of texts.entries()) for (const part of parts) await expect(rows.nth(index)).toContainText(part);
}
