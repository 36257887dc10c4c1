// The `test` of the browser specs: every page a test opens must run without a script error or
// a console error, which is also where Chromium reports Content-Security-Policy violations.
import { test as base, expect } from '@playwright/test';

export { expect };

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'the page logged errors (CSP violations are reported here)').toEqual([]);
    },
    { auto: true },
  ],
});
