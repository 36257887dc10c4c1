// The `test` of the browser specs: every page a test opens must run without a script error or
// a console error, which is also where Chromium reports Content-Security-Policy violations.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { closePopups } from '../../../scripts/lib/popups-closed.ts';

export { expect };

// The `test` below starts its own contexts with the lobby's popups closed; a test's other contexts call this.
export { closePopups };

export const test = base.extend<{ pageProblems: string[]; popups: boolean; newWindow: () => Promise<Page> }>({
  // A test that is about something else starts in a session that has already closed the popups
  // (the app's own flags). popups.spec.ts opts in.
  popups: [false, { option: true }],
  context: async ({ context, popups }, use) => {
    if (!popups) await closePopups(context);
    await use(context);
  },
  // A further page for the test, in a window of its own: a context's second tab shares the first's
  // window, and in a tab that is not the window's front one a resize waits 1–2 s for its frame.
  // Set up as the test's own page is (service workers blocked as in playwright.config.ts, popups,
  // errors counted), and closed with the test.
  newWindow: async ({ browser, popups, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      contexts.push(context);
      if (!popups) await closePopups(context);
      const page = await context.newPage();
      watchProblems(page, pageProblems);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
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
function watchProblems(page: import('@playwright/test').Page, problems: string[]): void {
  // With where it was thrown (the stack's first frames): an error that shows only under load says little more.
  page.on('pageerror', (error) =>
    problems.push(`${page.url()}: uncaught ${error.message}${(error.stack ?? '').split('\n').slice(1, 4).join('')}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
}
