// The `test` of the browser specs: every page a test opens must run without a script error or
// a console error, which is also where Chromium reports Content-Security-Policy violations.
import { test as base, expect } from '@playwright/test';

export { expect };

export const test = base.extend<{ pageProblems: string[]; popups: boolean }>({
  // The lobby shows announcement popups once per session; a test that is about something else
  // starts in a session that has already closed them (the app's own flags). popups.spec.ts opts in.
  popups: [false, { option: true }],
  context: async ({ context, popups }, use) => {
    if (!popups)
      await context.addInitScript(() => ['A', 'B', 'F'].forEach((audience) => sessionStorage.setItem(`popupsClosed.${audience}`, '1')));
    await use(context);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchProblems(page, problems);
      await use(problems);
      expect(problems, 'the page logged errors (CSP violations are reported here)').toEqual([]);
    },
    { auto: true },
  ],
});

/** The React runtime's chunk (astro.config.mjs names it): its absence means a page loaded no React. */
export const REACT_RUNTIME = /\/react-runtime\.[\w-]+\.js$/;

/** Whether the page has downloaded the React runtime so far. */
export async function reactLoaded(page: import('@playwright/test').Page): Promise<boolean> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return names.some((name) => REACT_RUNTIME.test(name));
}

/** Collects a page's uncaught errors and console errors into `problems` (the fixture's, for a test's own further pages). */
export function watchProblems(page: import('@playwright/test').Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
}
