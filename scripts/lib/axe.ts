// axe-core run in the page itself: what the release gate and the browser tests hold pages to.
// @axe-core/playwright's AxeBuilder runs axe in every frame and then again in a blank page of its
// own to merge the frames' results (axe.finishRun), injecting axe's 550 KB each time: about 3.8
// times the work of one injection and one axe.run, measured on the built lobby. Skinforge's pages
// have no frame worth auditing (the chat and game frames open on demand, from other origins), so
// one run in the top document says the same.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The tags the suite holds every page to (tests/e2e/a11y.spec.ts, the release gate). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe's rules of these tags (all of the suite's by default), each with the impact it declares. */
export function axeRules(tags: readonly string[] = AXE_TAGS): Array<{ id: string; impact?: string | undefined }> {
  const { _audit } = require('axe-core') as { _audit: { rules: Array<{ id: string; impact?: string; tags: string[] }> } };
  return _audit.rules.filter((rule) => rule.tags.some((tag) => tags.includes(tag))).map(({ id, impact }) => ({ id, impact }));
}

/**
 * The rules whose violations are only minor or moderate (heading order, landmarks, region...): the
 * release gate holds a release only on serious and critical ones, so it need not run these. axe
 * reports a violation at its rule's own impact when the rule declares one, and every rule of
 * these tags does (scripts/lib/axe.test.ts holds that). Leaving them out saves about a tenth of
 * axe's time a page; the browser tests still run them all.
 */
export function minorAxeRules(): string[] {
  return axeRules()
    .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
    .map((rule) => rule.id);
}

/** Where axe looks: the whole page, or the elements the selectors in `include` match, less those in `exclude`. */
export interface AxeScope {
  include?: string | string[];
  exclude?: string | string[];
  /** Only the rules of these tags; all but the experimental ones without. */
  tags?: string[];
  /** Rules not to run (their ids), e.g. colour contrast where another page already checked the same colours. */
  disable?: string[];
}

/** axe's violations on the page, or on the part of it `include` and `exclude` say. */
export async function axeViolations(page: Page, { include, exclude, tags, disable }: AxeScope = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ['violations'],
    iframes: false,
    ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    ...(disable?.length ? { rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])) } : {}),
  };
  const selectors = (list?: string | string[]) => (list === undefined ? undefined : [list].flat());
  const context = include || exclude ? { include: selectors(include) ?? [['html']], exclude: selectors(exclude) ?? [] } : undefined;
  const results = await page.evaluate(
    ({ context, options }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
      return axe.run(context ?? document, options);
    },
    { context, options },
  );
  return results.violations;
}
