import { defineConfig } from '@playwright/test';
import { delimiter } from 'node:path';
import { E2E_BASE_PORT, E2E_DIST, E2E_FIXTURES, E2E_GATEWAY_DB, E2E_GATEWAY_PORT } from './scripts/lib/e2e-sites.ts';
import { TEST_ENV } from './scripts/lib/test-env.ts';
import { chromiumPath } from './scripts/lib/chromium.ts';

// The tests' lower password cost and Node's compile cache (scripts/lib/test-env.ts): one e2e gateway
// process hashes every login and registration of both workers. Set on this process, so the workers,
// the hashes tests write themselves (support/gateway-db.ts) and the operator CLI they start have them too.
Object.assign(process.env, TEST_ENV);

// Runs against the sites `npm test` builds into .skinforge/e2e-dist, each served at its own
// domain root by scripts/serve.ts. Browsers: Debian's Chromium (no browser downloads here), through
// scripts/chromium: a new window's address-bar popup would cost every test 0.3–0.6 s of CPU.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on the 2-core machines the suite runs on: with two, both often wait at once (an assertion
  // polling, a page's network going quiet) and the cores idled a tenth of the step; with three, 5 %
  // (the step 9 min 18 s → 8 min 30 s, docs/testing.md).
  workers: 3,
  // CI machines are shared and loaded: one retry there, reported as 'flaky' so it stays visible.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  // The slowest files and tests close every run: where the suite's minutes go.
  reporter: [['list'], ['./scripts/lib/slowest-reporter.ts']],
  use: {
    // The sites register a service worker, which would answer requests a test routes itself
    // (page.route does not see them): web-app.spec.ts, the worker's own spec, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // status.spec.ts switches whole merchants into maintenance with the gateway CLI: it runs after
  // every other spec, so no other test sees a merchant closed.
  projects: [
    { name: 'site', testIgnore: /status\.spec\.ts$/ },
    { name: 'status', testMatch: /status\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: [
    {
      // A fresh gateway world for every run: the tests' accounts, captchas and throttles start clean.
      // It is a file (deleted at start) so tests can read the SMS outbox beside the gateway.
      command: 'node gateway/cli.ts serve --fresh',
      // The fixture merchants are served too: every page asks the gateway's status call first.
      // GATEWAY_TRUSTED_HOPS 2: each test plays an outer proxy and names the address it is seen from
      // (support/login-helpers.ts, ownAddress), so tests' throttles and IP rules stay apart.
      env: {
        PORT: String(E2E_GATEWAY_PORT),
        GATEWAY_DB: E2E_GATEWAY_DB,
        GATEWAY_EXTRA_TENANTS: E2E_FIXTURES.join(delimiter),
        GATEWAY_TRUSTED_HOPS: '2',
        ...TEST_ENV,
      },
      url: `http://127.0.0.1:${E2E_GATEWAY_PORT}/wps/static/icons/vendor/JL.png`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.ts --all --dist ${JSON.stringify(E2E_DIST)} --base-port ${E2E_BASE_PORT} --gateway http://127.0.0.1:${E2E_GATEWAY_PORT}`,
      url: `http://127.0.0.1:${E2E_BASE_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
