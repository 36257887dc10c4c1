import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium.ts';
import { TEST_ENV } from './scripts/lib/test-env.ts';

// The tests' environment (scripts/lib/test-env.ts), as playwright.config.ts sets it: the headless
// shell where it is installed, Node's compile cache for the `site studio` the spec starts.
Object.assign(process.env, TEST_ENV);

// The studio's own browser tests (tests/studio/): the spec starts one `site studio` on a copy of
// tenants/ in a temporary folder and shares it, so the repository's configs are never touched.
// Apart from playwright.config.ts, whose servers (every built site, the e2e gateway) it needs none of.
export default defineConfig({
  testDir: 'tests/studio',
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    },
  },
});
