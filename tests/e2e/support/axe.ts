// axe in the browser tests: one run in the page (scripts/lib/axe.ts), failures named by rule and element.
import { expect, type Page } from '@playwright/test';
import { type AxeScope, axeViolations } from '../../../scripts/lib/axe.ts';

export { AXE_TAGS } from '../../../scripts/lib/axe.ts';

/** axe finds nothing on the page, or on the part of it `scope` names. */
export async function expectAxeClean(page: Page, scope?: AxeScope): Promise<void> {
  const violations = await axeViolations(page, scope);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
