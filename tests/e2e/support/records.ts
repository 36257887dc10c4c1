// What a records page (RecordsView) shows above its table, read as the member reads it.
import type { Page } from '@playwright/test';

/** The period's totals (RecordsView's Figures): each figure by its name, its spaces plain ones (money has no-break spaces). */
export function recordTotals(page: Page): Promise<Record<string, string>> {
  return page.locator('.records-totals').evaluate((totals) => {
    const text = (node: Node | null) => (node?.textContent ?? '').replace(/\s+/g, ' ');
    return Object.fromEntries([...totals.querySelectorAll('dl > div')].map((item) => [text(item.firstChild), text(item.lastChild)]));
  });
}
